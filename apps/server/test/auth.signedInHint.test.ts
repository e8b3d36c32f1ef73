import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { sessionIdFromSecret } from '../src/plugins/session/store.ts';
import { PASSWORD, registeredClient } from './auth.helpers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

type Cookie = { name: string; value: string; expires?: Date; httpOnly?: boolean; sameSite?: string; path?: string };

function cookieNamed(response: { cookies: unknown }, name: string): Cookie | undefined {
  return (response.cookies as Cookie[]).find((cookie) => cookie.name === name);
}

/** A Set-Cookie that removes the cookie: empty, expired. */
function isRemoval(cookie: Cookie | undefined): boolean {
  return cookie !== undefined && cookie.value === '' && (cookie.expires?.getTime() ?? Date.now()) < Date.now();
}

describe.each(databaseKinds)('the signed-in hint cookie (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });

  it('a guest session carries none, and GET /api/user still answers a guest 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    expect(cookieNamed(response, 'bar_signed_in')).toBeUndefined();
    const client = await startedClient(server.app);
    const user = await client.get('/api/user');
    expect(user.statusCode).toBe(401);
    expect(cookieNamed(user, 'bar_signed_in')).toBeUndefined();
  });

  it('registration sets it, readable by the page, with the session cookie; GET /api/user then answers 200', async () => {
    const { client } = await registeredClient(server.app);
    expect(client.cookies.get('bar_signed_in')).toBe('1');
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('login sets it as the session cookie lasts (remember me: 30 days); logout removes it', async () => {
    const { client: first, user } = await registeredClient(server.app);
    await first.post('/logout', {});
    const client = await startedClient(server.app);
    const login = await client.post('/login', { email: user.email, password: PASSWORD, remember: true });
    expect(login.statusCode).toBe(200);
    const hint = cookieNamed(login, 'bar_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(cookieNamed(login, 'bar_session')?.expires?.getTime());

    const logout = await client.post('/logout', {});
    expect(logout.statusCode).toBe(204);
    expect(isRemoval(cookieNamed(logout, 'bar_signed_in'))).toBe(true);
  });

  it('a session that ended on the server (expired, ended elsewhere) loses the hint with its next answer', async () => {
    const { client } = await registeredClient(server.app);
    const id = sessionIdFromSecret(client.cookies.get('bar_session') ?? '');
    await server.db.delete(sessions).where(eq(sessions.id, id));
    const response = await client.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(isRemoval(cookieNamed(response, 'bar_signed_in'))).toBe(true);
  });

  it('is never trusted: a guest who sends it is still a guest, and is told to drop it', async () => {
    const client = await startedClient(server.app);
    client.cookies.set('bar_signed_in', '1');
    const user = await client.get('/api/user');
    expect(user.statusCode).toBe(401);
    expect(isRemoval(cookieNamed(user, 'bar_signed_in'))).toBe(true);
    const renewed = await client.fetchCsrfCookie();
    expect(renewed.statusCode).toBe(204);
    expect(isRemoval(cookieNamed(renewed, 'bar_signed_in'))).toBe(true);
  });

  it('deleting the account removes it with the session', async () => {
    const { client } = await registeredClient(server.app);
    const response = await client.request({ method: 'DELETE', url: '/api/user', payload: { password: PASSWORD } });
    expect(response.statusCode).toBe(204);
    expect(isRemoval(cookieNamed(response, 'bar_signed_in'))).toBe(true);
  });
});
