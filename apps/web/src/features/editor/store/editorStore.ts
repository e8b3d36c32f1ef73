import type { OrbitSettings } from '@bar/domain/document';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { deriveSaveState, type SaveState } from '../autosave/mergeSave.ts';
import { randomId } from '../ids.ts';
import type { Place } from '../places/placeTypes.ts';
import { createEditorStore } from './createEditorStore.ts';
import type { EditorState } from './types.ts';

/** The editor's one store; its actions may be called from anywhere (`editorStore.getState().undo()`). */
export const editorStore = createEditorStore({ newId: () => randomId() });

export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(editorStore, selector);
}

/** For selectors that build a new object or array: re-renders only when its members change. */
export function useEditorShallow<T>(selector: (state: EditorState) => T): T {
  return useStore(editorStore, useShallow(selector));
}

export function useSaveState(): SaveState {
  return useStore(editorStore, (state) => deriveSaveState(state));
}

export const editorActions = {
  addBaseModule: (baseModuleId: number) => editorStore.getState().addBaseModule(baseModuleId),
  removeBaseModule: (moduleId: string) => editorStore.getState().removeBaseModule(moduleId),
  removeSelectedModule: () => editorStore.getState().removeSelectedModule(),
  selectModule: (moduleId: string | null) => editorStore.getState().selectModule(moduleId),
  selectPlace: (place: Place | null) => editorStore.getState().selectPlace(place),
  armItem: (itemKey: string | null) => editorStore.getState().armItem(itemKey),
  clearSelection: () => editorStore.getState().clearSelection(),
  setOrbitSettings: (orbit: OrbitSettings) => editorStore.getState().setOrbitSettings(orbit),
  undo: () => editorStore.getState().undo(),
  redo: () => editorStore.getState().redo(),
};
