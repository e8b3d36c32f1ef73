import type { UpdateBarRequest } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { type ComputedPartsList, PartsListMemo } from '@bar/domain/partsList';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import type { DocumentCache } from './documentCache.ts';
import { carriesWholeDocument, prepareDocument } from './prepareDocument.ts';
import { storedDocument } from './presentBar.ts';
import {
  type BarHead,
  findBar,
  findBarDocument,
  type SaveGuard,
  saveChangedVersion,
  saveGuardedVersion,
} from './repository.ts';
import { diffJson } from './revisionPatch.ts';
import type { RevisionRetention } from './revisionRetention.ts';

export type UpdateOutcome =
  | { ok: true; bar: BarRow; parts: ComputedPartsList }
  | { ok: false; reason: 'staleVersion'; current: BarRow }
  | { ok: false; reason: 'gone' };

/** The bar as stored now, for a 409 (or gone, if it was removed meanwhile). */
export async function staleOutcome(db: Database, id: string): Promise<UpdateOutcome> {
  const current = await findBar(db, id);
  if (!current || current.deletedAt) return { ok: false, reason: 'gone' };
  return { ok: false, reason: 'staleVersion', current };
}

/**
 * Saves a new version of the bar: refuses a stale `version`, validates the merged document
 * (throws 422) and stores it with its revision. Nothing of a refused save is stored, and a save
 * that changes nothing stores no version. The stored document is only read when the request
 * leaves a document field out (a rename, the camera alone); an autosave sends all of them.
 */
export async function updateBar(
  db: Database,
  bar: BarHead,
  request: UpdateBarRequest,
  catalogue: Catalogue,
  retention: RevisionRetention,
  locale: Locale,
  cache: DocumentCache,
): Promise<UpdateOutcome> {
  if (request.version !== bar.version) return staleOutcome(db, bar.id);
  let raw = cache.get(bar.id, bar.version);
  let stored: BarDocument | null = null;
  if (!carriesWholeDocument(request)) {
    raw ??= await findBarDocument(db, bar.id);
    if (raw === null) return { ok: false, reason: 'gone' };
    stored = storedDocument({ id: bar.id, document: raw as BarDocument });
  }
  const document = prepareDocument(() => stored as BarDocument, request, catalogue, raw);
  const change = { name: request.name ?? bar.name, document };
  return storeDocument(db, bar, change, raw, catalogue, retention, locale, cache);
}

// The parts lists of the documents saved here: checked documents are never changed, nor are the
// lists (replies only read them), so a save that left the parts alone reuses the last list.
const partsLists = new PartsListMemo();

/**
 * Stores a checked document as the version after `bar.version` (or nothing, when neither it nor
 * the name changed). `base`: the document of `bar.version` exactly as stored, when known; the
 * revision is then stored as the difference from it (see `barRevisions`), and an unchanged
 * document is told without the database. The parts list is computed once, in the caller's
 * language: the reply shows it, and its total (the same in every language) is stored for lists
 * and reports. The stored document is kept in `cache` for the next save.
 */
export async function storeDocument(
  db: Database,
  bar: BarHead,
  change: { name: string; document: BarDocument },
  base: unknown,
  catalogue: Catalogue,
  retention: RevisionRetention,
  locale: Locale,
  cache: DocumentCache,
): Promise<UpdateOutcome> {
  const parts = partsLists.compute(change.document, catalogue, locale);
  const diff = base === null ? null : diffJson(base, change.document);
  const saved =
    diff !== null && diff.length === 0 && change.name === bar.name
      ? 'unchanged'
      : await saveChangedVersion(db, bar, { ...change, totalPriceCents: parts.total_price }, retention, { diff });
  if (saved === 'unchanged') {
    cache.set(bar.id, bar.version, change.document, bar);
    return { ok: true, bar: { ...bar, document: change.document }, parts };
  }
  if (saved) {
    cache.set(bar.id, saved.version, change.document, headOf(saved));
    return { ok: true, bar: saved, parts };
  }
  // Another save won the race (maybe in another process): answer with what is stored now.
  return staleOutcome(db, bar.id);
}

function headOf({ document: _document, ...head }: BarRow): BarHead {
  return head;
}

/**
 * Stores a checked change of the bar `head` (as this process holds it) without reading its row:
 * only while the row still holds what `guard` names (see `SaveGuard`) and the version is still
 * `head.version`. Null when nothing was stored: the row changed, or the change changes nothing (the
 * way that reads the row answers that too, once it has checked access there). Otherwise as
 * `storeDocument`.
 */
export async function storeHeldDocument(
  db: Database,
  head: BarHead,
  change: { name: string; document: BarDocument },
  base: unknown,
  catalogue: Catalogue,
  retention: RevisionRetention,
  locale: Locale,
  cache: DocumentCache,
  guard: SaveGuard,
): Promise<{ ok: true; bar: BarRow; parts: ComputedPartsList } | null> {
  const diff = diffJson(base, change.document);
  if (diff.length === 0 && change.name === head.name) return null;
  const parts = partsLists.compute(change.document, catalogue, locale);
  const saved = await saveGuardedVersion(
    db,
    head,
    { ...change, totalPriceCents: parts.total_price },
    retention,
    { diff },
    guard,
  );
  if (!saved) return null;
  cache.set(head.id, saved.version, change.document, headOf(saved));
  return { ok: true, bar: saved, parts };
}
