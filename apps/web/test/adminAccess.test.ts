import axios, { type AxiosAdapter } from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuthUser } from '../src/features/auth/authStore.ts';
import { authUser } from './authFixtures.ts';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { api } = await import('../src/shared/api.ts');
const { i18n, loadLanguage } = await import('../src/i18n/index.ts');
const { noticeStore } = await import('../src/ui/notifications.ts');
const { authStore, setUser } = await import('../src/features/auth/authStore.ts');
const { isInsideAdminArea, watchAdminAccess } = await import('../src/features/admin/guard/adminAccess.ts');
const { decideAdminPage, isAdminQueryKey } = await import('../src/features/admin/guard/adminGuard.ts');

function userWith(isAdmin: boolean): AuthUser {
  return authUser({
    id: 3,
    email: 'staff@example.com',
    email_verified_at: '2026-01-01T00:00:00Z',
    is_admin: isAdmin,
    locale: 'de',
  });
}

/** What the fake server answers: admin calls refused with `adminStatus`, GET /user with `serverUser`. */
const server = { adminStatus: 403, serverUser: userWith(false) as AuthUser | null, userCalls: 0 };
let isInsideArea = true;

const fakeServer: AxiosAdapter = async (config) => {
  const reply = (status: number, data: unknown) => {
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new axios.AxiosError('failed', undefined, config, undefined, response);
    return response;
  };
  if (config.url === '/user') {
    server.userCalls += 1;
    return server.serverUser ? reply(200, { data: server.serverUser }) : reply(401, { message: 'Unauthenticated.' });
  }
  return reply(server.adminStatus, { message: 'This action is unauthorized.' });
};

const notices = () => noticeStore.getState().notices;
const whereTheGuardSends = () =>
  decideAdminPage(authStore.getState().user, true, { pathname: '/admin/users', search: '' });

let originalAdapter: typeof api.defaults.adapter;
beforeAll(async () => {
  originalAdapter = api.defaults.adapter;
  api.defaults.adapter = fakeServer;
  watchAdminAccess(api, () => isInsideArea);
  await loadLanguage('de');
  await loadLanguage('en');
});
afterAll(() => {
  api.defaults.adapter = originalAdapter;
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  Object.assign(server, { adminStatus: 403, serverUser: userWith(false), userCalls: 0 });
  isInsideArea = true;
  noticeStore.setState({ notices: [] });
  setUser(userWith(true));
});

describe('an admin call refused while the admin area is open', () => {
  test('403 and the right was taken away: a notice in the user’s language, the user refreshed, the guard sends to /', async () => {
    await i18n.changeLanguage('de');
    await expect(api.get('/users')).rejects.toMatchObject({ response: { status: 403 } });
    await vi.waitFor(() => expect(authStore.getState().user?.is_admin).toBe(false));
    expect(server.userCalls).toBe(1);
    expect(notices()).toEqual([
      expect.objectContaining({
        tone: 'warning',
        title: 'Administratorrechte entzogen',
        message: expect.stringContaining('Ihre Administratorrechte wurden entzogen'),
      }),
    ]);
    expect(whereTheGuardSends()).toEqual({ kind: 'redirect', to: '/' });
  });

  test('several calls refused together: the user is asked for once and the notice shows once', async () => {
    const calls = ['/users', '/parts/7', '/admin-dashboard'].map((url) => api.get(url).catch(() => null));
    await Promise.all(calls);
    await vi.waitFor(() => expect(authStore.getState().user?.is_admin).toBe(false));
    // A later refusal (another query of the page failing after the check) asks nothing more.
    await api.put('/parts/7', {}).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.userCalls).toBe(1);
    expect(notices()).toHaveLength(1);
    expect(notices()[0]?.title).toBe('Administrator rights removed');
  });

  test('403 for another reason while still an administrator: no notice, the page stays', async () => {
    server.serverUser = userWith(true);
    await api.get('/users').catch(() => null);
    await vi.waitFor(() => expect(server.userCalls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notices()).toEqual([]);
    expect(whereTheGuardSends()).toEqual({ kind: 'allow' });
  });

  test('401: the session ended, the user is forgotten and the guard sends to the login with this page', async () => {
    server.adminStatus = 401;
    await api.get('/users').catch(() => null);
    expect(authStore.getState().user).toBeNull();
    expect(whereTheGuardSends()).toEqual({ kind: 'redirect', to: '/admin/login?redirect=%2Fadmin%2Fusers' });
    expect(notices()).toEqual([]);
  });

  test('outside the admin area a 403 is left to the page that made the call', async () => {
    isInsideArea = false;
    await api.get('/bars/abc').catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.userCalls).toBe(0);
    expect(authStore.getState().user?.is_admin).toBe(true);
  });
});

describe('where the watch applies', () => {
  test.each([
    ['/admin', true],
    ['/admin/users', true],
    ['/admin/parts/7', true],
    ['/admin/login', false],
    ['/admin/forgot', false],
    ['/admin/reset-password', false],
    ['/', false],
    ['/administrator', false],
    ['/bars/abc', false],
  ])('%s → %s', (pathname, inside) => {
    expect(isInsideAdminArea(pathname)).toBe(inside);
  });

  test('the admin pages’ cached data is recognised by its key', () => {
    expect(isAdminQueryKey(['admin', 'parts', '7'])).toBe(true);
    expect(isAdminQueryKey(['admin-list', 'users', '', 'en'])).toBe(true);
    expect(isAdminQueryKey(['admin-dashboard', 'de'])).toBe(true);
    expect(isAdminQueryKey(['bars'])).toBe(false);
    expect(isAdminQueryKey(['content'])).toBe(false);
    expect(isAdminQueryKey(['administrator'])).toBe(false);
  });
});
