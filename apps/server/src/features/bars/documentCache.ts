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
  private readonly entries = new Map<string, { version: number; document: unknown }>();

  constructor(private readonly limit: number) {}

  /** The stored document of the bar at `version` (not to be changed), or null. */
  get(id: string, version: number): unknown {
    const entry = this.entries.get(id);
    if (!entry || entry.version !== version) return null;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.document;
  }

  /** Records `document`, the bar's document at `version` exactly as stored; nobody may change it. */
  set(id: string, version: number, document: unknown): void {
    this.entries.delete(id);
    this.entries.set(id, { version, document });
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
