import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { decideAdminPage, decideGuestPage } from './adminGuard.ts';
import { useUserOnEntry } from './useUserOnEntry.ts';

function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-hidden />
    </Center>
  );
}

/** Admin-only pages: guests go to the admin login (with the original path), other users to `/`. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { user, hasFetched } = useUserOnEntry();
  const decision = decideAdminPage(user, hasFetched, location);
  if (decision.kind === 'wait') return <FullPageLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

/** /admin/login, /admin/forgot, /admin/reset-password: only for guests. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [search] = useSearchParams();
  const { user } = useUserOnEntry();
  const decision = decideGuestPage(user, search.get('redirect'));
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
