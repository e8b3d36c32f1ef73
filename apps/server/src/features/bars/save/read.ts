import type { Catalogue } from '@bar/domain/catalogue';
import { heldCatalogue, loadCatalogueOfVersion } from '../../catalogue/loadCatalogue.ts';
import { requireAccess, resolveAccess } from '../access.ts';
import type { CachedBar, DocumentCache } from '../documentCache.ts';
import { carriesWholeDocument } from '../prepareDocument.ts';
import { type BarHead, findBar, findBarDocument } from '../repository.ts';
import { loadLiveBarHeadForSave, notFound } from '../routeSupport.ts';
import { type HeldBar, type SaveContext, type SaveOutcome, versionOfEdit } from './context.ts';

/** The cache's entry of the bar when it holds the bar at `version`. */
function cachedAt(cache: DocumentCache, id: string, version: number): CachedBar | null {
  const entry = cache.get(id);
  return entry?.version === version ? entry : null;
}

/**
 * Step 1 of a save: what the edit is made on. First as this process holds it (no query): the bar
 * at the edit's version, editable by the caller as held, and the catalogue the process holds.
 */
export async function readHeld({ db, id, caller, cache, edit }: SaveContext): Promise<HeldBar | null> {
  const entry = cachedAt(cache, id, versionOfEdit(edit));
  const head = entry?.head;
  if (!entry || !head || head.deletedAt || resolveAccess(head, caller) !== 'edit') return null;
  const heldVersion = heldCatalogue(db);
  const catalogue = heldVersion && (await heldVersion.catalogue.catch(() => null));
  if (!heldVersion || !catalogue) return null;
  const { ownerId, createdBySession, editToken, consultantId } = head;
  const guard = { ownerId, createdBySession, editToken, consultantId, catalogueVersion: heldVersion.version };
  return { head, document: entry.document, catalogue, guard };
}

/**
 * Else from the row: 404 for a removed bar, the edit right checked there, the catalogue of the
 * row's version. `document`: the stored document of the row's version exactly as stored, when
 * this process has it (or when the edit needs it: a patch, a save that leaves a field out).
 */
export type RowBar = { head: BarHead; catalogue: Catalogue; document: unknown };

/** The bar from its row, or `stale` when the edit was made on another version (or removed meanwhile: 404). */
export async function readRow(
  context: SaveContext,
): Promise<{ kind: 'read'; row: RowBar } | Extract<SaveOutcome, { kind: 'stale' }>> {
  const { db, id, caller, cache, edit } = context;
  const { bar: head, catalogueVersion } = await loadLiveBarHeadForSave(db, id);
  requireAccess(head, caller, 'edit');
  const catalogue = await loadCatalogueOfVersion(db, catalogueVersion);
  if (versionOfEdit(edit) !== head.version) {
    const current = await findBar(db, id);
    if (!current || current.deletedAt) throw notFound();
    return { kind: 'stale', current, catalogue };
  }
  let document: unknown = cachedAt(cache, head.id, head.version)?.document ?? null;
  const needsDocument = edit.kind === 'patch' || !carriesWholeDocument(edit.request);
  if (needsDocument) {
    document ??= await findBarDocument(db, head.id);
    if (document === null) throw notFound();
  }
  return { kind: 'read', row: { head, catalogue, document } };
}
