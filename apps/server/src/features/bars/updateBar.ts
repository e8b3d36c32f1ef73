import type { UpdateBarRequest } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { type ComputedPartsList, PartsListMemo } from '@bar/domain/partsList';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import type { BarRow } from '../../db/schema.ts';
import { heldCatalogue } from '../catalogue/loadCatalogue.ts';
import { type Caller, resolveAccess } from './access.ts';
import type { DocumentCache } from './documentCache.ts';
import { holdsUnoffered, refuseNewlyPlacedUnoffered, unofferedPlacementErrors } from './offeredCheck.ts';
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
  if (holdsUnoffered(change.document, catalogue)) {
    // A part no longer offered stays where the bar had it, but is never placed anew (422).
    const raw = base ?? (await findBarDocument(db, bar.id));
    const before = raw === null ? null : storedDocument({ id: bar.id, document: raw as BarDocument });
    refuseNewlyPlacedUnoffered(before, change.document, catalogue);
  }
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
 * A bar as this process holds it at a version (see `DocumentCache.getHeld`), which the caller may
 * edit as held, with the catalogue the process holds: a save made on them needs no read of the row,
 * and stores under `guard` (see `SaveGuard`).
 */
export type HeldBar = { head: BarHead; document: unknown; catalogue: Catalogue; guard: SaveGuard };

/** The bar `id` at `version` as held, or null when it is not held, removed, not editable as held, or no catalogue is held. */
export async function heldForEdit(
  db: Database,
  id: string,
  version: number,
  caller: Caller,
  cache: DocumentCache,
): Promise<HeldBar | null> {
  const held = cache.getHeld(id, version);
  if (!held || held.head.deletedAt || resolveAccess(held.head, caller) !== 'edit') return null;
  const heldVersion = heldCatalogue(db);
  const catalogue = heldVersion && (await heldVersion.catalogue.catch(() => null));
  if (!heldVersion || !catalogue) return null;
  const { ownerId, createdBySession, editToken } = held.head;
  return { ...held, catalogue, guard: { ownerId, createdBySession, editToken, catalogueVersion: heldVersion.version } };
}

/**
 * Stores a checked change of a held bar without reading its row: only while the row still holds
 * what the guard names and the version is still the held one. Null when nothing was stored: the
 * row changed, or the change changes nothing (the way that reads the row answers that too, once it
 * has checked access there). Otherwise as `storeDocument`.
 */
export async function storeHeldDocument(
  db: Database,
  held: HeldBar,
  change: { name: string; document: BarDocument },
  retention: RevisionRetention,
  locale: Locale,
  cache: DocumentCache,
): Promise<HeldSave | null> {
  const { head, catalogue } = held;
  const diff = diffJson(held.document, change.document);
  if (diff.length === 0 && change.name === head.name) return null;
  if (holdsUnoffered(change.document, catalogue)) {
    const before = storedDocument({ id: head.id, document: held.document as BarDocument });
    // Refused: the way that reads the row answers with the 422.
    if (unofferedPlacementErrors(before, change.document, catalogue)) return null;
  }
  const parts = partsLists.compute(change.document, catalogue, locale);
  const priced = { ...change, totalPriceCents: parts.total_price };
  const saved = await saveGuardedVersion(db, head, priced, retention, { diff }, held.guard);
  if (!saved) return null;
  cache.set(head.id, saved.version, change.document, headOf(saved));
  return { outcome: { ok: true, bar: saved, parts }, catalogue };
}

/** A save stored on a held bar: the outcome, and the catalogue it was checked and priced with. */
export type HeldSave = { outcome: { ok: true; bar: BarRow; parts: ComputedPartsList }; catalogue: Catalogue };

/**
 * As `updateBar` on a bar this process holds at `request.version`, without reading its row (see
 * `heldForEdit`, `storeHeldDocument`). Null whenever that cannot be: not held, access or a check
 * refused (the way that reads the row gives the answer, with the row as it is), nothing changed,
 * or the row or the catalogue changed meanwhile. Nothing is stored then.
 */
export async function updateHeldBar(
  db: Database,
  id: string,
  request: UpdateBarRequest,
  caller: Caller,
  retention: RevisionRetention,
  locale: Locale,
  cache: DocumentCache,
): Promise<HeldSave | null> {
  const held = await heldForEdit(db, id, request.version, caller, cache);
  if (!held) return null;
  let document: BarDocument;
  try {
    const stored = () => storedDocument({ id, document: held.document as BarDocument });
    document = prepareDocument(stored, request, held.catalogue, held.document);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  return storeHeldDocument(db, held, { name: request.name ?? held.head.name, document }, retention, locale, cache);
}
