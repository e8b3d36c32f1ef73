import type { EditorStore } from '../store/createEditorStore.ts';
import { AUTOSAVE_DELAY_MS, ORBIT_SAVE_DELAY_MS } from './mergeSave.ts';
import { type AutosaveDeps, createSaves, type SavedOrbit } from './saves.ts';
import { createAutosaveScheduler } from './scheduler.ts';
import { createSerialQueue } from './serialQueue.ts';

export type { AutosaveDeps, SaveProblem } from './saves.ts';

export type AutosaveController = {
  flush: () => Promise<void>;
  /** Edits or camera changes not yet sent (a waiting timer, or newer than the last save). */
  hasUnsentEdits: () => boolean;
  stop: () => void;
};

/**
 * Times the saves of the open editor (saves.ts says what a save sends): the document 500 ms after
 * the last edit, and the camera (orbit settings) on its own 500 ms after the last camera change.
 * Both kinds of save go through one queue, so they never run at once with the same version. The
 * timers run the saves themselves: an edit goes from the store through this subscription, the
 * scheduler's timer and the queue to the save, each entered once.
 */
export function startAutosave(store: EditorStore, deps: AutosaveDeps): AutosaveController {
  const queue = createSerialQueue();
  /** The camera change the server has (sent with a document save or on its own). */
  const savedOrbit: SavedOrbit = { revision: store.getState().orbitRevision };
  const saves = createSaves(store, deps, savedOrbit, {
    document: (delayMs) => documentScheduler.scheduleIn(delayMs),
    orbit: (delayMs) => orbitScheduler.scheduleIn(delayMs),
  });

  const timers = deps.timers ? { timers: deps.timers } : {};
  const documentScheduler = createAutosaveScheduler({
    delayMs: deps.delayMs ?? AUTOSAVE_DELAY_MS,
    run: saves.saveDocument,
    queue,
    ...timers,
  });
  const orbitScheduler = createAutosaveScheduler({
    delayMs: deps.orbitDelayMs ?? ORBIT_SAVE_DELAY_MS,
    run: saves.saveOrbit,
    queue,
    ...timers,
  });

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.editRevision !== previous.editRevision && state.editRevision !== state.savedRevision) {
      documentScheduler.notifyEdit();
    }
    if (state.orbitRevision !== previous.orbitRevision && state.orbitRevision !== savedOrbit.revision) {
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
        state.orbitRevision !== savedOrbit.revision
      );
    },
    stop: () => {
      unsubscribe();
      documentScheduler.dispose();
      orbitScheduler.dispose();
    },
  };
}
