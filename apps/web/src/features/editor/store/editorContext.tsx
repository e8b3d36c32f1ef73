import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { deriveSaveState, type SaveState } from '../autosave/mergeSave.ts';
import { randomId } from '../ids.ts';
import { createEditorStore, type EditorStore } from './createEditorStore.ts';
import { EditorSessionContext } from './editorSession.tsx';
import type { EditorState } from './types.ts';

const EditorStoreContext = createContext<EditorStore | null>(null);

/**
 * The editor's root: holds its store for everything below. Without a `store` it takes the
 * session's (made by the first editor screen opened), so a bar stays loaded from one screen to the
 * next; a test or a second, independent editor passes a store of its own.
 */
export function EditorStoreProvider({ store, children }: { store?: EditorStore; children: ReactNode }) {
  const session = useContext(EditorSessionContext);
  const [held] = useState(() => {
    if (store) return store;
    if (session?.store) return session.store;
    const made = createEditorStore({ newId: () => randomId() });
    if (session) session.store = made;
    return made;
  });
  return <EditorStoreContext value={held}>{children}</EditorStoreContext>;
}

/** The store itself, for handlers that read it when they run (`getState`) or pass it on. */
export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('An editor component is rendered outside EditorStoreProvider');
  return store;
}

/** Reads the editor's state through a selector; re-renders when the selected value changes. */
export function useEditorStore<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

/** For selectors that build a new object or array: re-renders only when its members change. */
export function useEditorShallow<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), useShallow(selector));
}

export function useSaveState(): SaveState {
  return useStore(useEditorStoreApi(), (state) => deriveSaveState(state));
}
