import type { ReactNode } from 'react';
import { BarPartsHookContext } from '../inventory/index.ts';
import { usePartsList } from './partsList/usePartsList.ts';
import type { EditorStore } from './store/createEditorStore.ts';
import { EditorStoreProvider } from './store/editorContext.tsx';

/**
 * The root of every screen that shows the editor: its store (the session's, unless a test or a
 * second editor passes its own) and the parts list the dialogs of other features ask for.
 */
export function EditorRoot({ store, children }: { store?: EditorStore; children?: ReactNode }) {
  return (
    <EditorStoreProvider {...(store ? { store } : {})}>
      <BarPartsHookContext value={usePartsList}>{children}</BarPartsHookContext>
    </EditorStoreProvider>
  );
}
