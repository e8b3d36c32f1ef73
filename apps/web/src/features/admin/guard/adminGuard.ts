import type { AuthUser } from '../../auth/index.ts';

/** What an admin page does with the current user (specification section 4). */
export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin/login';

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The login page for a guest who wanted `pathname + search`; the redirect is left out for /admin and /admin/login. */
export function loginPathFor(pathname: string, search: string): string {
  const path = trimSlash(pathname);
  if (path === ADMIN_HOME || path === ADMIN_LOGIN) return ADMIN_LOGIN;
  return `${ADMIN_LOGIN}?${new URLSearchParams({ redirect: `${path}${search}` }).toString()}`;
}

/**
 * Admin-only pages: with no user known yet the guard waits for the user fetch; still nobody goes
 * to the login page (with the original path), a user who is not an admin goes to `/`.
 */
export function decideAdminPage(
  user: AuthUser | null,
  hasFetched: boolean,
  location: { pathname: string; search: string },
): GuardDecision {
  if (user) return user.is_admin ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  if (!hasFetched) return { kind: 'wait' };
  return { kind: 'redirect', to: loginPathFor(location.pathname, location.search) };
}

/** Only paths inside the admin area are followed after login (no open redirect to other sites). */
export function safeAdminRedirect(redirect: string | null): string {
  if (!redirect) return ADMIN_HOME;
  const isInsideAdmin = redirect === ADMIN_HOME || /^\/admin[/?#]/.test(redirect);
  if (!isInsideAdmin || redirect.startsWith('//')) return ADMIN_HOME;
  const path = trimSlash(redirect.split(/[?#]/)[0] ?? '');
  return path === ADMIN_LOGIN ? ADMIN_HOME : redirect;
}

/** Guest-only pages: an admin is sent into the area (or to `redirect`), any other user to `/`. */
export function decideGuestPage(user: AuthUser | null, redirect: string | null): GuardDecision {
  if (!user) return { kind: 'allow' };
  return { kind: 'redirect', to: user.is_admin ? safeAdminRedirect(redirect) : '/' };
}

/** The admin pages' react-query keys all start with `admin` (`['admin', 'parts', 7]`) or `admin-` (`['admin-list', ...]`). */
export function isAdminQueryKey(key: readonly unknown[]): boolean {
  const [first] = key;
  return typeof first === 'string' && /^admin(-|$)/.test(first);
}
