import type { BarDto } from '@bar/contracts/bars';
import type { LivePatchEvent } from '@bar/contracts/live';
import type { BarDocument } from '@bar/domain/document';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { documentOf, modelOf } from '../store/documentOf.ts';
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

/**
 * The state after taking in the bar as stored when versions were missed (a gap in the channel, or
 * the server no longer keeping them), with nothing of the user's waiting to be saved: like another
 * participant's change, their bar and version without an undo step, so the user's own undo steps
 * stay (an undo that no longer fits is refused as outdated, as after any change of others).
 */
export function withStoredBar(state: EditorState, stored: BarDto): Partial<EditorState> {
  const doc = documentOf(stored);
  const step = {
    kind: 'apply' as const,
    // The camera stays where this user put it.
    doc: state.doc ? { ...doc, orbit_settings: state.doc.orbit_settings } : doc,
    name: stored.name,
  };
  const next = withRemoteChange(state, step, stored.version);
  return { ...next, bar: state.bar ? { ...state.bar, ...modelOf(stored) } : next.bar };
}
