import type { LivePatchEvent } from '@bar/contracts/live';
import type { BarDocument } from '@bar/domain/document';
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { EditorState } from '../store/types.ts';

/**
 * What a change another participant stored means for this editor:
 * - `known`: this editor holds that version already (its own save, or one it read since);
 * - `apply`: nothing of the user's waits to be saved, so the document is the one the change was
 *   made on, and its operations give the stored bar exactly;
 * - `merge`: the user has changes of their own waiting: the stored bar is read and those changes
 *   made again on it (the merge of a save conflict), never the operations on top of them.
 */
export type RemoteStep = { kind: 'known' } | { kind: 'apply'; doc: BarDocument; name: string } | { kind: 'merge' };

function hasModule(doc: BarDocument, id: string): boolean {
  return [...doc.front.baseModules, ...doc.back.baseModules].some((module) => module.id === id);
}

export function remoteStep(state: EditorState, change: LivePatchEvent): RemoteStep {
  const { bar, doc } = state;
  if (!bar || !doc || change.version <= bar.version) return { kind: 'known' };
  if (state.unsavedPatches.length > 0 || state.needsFullSave || change.version !== bar.version + 1) {
    return { kind: 'merge' };
  }
  try {
    // A JSON copy: the operations are applied in place, and the document is shared with the 3D view.
    const held = JSON.parse(JSON.stringify({ name: bar.name, ...doc })) as BarDocument & { name: string };
    const { name, ...next } = jsonPatch.applyPatch(held, change.ops as Operation[], true, true).newDocument;
    // The camera stays where this user put it.
    return { kind: 'apply', doc: { ...next, orbit_settings: doc.orbit_settings }, name };
  } catch {
    return { kind: 'merge' };
  }
}

/** The state after another participant's change was applied: their version, no save due, a selection that still exists. */
export function withRemoteChange(
  state: EditorState,
  step: Extract<RemoteStep, { kind: 'apply' }>,
  version: number,
): Partial<EditorState> {
  const selectedModuleId =
    state.selectedModuleId && hasModule(step.doc, state.selectedModuleId) ? state.selectedModuleId : null;
  return {
    doc: step.doc,
    bar: state.bar ? { ...state.bar, name: step.name, version } : state.bar,
    selectedModuleId,
    ...(selectedModuleId === state.selectedModuleId ? {} : { selectedPlace: null }),
  };
}
