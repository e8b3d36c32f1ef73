import { useEffect } from 'react';
import { httpStatus } from '../../../app/api.ts';
import { fetchUser } from '../../auth/authApi.ts';
import { flushUser } from '../../auth/authStore.ts';

/**
 * An admin request refused while the page is open: 401 (the session ended) forgets the user, so
 * the guard sends them to the login with this page as `redirect`; 403 (no longer an admin)
 * fetches the user again, and the guard sends a non-admin to `/`.
 */
export function useAdminAccessErrors(error: unknown): void {
  useEffect(() => {
    const status = httpStatus(error);
    if (status === 401) flushUser();
    if (status === 403) void fetchUser().catch(() => undefined);
  }, [error]);
}
