import { LRUCache } from 'lru-cache';
import { frozenWhileDeveloping } from '../../frozen.ts';
import type { BarHead } from './repository.ts';

/**
 * A bar's document at one version, exactly as stored (the JSON values of `bars.document_rest`,
 * `front` and `back`, put together), and, when known, the rest of its row at that version. Columns
 * a save does not change (the owner, the tokens, `deleted_at`) may have changed since without a new
 * version: whoever acts on them confirms them in the database.
 */
export type CachedBar = { version: number; document: unknown; head: BarHead | null };

/**
 * The last documents this process saved or read, by bar, so that a patch need not read (and PGlite
 * need not turn into text) a document of up to 80 KB that the process just wrote, and a save can
 * store its revision as the difference from it. An entry is only used for the version it was
 * stored with: every change of a document, in any process, makes a new version, so a version check
 * against the row (which a save makes anyway) tells whether the entry still holds. Least recently
 * used entries go first (lru-cache).
 */
export type DocumentCache = LRUCache<string, CachedBar>;

export function createDocumentCache(limit: number): DocumentCache {
  return new LRUCache<string, CachedBar>({ max: limit });
}

/**
 * The entry for `document`, the bar's document at `version` exactly as stored. Entries are shared,
 * never changed (whoever changes one works on a copy): the document is frozen in development and
 * tests.
 */
export function cachedBar(version: number, document: unknown, head: BarHead | null = null): CachedBar {
  return { version, document: frozenWhileDeveloping(document), head };
}
