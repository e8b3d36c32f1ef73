import { Outlet } from 'react-router';
import { BarDialogs } from '../features/account/BarDialogs.tsx';
import { AuthDialogs } from '../features/auth/AuthDialogs.tsx';
// The session alone, not the editor's door: the editor itself loads with its screens.
import { EditorSessionProvider } from '../features/editor/store/editorSession.tsx';

/** Every screen, plus the account and bar dialogs that any screen may open, sharing the session's editor. */
export function RootLayout() {
  return (
    <EditorSessionProvider>
      <Outlet />
      <AuthDialogs />
      <BarDialogs />
    </EditorSessionProvider>
  );
}
