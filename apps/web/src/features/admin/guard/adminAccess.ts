import { userResponseSchema } from '@bar/contracts/auth';
import type { AxiosInstance } from 'axios';
import { i18n } from '../../../i18n/index.ts';
import { api, httpStatus, parseResponse } from '../../../shared/api.ts';
import { showNotice } from '../../../ui/notifications.ts';
import { authStore, flushUser, setUser } from '../../auth/index.ts';

/** What asking the server for the user again found out after an admin call was refused. */
export type AccessCheck = 'revoked' | 'stillAdmin' | 'signedOut' | 'unknown';

let pendingCheck: Promise<AccessCheck> | null = null;

/** GET /api/user while the user stays set meanwhile (the guard must not see a moment without one). */
async function checkUser(): Promise<AccessCheck> {
  try {
    const response = await api.get('/user');
    const user = parseResponse(userResponseSchema, response.data, 'GET /api/user').data;
    if (!user.is_admin) {
      // Said before the guard sends them to `/`: the notice stays on screen across the navigation.
      showNotice({ tone: 'warning', title: i18n.t('admin.revoked.title'), message: i18n.t('admin.revoked.message') });
    }
    setUser(user);
    return user.is_admin ? 'stillAdmin' : 'revoked';
  } catch (error) {
    if (httpStatus(error) !== 401) return 'unknown';
    flushUser();
    return 'signedOut';
  }
}

/**
 * A 403 on an admin call: is this user still an administrator? One question at a time however
 * many calls failed together, and none once the stored user is known not to be one, so the
 * notice shows once.
 */
export function recheckAdminAccess(): Promise<AccessCheck> {
  const user = authStore.getState().user;
  if (!user) return Promise.resolve('signedOut');
  if (!user.is_admin) return Promise.resolve('revoked');
  pendingCheck ??= checkUser().finally(() => {
    pendingCheck = null;
  });
  return pendingCheck;
}

/**
 * An admin request refused while the area is open: 401 (the session ended) forgets the user, so
 * the guard sends them to the login with this page as `redirect`; 403 asks for the user again,
 * and a user who is no longer an admin is told so and sent to `/` by the guard.
 */
export function handleAdminAccessStatus(status: number | undefined): void {
  if (status === 401) flushUser();
  if (status === 403) void recheckAdminAccess();
}

/** The area's own pages; the guest pages (login, forgot, reset) are left alone. */
export function isInsideAdminArea(pathname: string): boolean {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return false;
  return !/^\/admin\/(login|forgot|reset-password)\/?$/.test(pathname);
}

const watched = new WeakSet<AxiosInstance>();

/**
 * Every response of `client` refused with 401 or 403 while the admin area is open goes through
 * `handleAdminAccessStatus`: list, record, dashboard, content and save calls alike, so no page
 * is left showing a refusal after the administrator right was taken away. `GET /user` is left
 * out (it is how the check itself asks). Installed once; the error still reaches the caller.
 */
export function watchAdminAccess(client: AxiosInstance, isInsideArea: () => boolean): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.interceptors.response.use(undefined, (error: unknown) => {
    const url = (error as { config?: { url?: string } }).config?.url ?? '';
    if (isInsideArea() && url !== '/user') handleAdminAccessStatus(httpStatus(error));
    return Promise.reject(error);
  });
}
