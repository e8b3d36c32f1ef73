import { userResponseSchema } from '@bar/contracts/auth';
import { useEffect } from 'react';
import { api, httpStatus, parseResponse } from '../../../app/api.ts';
import { flushUser, setUser } from '../../auth/authStore.ts';

/** GET /api/user while the user stays set meanwhile (the guard must not see a moment without one). */
async function refreshUser(): Promise<void> {
  try {
    const response = await api.get('/user');
    setUser(parseResponse(userResponseSchema, response.data, 'GET /api/user').data);
  } catch (error) {
    if (httpStatus(error) === 401) flushUser();
  }
}

/**
 * An admin request refused while the page is open: 401 (the session ended) forgets the user, so
 * the guard sends them to the login with this page as `redirect`; 403 (no longer an admin)
 * asks for the user again, and the guard sends a non-admin to `/`.
 */
export function useAdminAccessErrors(error: unknown): void {
  useEffect(() => {
    const status = httpStatus(error);
    if (status === 401) flushUser();
    if (status === 403) void refreshUser();
  }, [error]);
}
