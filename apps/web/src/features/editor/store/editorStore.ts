import type { OrbitSettings } from '@bar/domain/document';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { deriveSaveState, type SaveState } from '../autosave/mergeSave.ts';
import { randomId } from '../ids.ts';
import { createEditorStore } from './createEditorStore.ts';
import type { EditorState } from './types.ts';

/** The editor's one store; every change goes through its door (`editorStore.getState().dispatch(command)`). */
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

/**
 * The scene's two reports (a module clicked, the camera moved) as view commands through the door;
 * everything else uses `dispatch` of `commands.ts`.
 */
export const editorActions = {
  selectModule: (moduleId: string | null) => editorStore.getState().dispatch({ type: 'selectModule', moduleId }),
  setOrbitSettings: (orbit: OrbitSettings) => editorStore.getState().dispatch({ type: 'setOrbit', orbit }),
};
