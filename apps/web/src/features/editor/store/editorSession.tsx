import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import type { EditorStore } from './createEditorStore.ts';

/**
 * The editor store of this browser session, once an editor screen made it. The editor's screens
 * come and go with the address, but the bar they hold (with its undo history and unsaved edits)
 * stays for the next one, and the dialogs outside them (rename, delete, log in) ask which bar is
 * open. Only a type is imported here: the app's root holds the session without loading the editor.
 */
export type EditorSession = { store: EditorStore | null };

export const EditorSessionContext = createContext<EditorSession | null>(null);

/** At the app's root, above every screen and dialog. */
export function EditorSessionProvider({ children }: { children: ReactNode }) {
  const [session] = useState<EditorSession>(() => ({ store: null }));
  return <EditorSessionContext value={session}>{children}</EditorSessionContext>;
}

/** The store of the editor opened in this session, read when called: null while none was opened. */
export function useOpenEditorStore(): () => EditorStore | null {
  const session = useContext(EditorSessionContext);
  return useCallback(() => session?.store ?? null, [session]);
}
