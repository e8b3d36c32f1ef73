import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { api } from '../../../shared/api.ts';
import { isInsideAdminArea, watchAdminAccess } from './adminAccess.ts';
import { decideAdminPage, decideGuestPage, isAdminQueryKey } from './adminGuard.ts';
import { useUserOnEntry } from './useUserOnEntry.ts';

// Installed when the area's code loads, not in an effect: a page's first request starts in the
// page's own effect, which runs before any effect of the guard around it.
watchAdminAccess(api, () => isInsideAdminArea(window.location.pathname));

function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-hidden />
    </Center>
  );
}

/**
 * Admin-only pages: guests go to the admin login (with the original path), other users to `/`.
 * A user whose administrator right was taken away meanwhile goes to `/` too, and the admin data
 * cached for the pages goes with it.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const { user, hasFetched } = useUserOnEntry();
  const isSignedInNonAdmin = user !== null && !user.is_admin;
  useEffect(() => {
    if (isSignedInNonAdmin) queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
  }, [isSignedInNonAdmin, queryClient]);
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
