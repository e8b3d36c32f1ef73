import type { BarDto } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { relinkNeighbours } from '@bar/domain/geometry';
import { validateBar } from '@bar/domain/validate';
import jsonPatch from 'fast-json-patch';
import type { EditorStore } from '../store/createEditorStore.ts';
import { documentOf } from '../store/documentOf.ts';
import type { EditorState } from '../store/types.ts';
import { operationsUpTo } from './patchSave.ts';

/** What the user may do when a save meets a newer version (409): take it, or save over it. */
export type ConflictChoice = 'loadNewer' | 'keepMine';

/**
 * My changes since the last save, made again on the newer bar: the other side's changes stay where
 * mine did not touch them, mine win where both changed the same value. Null when they do not apply
 * there (a path the newer bar lacks) or the result breaks a rule of the bar; then the local
 * document stands as it is.
 */
export function rebasedOnServer(state: EditorState, server: BarDto, catalogue: Catalogue): BarDocument | null {
  if (!state.doc) return null;
  // A JSON copy: the operations hold the local document's objects, and applying them changes what they add.
  const operations = JSON.parse(JSON.stringify(operationsUpTo(state.unsavedPatches, state.editRevision)));
  let patched: BarDocument;
  try {
    patched = jsonPatch.applyPatch(structuredClone(documentOf(server)), operations, true, true, true).newDocument;
  } catch {
    return null;
  }
  // Neighbours are derived from positions: modules added on both sides change them.
  const merged = {
    ...patched,
    front: relinkNeighbours(patched.front, catalogue),
    back: relinkNeighbours(patched.back, catalogue),
  };
  if (validateBar(merged, catalogue).length > 0) return null;
  return { ...merged, orbit_settings: state.doc.orbit_settings };
}

/**
 * The same document, whatever order the members of its objects are in: the server stores the bar
 * as `jsonb`, which keeps its own order, so the stored bar with my changes made again on it is
 * mine with members elsewhere. Comparing the text would call that another document and cost the
 * undo steps, as when another participant's camera save was all that came between (the camera
 * itself is kept local either way).
 */
function isSameDocument(a: BarDocument, b: BarDocument): boolean {
  return jsonPatch.compare(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b))).length === 0;
}

/**
 * Applies the user's choice. "Load the newer version" replaces the local bar with the server's.
 * "Keep mine" takes the server's version number and my changes made again on the server's document
 * (see `rebasedOnServer`), so that neither side's changes are lost where they do not collide; the
 * next autosave sends that whole document (the server holds another one than my changes start
 * from), then patches again.
 */
export function resolveConflict(store: EditorStore, server: BarDto, choice: ConflictChoice): void {
  const state = store.getState();
  if (state.bar?.id !== server.id) return;
  if (choice === 'loadNewer') {
    state.loadBar(server, state.editToken);
    return;
  }
  const merged = state.catalogue && state.doc ? rebasedOnServer(state, server, state.catalogue) : null;
  // The undo steps were recorded on the local document; on another one they would change the wrong things.
  const replaced =
    merged && state.doc && !isSameDocument(merged, state.doc)
      ? { doc: merged, past: [], future: [], selectedModuleId: null, selectedPlace: null }
      : {};
  store.setState((current) => ({
    ...replaced,
    bar: current.bar ? { ...current.bar, version: Math.max(current.bar.version, server.version) } : current.bar,
    editRevision: current.editRevision + 1,
    hasSaveError: false,
    needsFullSave: true,
  }));
}
