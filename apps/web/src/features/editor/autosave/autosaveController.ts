import type { BarDto, UpdateBarRequest } from '@bar/contracts/bars';
import { barResponseSchema } from '@bar/contracts/bars';
import type { EditorStore } from '../store/createEditorStore.ts';
import { AUTOSAVE_DELAY_MS, buildOrbitSaveBody, buildSaveBody, ORBIT_SAVE_DELAY_MS } from './mergeSave.ts';
import { createAutosaveScheduler, type Timers } from './scheduler.ts';
import { createSerialQueue } from './serialQueue.ts';

export type SaveProblem =
  /** 409: `server` is the bar as stored now; the user chooses between it and the local one. */
  | { kind: 'conflict'; server: BarDto }
  | { kind: 'rejected'; message: string }
  | { kind: 'failed'; status: number | undefined };

export type AutosaveDeps = {
  save: (id: string, editToken: string | undefined, body: UpdateBarRequest) => Promise<BarDto>;
  /** HTTP status and body of a failed save, when it has them. */
  describeError: (error: unknown) => { status: number | undefined; body: unknown };
  onProblem: (problem: SaveProblem) => void;
  delayMs?: number;
  orbitDelayMs?: number;
  timers?: Timers;
};

export type AutosaveController = {
  flush: () => Promise<void>;
  /** Edits or camera changes not yet sent (a waiting timer, or newer than the last save). */
  hasUnsentEdits: () => boolean;
  stop: () => void;
};

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return '';
}

/**
 * Saves the store's document 500 ms after the last edit, and the camera (orbit settings) on its own
 * 500 ms after the last camera change, and folds the answers back into the store. Both kinds of save
 * go through one queue, so they never run at once with the same version.
 */
export function startAutosave(store: EditorStore, deps: AutosaveDeps): AutosaveController {
  const enqueue = createSerialQueue();
  /** The camera change the server has (sent with a document save or on its own). */
  let savedOrbitRevision = store.getState().orbitRevision;

  /**
   * A 409 carries the bar as stored now. Nothing is replaced here: the save stays failed (no retry
   * with the stale version) until the user chooses (see conflict.ts). True when handled.
   */
  function handleConflict(status: number | undefined, errorBody: unknown): boolean {
    const conflict = status === 409 ? barResponseSchema.safeParse(errorBody) : null;
    if (!conflict?.success) return false;
    if (store.getState().isSaving) store.getState().failSave();
    else store.setState({ hasSaveError: true });
    deps.onProblem({ kind: 'conflict', server: conflict.data.data });
    return true;
  }

  function reportFailure(status: number | undefined, errorBody: unknown): void {
    deps.onProblem(status === 422 ? { kind: 'rejected', message: messageOf(errorBody) } : { kind: 'failed', status });
  }

  async function saveDocument(): Promise<void> {
    const state = store.getState();
    const { doc, bar } = state;
    if (!doc || !bar?.can_edit || state.editRevision === state.savedRevision) return;
    const body = buildSaveBody(doc, bar.version);
    const sentOrbitRevision = state.orbitRevision;
    const sentRevision = state.beginSave();
    try {
      const saved = await deps.save(bar.id, state.editToken, body);
      if (store.getState().bar?.id !== saved.id) return;
      store.getState().finishSave(saved, sentRevision);
      savedOrbitRevision = Math.max(savedOrbitRevision, sentOrbitRevision);
    } catch (error) {
      const { status, body: errorBody } = deps.describeError(error);
      if (handleConflict(status, errorBody)) return;
      store.getState().failSave();
      reportFailure(status, errorBody);
    }
  }

  async function saveOrbit(): Promise<void> {
    const state = store.getState();
    const { doc, bar } = state;
    if (!doc || !bar?.can_edit || state.orbitRevision === savedOrbitRevision) return;
    const sentOrbitRevision = state.orbitRevision;
    try {
      const saved = await deps.save(bar.id, state.editToken, buildOrbitSaveBody(doc, bar.version));
      if (store.getState().bar?.id !== saved.id) return;
      // Only the version is news: document edits made meanwhile stay unsaved and keep their own timer.
      store.getState().finishSave(saved, store.getState().savedRevision);
      savedOrbitRevision = Math.max(savedOrbitRevision, sentOrbitRevision);
    } catch (error) {
      const { status, body: errorBody } = deps.describeError(error);
      if (handleConflict(status, errorBody)) return;
      reportFailure(status, errorBody);
    }
  }

  const timers = deps.timers ? { timers: deps.timers } : {};
  const documentScheduler = createAutosaveScheduler({
    delayMs: deps.delayMs ?? AUTOSAVE_DELAY_MS,
    run: () => enqueue(saveDocument),
    ...timers,
  });
  const orbitScheduler = createAutosaveScheduler({
    delayMs: deps.orbitDelayMs ?? ORBIT_SAVE_DELAY_MS,
    run: () => enqueue(saveOrbit),
    ...timers,
  });

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.editRevision !== previous.editRevision && state.editRevision !== state.savedRevision) {
      documentScheduler.notifyEdit();
    }
    if (state.orbitRevision !== previous.orbitRevision && state.orbitRevision !== savedOrbitRevision) {
      orbitScheduler.notifyEdit();
    }
    // A save that finished while newer edits wait: those edits get their own save.
    if (
      previous.isSaving &&
      !state.isSaving &&
      !state.hasSaveError &&
      state.editRevision !== state.savedRevision &&
      !documentScheduler.hasPendingSave()
    ) {
      documentScheduler.notifyEdit();
    }
  });

  return {
    flush: async () => {
      await Promise.all([documentScheduler.flush(), orbitScheduler.flush()]);
    },
    hasUnsentEdits: () => {
      const state = store.getState();
      const hasUnsentDocument = !state.isSaving && state.editRevision !== state.savedRevision;
      return (
        documentScheduler.hasPendingSave() ||
        orbitScheduler.hasPendingSave() ||
        hasUnsentDocument ||
        state.orbitRevision !== savedOrbitRevision
      );
    },
    stop: () => {
      unsubscribe();
      documentScheduler.dispose();
      orbitScheduler.dispose();
    },
  };
}
