import type { BarDto, UpdateBarRequest } from '@bar/contracts/bars';
import type { BarDocument } from '@bar/domain/document';
import { documentOf, modelOf } from '../store/documentOf.ts';
import type { BarModel } from '../store/types.ts';

export const AUTOSAVE_DELAY_MS = 500;
/** Specification section 9: the camera is saved on its own, 500 ms after its last change. */
export const ORBIT_SAVE_DELAY_MS = 500;

export type SaveState = 'saved' | 'saving' | 'dirty' | 'error';

/** The body of `PUT /api/bars/{id}`: the whole document and the version it was edited from. */
export function buildSaveBody(doc: BarDocument, version: number): UpdateBarRequest {
  return {
    version,
    schemaVersion: doc.schemaVersion,
    front: doc.front,
    back: doc.back,
    additionalAccessories: doc.additionalAccessories,
    singleParts: doc.singleParts,
    settings: doc.settings,
    orbit_settings: doc.orbit_settings,
  };
}

/**
 * After a successful save the server's bar becomes the current model. When the user edited while
 * the request was under way, the local document stays (it is newer) and only the new version is
 * taken, so that the next save is not refused as stale. The camera is always kept from the local
 * document: the server only has a camera this client sent, never a newer one.
 */
export function mergeSavedBar(
  local: { doc: BarDocument; editRevision: number },
  sentRevision: number,
  response: BarDto,
): { doc: BarDocument; bar: BarModel; savedRevision: number } {
  const isUnchangedSinceSend = local.editRevision === sentRevision;
  return {
    doc: isUnchangedSinceSend ? { ...documentOf(response), orbit_settings: local.doc.orbit_settings } : local.doc,
    bar: modelOf(response),
    savedRevision: sentRevision,
  };
}

/** What the save indicator shows. */
export function deriveSaveState(state: {
  editRevision: number;
  savedRevision: number;
  isSaving: boolean;
  hasSaveError: boolean;
}): SaveState {
  if (state.isSaving) return 'saving';
  if (state.hasSaveError) return 'error';
  return state.editRevision === state.savedRevision ? 'saved' : 'dirty';
}
