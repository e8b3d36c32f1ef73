import { Outlet } from 'react-router';
import { BarDialogs } from '../features/account/BarDialogs.tsx';
import { AuthDialogs } from '../features/auth/AuthDialogs.tsx';

/** Every screen, plus the account and bar dialogs that any screen may open. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AuthDialogs />
      <BarDialogs />
    </>
  );
}
