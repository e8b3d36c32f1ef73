import type { BarDocument } from '@bar/domain/document';

/**
 * The last documents this process saved or served, as JSON, by bar and version, so that a patch
 * need not read (and PGlite need not turn into text) a document of up to 80 KB that the process
 * just wrote. An entry is only used for the version it was stored with: every change of a
 * document, in any process, makes a new version, so a version check against the row (which a
 * patch makes anyway) tells whether the entry still holds. Least recently used entries go first.
 */
export class DocumentCache {
  private readonly entries = new Map<string, { version: number; json: string }>();

  constructor(private readonly limit: number) {}

  /** A fresh copy of the bar's document at `version` (restored, as checked by a save), or null. */
  get(id: string, version: number): BarDocument | null {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return null;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return JSON.parse(entry.json) as BarDocument;
  }

  /** The JSON of the bar's document at `version`, or null. */
  json(id: string, version: number): string | null {
    const entry = this.entries.get(id);
    return entry && entry.version === version ? entry.json : null;
  }

  /** Records `json`, the serialized restored document of the bar at `version`. */
  set(id: string, version: number, json: string): void {
    this.entries.delete(id);
    this.entries.set(id, { version, json });
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
