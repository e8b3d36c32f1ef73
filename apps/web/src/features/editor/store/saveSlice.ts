import type { StateCreator } from 'zustand/vanilla';
import { mergeSavedBar } from '../autosave/mergeSave.ts';
import type { EditorState, SaveSlice } from './types.ts';

/**
 * The store's part that autosave drives: which revision a save covers, and what its answer changes.
 * A file of its own, so that a save (autosave/saves.ts) enters the store here and nowhere else.
 */
export const saveSlice: StateCreator<EditorState, [], [], SaveSlice> = (set, get) => ({
  editRevision: 0,
  savedRevision: 0,
  isSaving: false,
  hasSaveError: false,
  needsFullSave: false,
  beginSave: () => {
    set({ isSaving: true });
    return get().editRevision;
  },
  finishSave: (response, sentRevision) => {
    const { doc, editRevision } = get();
    if (!doc) return;
    const merged = mergeSavedBar({ doc, editRevision }, sentRevision, response);
    set((state) => ({
      ...merged,
      unsavedPatches: state.unsavedPatches.filter((entry) => entry.revision > sentRevision),
      isSaving: false,
      hasSaveError: false,
      needsFullSave: false,
    }));
  },
  finishPatchSave: (result, sentRevision) =>
    set((state) => ({
      bar: state.bar && result ? { ...state.bar, version: result.version, parts: result.parts } : state.bar,
      savedRevision: sentRevision,
      unsavedPatches: state.unsavedPatches.filter((entry) => entry.revision > sentRevision),
      isSaving: false,
      hasSaveError: false,
    })),
  failSave: () => set({ isSaving: false, hasSaveError: true }),
});
