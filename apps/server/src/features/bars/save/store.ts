import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { type ComputedPartsList, PartsListMemo } from '@bar/domain/partsList';
import type { BarRow } from '../../../db/schema.ts';
import { frozenWhileDeveloping } from '../../../frozen.ts';
import { cachedBar } from '../documentCache.ts';
import { type BarHead, findBar, saveChangedVersion, saveGuardedVersion } from '../repository.ts';
import { diffJson } from '../revisionPatch.ts';
import { notFound } from '../routeSupport.ts';
import type { Change, HeldBar, SaveContext, Saved, SaveOutcome } from './context.ts';
import type { RowBar } from './read.ts';

/**
 * Step 4 of a save: the checked change stored as the next version (or nothing, when it changes
 * nothing). The parts list is computed once, in the caller's language: the reply shows it, and its
 * total (the same in every language) is stored for lists and reports. The stored document is kept
 * in the cache for the next save.
 */

// The parts lists of the documents saved here: checked documents are never changed, nor are the
// lists (replies only read them), so a save that left the parts alone reuses the last list.
const partsLists = new PartsListMemo();

function partsListOf(document: BarDocument, catalogue: Catalogue, locale: Locale): ComputedPartsList {
  return frozenWhileDeveloping(partsLists.compute(document, catalogue, locale));
}

function headOf({ document: _document, ...head }: BarRow): BarHead {
  return head;
}

/**
 * A change of a held bar, stored without reading its row: only while the row still holds what the
 * guard names and the version is still the held one. Null when nothing was stored: the row changed,
 * or the change changes nothing (the way that reads the row answers that, once it has checked
 * access there).
 */
export async function storeHeld(
  { db, locale, retention, cache }: SaveContext,
  held: HeldBar,
  change: Change,
): Promise<Saved | null> {
  const { head, catalogue } = held;
  const diff = diffJson(held.document, change.document);
  if (diff.length === 0 && change.name === head.name) return null;
  const parts = partsListOf(change.document, catalogue, locale);
  const priced = { ...change, totalPriceCents: parts.total_price };
  const saved = await saveGuardedVersion(db, head, priced, retention, { diff }, held.guard);
  if (!saved) return null;
  cache.set(head.id, cachedBar(saved.version, change.document, headOf(saved)));
  return { bar: saved, parts, catalogue };
}

/**
 * A change of a bar read from its row, stored as the version after the row's. With the document of
 * the row's version exactly as stored (`row.document`), the revision is stored as the difference
 * from it (see `barRevisions`) and an unchanged document is told without the database.
 */
export async function storeRow(
  { db, id, locale, retention, cache }: SaveContext,
  { head, catalogue, document: base }: RowBar,
  change: Change,
): Promise<SaveOutcome> {
  const parts = partsListOf(change.document, catalogue, locale);
  const diff = base === null ? null : diffJson(base, change.document);
  const saved =
    diff !== null && diff.length === 0 && change.name === head.name
      ? 'unchanged'
      : await saveChangedVersion(db, head, { ...change, totalPriceCents: parts.total_price }, retention, { diff });
  if (saved === 'unchanged') {
    cache.set(head.id, cachedBar(head.version, change.document, head));
    return { kind: 'stored', saved: { bar: { ...head, document: change.document }, parts, catalogue } };
  }
  if (saved) {
    cache.set(head.id, cachedBar(saved.version, change.document, headOf(saved)));
    return { kind: 'stored', saved: { bar: saved, parts, catalogue } };
  }
  // Another save won the race (maybe in another process): answer with what is stored now.
  const current = await findBar(db, id);
  if (!current || current.deletedAt) throw notFound();
  return { kind: 'stale', current, catalogue };
}
