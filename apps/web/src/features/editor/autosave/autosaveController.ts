import type { BarDto, UpdateBarRequest } from '@bar/contracts/bars';
import { barResponseSchema } from '@bar/contracts/bars';
import type { EditorStore } from '../store/createEditorStore.ts';
import { AUTOSAVE_DELAY_MS, buildSaveBody } from './mergeSave.ts';
import { createAutosaveScheduler, type Timers } from './scheduler.ts';

export type SaveProblem =
  | { kind: 'conflict' }
  | { kind: 'rejected'; message: string }
  | { kind: 'failed'; status: number | undefined };

export type AutosaveDeps = {
  save: (id: string, editToken: string | undefined, body: UpdateBarRequest) => Promise<BarDto>;
  /** HTTP status and body of a failed save, when it has them. */
  describeError: (error: unknown) => { status: number | undefined; body: unknown };
  onProblem: (problem: SaveProblem) => void;
  delayMs?: number;
  timers?: Timers;
};

export type AutosaveController = {
  flush: () => Promise<void>;
  /** Edits not yet sent (a waiting timer, or newer than the last save). */
  hasUnsentEdits: () => boolean;
  stop: () => void;
};

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return '';
}

/** Saves the store's document 500 ms after the last edit and folds the answers back into the store. */
export function startAutosave(store: EditorStore, deps: AutosaveDeps): AutosaveController {
  async function saveOnce(): Promise<void> {
    const state = store.getState();
    const { doc, bar } = state;
    if (!doc || !bar?.can_edit || state.editRevision === state.savedRevision) return;
    const body = buildSaveBody(doc, bar.version);
    const sentRevision = state.beginSave();
    try {
      const saved = await deps.save(bar.id, state.editToken, body);
      if (store.getState().bar?.id !== saved.id) return;
      store.getState().finishSave(saved, sentRevision);
    } catch (error) {
      const { status, body: errorBody } = deps.describeError(error);
      const conflict = status === 409 ? barResponseSchema.safeParse(errorBody) : null;
      if (conflict?.success) {
        store.getState().loadBar(conflict.data.data, store.getState().editToken);
        deps.onProblem({ kind: 'conflict' });
        return;
      }
      store.getState().failSave();
      deps.onProblem(status === 422 ? { kind: 'rejected', message: messageOf(errorBody) } : { kind: 'failed', status });
    }
  }

  const scheduler = createAutosaveScheduler({
    delayMs: deps.delayMs ?? AUTOSAVE_DELAY_MS,
    run: saveOnce,
    ...(deps.timers ? { timers: deps.timers } : {}),
  });

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.editRevision !== previous.editRevision && state.editRevision !== state.savedRevision) {
      scheduler.notifyEdit();
    }
    // A save that finished while newer edits wait: those edits get their own save.
    if (
      previous.isSaving &&
      !state.isSaving &&
      !state.hasSaveError &&
      state.editRevision !== state.savedRevision &&
      !scheduler.hasPendingSave()
    ) {
      scheduler.notifyEdit();
    }
  });

  return {
    flush: () => scheduler.flush(),
    hasUnsentEdits: () => {
      const state = store.getState();
      return scheduler.hasPendingSave() || (!state.isSaving && state.editRevision !== state.savedRevision);
    },
    stop: () => {
      unsubscribe();
      scheduler.dispose();
    },
  };
}
