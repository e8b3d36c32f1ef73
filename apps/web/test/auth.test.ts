import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuthUser } from '../src/features/auth/authStore.ts';
import { authUser } from './authFixtures.ts';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { authStore, flushUser, setUser, signOutExpired } = await import('../src/features/auth/authStore.ts');
const { fetchUser } = await import('../src/features/auth/authApi.ts');
const { handleBarAccessStatus } = await import('../src/features/auth/statusHandling.ts');
const { reportProblem } = await import('../src/features/editor/autosave/reportProblem.ts');
const { api, retryOnStaleCsrf } = await import('../src/shared/api.ts');

const user: AuthUser = authUser();

function answer(status: number, data: unknown = {}): AxiosAdapter {
  return async (config) => {
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new axios.AxiosError('failed', undefined, config, undefined, response);
    return response;
  };
}

beforeEach(() => {
  authStore.setState({ user: null, isAuthenticationRequired: false, isSessionExpired: false, dialog: null });
  // The server's hint that the session may belong to a user: the user fetch asks only with it.
  Object.assign(document, { cookie: 'XSRF-TOKEN=abc; bar_signed_in=1' });
});

describe('auth store', () => {
  test('setting the user clears "authentication required" and "session expired"', () => {
    authStore.setState({ isAuthenticationRequired: true, isSessionExpired: true });
    setUser(user);
    expect(authStore.getState()).toMatchObject({ user, isAuthenticationRequired: false, isSessionExpired: false });
  });

  test('flushing clears the user', () => {
    setUser(user);
    flushUser();
    expect(authStore.getState().user).toBeNull();
  });

  test('signing out as expired opens the login dialog with the expired message', () => {
    setUser(user);
    signOutExpired();
    expect(authStore.getState()).toMatchObject({
      user: null,
      isSessionExpired: true,
      dialog: { kind: 'login', reason: 'account.messages.sessionExpired' },
    });
  });
});

describe('status handling (section 8)', () => {
  let adapter: AxiosAdapter | undefined;
  beforeAll(() => {
    adapter = api.defaults.adapter as AxiosAdapter | undefined;
  });

  test('a guest (no signed-in hint from the server) is known at once, without a request', async () => {
    Object.assign(document, { cookie: 'XSRF-TOKEN=abc' });
    const asked = vi.fn(answer(200, { data: user }));
    api.defaults.adapter = asked;
    await expect(fetchUser()).resolves.toBeNull();
    expect(asked).not.toHaveBeenCalled();
    expect(authStore.getState()).toMatchObject({ user: null, isUserKnown: true, isSessionExpired: false });
    api.defaults.adapter = adapter;
  });

  test('the hint gone while someone was signed in (ended in another tab) marks the session expired', async () => {
    setUser(user);
    Object.assign(document, { cookie: '' });
    await expect(fetchUser()).resolves.toBeNull();
    expect(authStore.getState()).toMatchObject({ user: null, isSessionExpired: true });
  });

  test('401 on the user fetch marks the session expired when someone was signed in', async () => {
    setUser(user);
    api.defaults.adapter = answer(401, { message: 'Unauthenticated.' });
    await expect(fetchUser()).resolves.toBeNull();
    expect(authStore.getState()).toMatchObject({ user: null, isSessionExpired: true });
    api.defaults.adapter = adapter;
  });

  test('401 on the first user fetch of a guest is no expired session', async () => {
    api.defaults.adapter = answer(401, { message: 'Unauthenticated.' });
    await expect(fetchUser()).resolves.toBeNull();
    expect(authStore.getState().isSessionExpired).toBe(false);
    api.defaults.adapter = adapter;
  });

  test('the user fetch stores the user and rethrows other errors', async () => {
    api.defaults.adapter = answer(200, { data: user });
    await expect(fetchUser()).resolves.toMatchObject({ id: 7 });
    expect(authStore.getState().user?.email).toBe('anna@example.com');
    api.defaults.adapter = answer(500, { message: 'boom' });
    await expect(fetchUser()).rejects.toThrow();
    api.defaults.adapter = adapter;
  });

  test('403 on loading a bar signs the user out with the expired flag', () => {
    setUser(user);
    expect(handleBarAccessStatus(403)).toBe(true);
    expect(authStore.getState()).toMatchObject({ user: null, isSessionExpired: true });
  });

  test('403 on saving signs the user out with the expired flag', () => {
    setUser(user);
    reportProblem({ kind: 'failed', status: 403 });
    expect(authStore.getState()).toMatchObject({ user: null, isSessionExpired: true, dialog: { kind: 'login' } });
  });

  test('401 on loading a bar asks to log in', () => {
    handleBarAccessStatus(401);
    expect(authStore.getState()).toMatchObject({
      isAuthenticationRequired: true,
      dialog: { kind: 'login', reason: 'account.messages.loginToAccess' },
    });
  });

  test('a failed save with another status leaves the session alone', () => {
    setUser(user);
    reportProblem({ kind: 'failed', status: 500 });
    expect(authStore.getState()).toMatchObject({ user, isSessionExpired: false });
  });
});

describe('419: stale anti-forgery token', () => {
  function clientAnswering(statuses: number[]) {
    const client = axios.create();
    const seen: InternalAxiosRequestConfig[] = [];
    client.defaults.adapter = async (config) => {
      seen.push(config);
      return answer(statuses[seen.length - 1] ?? 200, { ok: true })(config);
    };
    let refreshes = 0;
    retryOnStaleCsrf(client, async () => {
      refreshes++;
    });
    return { client, requests: () => seen.length, refreshes: () => refreshes };
  }

  test('refreshes the token once and retries the request once', async () => {
    const { client, requests, refreshes } = clientAnswering([419, 200]);
    const response = await client.put('/bars/1', { version: 1 });
    expect(response.status).toBe(200);
    expect(requests()).toBe(2);
    expect(refreshes()).toBe(1);
  });

  test('a second 419 reaches the caller: no endless retries', async () => {
    const { client, requests, refreshes } = clientAnswering([419, 419, 200]);
    await expect(client.put('/bars/1', { version: 1 })).rejects.toMatchObject({ response: { status: 419 } });
    expect(requests()).toBe(2);
    expect(refreshes()).toBe(1);
  });

  test('other failures are not retried', async () => {
    const { client, requests, refreshes } = clientAnswering([422]);
    await expect(client.put('/bars/1', {})).rejects.toMatchObject({ response: { status: 422 } });
    expect(requests()).toBe(1);
    expect(refreshes()).toBe(0);
  });
});
