import { frozenWhileDeveloping } from '../../frozen.ts';
import type { BarHead } from './repository.ts';

/**
 * The last documents this process saved or read, by bar and version, exactly as stored (the JSON
 * values of `bars.document_rest`, `front` and `back`, put together), so that a patch need not read (and PGlite need not turn into text) a
 * document of up to 80 KB that the process just wrote, and a save can store its revision as the
 * difference from it. An entry is only used for the version it was stored with: every change of a
 * document, in any process, makes a new version, so a version check against the row (which a save
 * makes anyway) tells whether the entry still holds. Entries are shared, never changed: whoever
 * changes one works on a copy. Least recently used entries go first.
 */
export class DocumentCache {
  private readonly entries = new Map<string, { version: number; document: unknown; head: BarHead | null }>();

  constructor(private readonly limit: number) {}

  /** The stored document of the bar at `version` (not to be changed), or null. */
  get(id: string, version: number): unknown {
    return this.entry(id, version)?.document ?? null;
  }

  /**
   * The bar's row as this process last saw it at `version`, with its document, when it was recorded
   * with one (see `set`). Columns a save does not change (the owner, the tokens, `deleted_at`) may
   * have changed since without a new version: whoever acts on them confirms them in the database.
   */
  getHeld(id: string, version: number): { head: BarHead; document: unknown } | null {
    const entry = this.entry(id, version);
    return entry?.head ? { head: entry.head, document: entry.document } : null;
  }

  private entry(id: string, version: number) {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return null;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  /**
   * Records `document`, the bar's document at `version` exactly as stored; nobody may change it.
   * `head`: the rest of the bar's row at that version, when known.
   */
  set(id: string, version: number, document: unknown, head: BarHead | null = null): void {
    this.entries.delete(id);
    this.entries.set(id, { version, document: frozenWhileDeveloping(document), head });
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
