import { createContext, type ReactNode, useState } from 'react';
import { type OpenBarAccess, OpenBarContext } from '../../../shared/openBar.ts';
import type { EditorStore } from './createEditorStore.ts';

/**
 * The editor store of this browser session, once an editor screen made it. The editor's screens
 * come and go with the address, but the bar they hold (with its undo history and unsaved edits)
 * stays for the next one. Only a type of the store is imported here: the app's root holds the
 * session without loading the editor.
 */
export type EditorSession = { store: EditorStore | null };

export const EditorSessionContext = createContext<EditorSession | null>(null);

/** The session's open bar as the dialogs outside the editor see it (rename, delete, log in). */
function openBarAccess(session: EditorSession): OpenBarAccess {
  return {
    current: () => {
      const state = session.store?.getState();
      if (!state?.bar) return null;
      return { id: state.bar.id, canEdit: state.bar.can_edit, editToken: state.editToken };
    },
    // A rename of the open bar also moves the editor to the new name and version.
    renamed: (saved) => {
      const store = session.store;
      const bar = store?.getState().bar;
      if (!store || bar?.id !== saved.id) return;
      store.setState({ bar: { ...bar, name: saved.name, version: Math.max(bar.version, saved.version) } });
    },
  };
}

/** At the app's root, above every screen and dialog. */
export function EditorSessionProvider({ children }: { children?: ReactNode }) {
  const [session] = useState<EditorSession>(() => ({ store: null }));
  const [access] = useState(() => openBarAccess(session));
  return (
    <EditorSessionContext value={session}>
      <OpenBarContext value={access}>{children}</OpenBarContext>
    </EditorSessionContext>
  );
}
