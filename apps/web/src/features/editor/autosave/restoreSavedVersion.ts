import type { BarDto } from '@bar/contracts/bars';
import { barResponseSchema } from '@bar/contracts/bars';
import type { EditorStore } from '../store/createEditorStore.ts';

export type HistoryDirection = 'undo' | 'redo';

export type RestoreOutcome =
  | { kind: 'restored'; bar: BarDto }
  /** 409 at either end of the history: the server's bar is unchanged. */
  | { kind: 'nothingToMove' }
  /** 409 because the bar changed elsewhere: the same choice as a save conflict. */
  | { kind: 'conflict'; server: BarDto }
  /** A save of local edits failed, so restoring now would drop them. */
  | { kind: 'unsavedEdits' }
  | { kind: 'failed'; status: number | undefined };

export type RestoreDeps = {
  /** Sends the waiting autosave, so that the history move starts from the newest saved version. */
  flush: () => Promise<void>;
  move: (id: string, direction: HistoryDirection, version: number, editToken: string | undefined) => Promise<BarDto>;
  describeError: (error: unknown) => { status: number | undefined; body: unknown };
};

/**
 * "Restore previous/next saved version" (decisions: undo reverts to the previous saved revision on
 * the server and does not trigger a save). The answer is loaded like a freshly opened bar: saved
 * and unsaved revision counters both start at zero, so autosave sees nothing to send back.
 */
export async function restoreSavedVersion(
  store: EditorStore,
  direction: HistoryDirection,
  deps: RestoreDeps,
): Promise<RestoreOutcome> {
  await deps.flush();
  const state = store.getState();
  const { bar } = state;
  if (!bar?.can_edit) return { kind: 'failed', status: undefined };
  if (state.isSaving || state.editRevision !== state.savedRevision) return { kind: 'unsavedEdits' };
  try {
    const restored = await deps.move(bar.id, direction, bar.version, state.editToken);
    if (store.getState().bar?.id !== restored.id) return { kind: 'restored', bar: restored };
    store.getState().loadBar(restored, store.getState().editToken);
    return { kind: 'restored', bar: restored };
  } catch (error) {
    const { status, body } = deps.describeError(error);
    const current = status === 409 ? barResponseSchema.safeParse(body) : null;
    if (!current?.success) return { kind: 'failed', status };
    // Same version as ours: the server refused because there is nothing to undo (or redo).
    if (current.data.data.version === bar.version) return { kind: 'nothingToMove' };
    return { kind: 'conflict', server: current.data.data };
  }
}
