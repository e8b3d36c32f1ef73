import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { sessionIdFromSecret } from '../src/plugins/session/store.ts';
import { createTestApp } from './helpers/app.ts';
import { startedClient, TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('sessions and CSRF (%s)', (kind) => {
  const server = useTestApp(kind);

  it('GET /sanctum/csrf-cookie answers 204 with an HttpOnly session cookie and a readable XSRF-TOKEN', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookies = response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
    }[];
    const session = cookies.find((cookie) => cookie.name === 'bar_session');
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.secure).toBeFalsy();
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The database keeps only the hash of the cookie secret, next to the CSRF token.
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromSecret(session?.value ?? '')));
    expect(row?.csrfToken).toBe(xsrf?.value);
    const [plain] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, session?.value ?? ''));
    expect(plain).toBeUndefined();
  });

  it('keeps the session (and its token) on a second call', async () => {
    const client = await startedClient(server.app);
    const first = client.cookies.get('XSRF-TOKEN');
    await client.fetchCsrfCookie();
    expect(client.cookies.get('XSRF-TOKEN')).toBe(first);
  });

  it('refuses a POST without the X-XSRF-TOKEN header with 419', async () => {
    const client = await startedClient(server.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/bars',
      payload: { name: 'Bar' },
      withoutCsrfHeader: true,
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a wrong token with 419', async () => {
    const client = await startedClient(server.app);
    const response = await client.post('/api/bars', { name: 'Bar' }, { 'x-xsrf-token': 'not-the-token' });
    expect(response.statusCode).toBe(419);
  });

  it('refuses a token without a session with 419', async () => {
    const client = await startedClient(server.app);
    const token = client.cookies.get('XSRF-TOKEN') ?? '';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/bars',
      payload: { name: 'Bar' },
      headers: { 'x-xsrf-token': token },
    });
    expect(response.statusCode).toBe(419);
  });

  it('checks root auth routes too', async () => {
    const response = await new TestClient(server.app).post('/login', { email: 'a@b.cd', password: 'x' });
    expect(response.statusCode).toBe(419);
  });

  it('accepts the right token', async () => {
    const client = await startedClient(server.app);
    const response = await client.post('/api/bars', { name: 'Bar' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses an expired session and starts a new one on the next csrf-cookie call', async () => {
    const client = await startedClient(server.app);
    const secret = client.cookies.get('bar_session') ?? '';
    await server.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(sessions.id, sessionIdFromSecret(secret)));
    expect((await client.post('/api/bars', { name: 'Bar' })).statusCode).toBe(419);
    await client.fetchCsrfCookie();
    expect(client.cookies.get('bar_session')).not.toBe(secret);
    expect((await client.post('/api/bars', { name: 'Bar' })).statusCode).toBe(201);
  });

  it('works across two app instances on the same database', async () => {
    const other = await createTestApp(server.database);
    try {
      const client = await startedClient(server.app);
      const response = await client.withApp(other).post('/api/bars', { name: 'Shared' });
      expect(response.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('marks cookies Secure when PUBLIC_URL is https', async () => {
    const secureApp = await createTestApp(server.database, { publicUrl: 'https://bars.example.com' });
    try {
      const response = await secureApp.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const cookies = response.cookies as { name: string; secure?: boolean }[];
      expect(cookies.every((cookie) => cookie.secure === true)).toBe(true);
      expect(cookies).toHaveLength(2);
    } finally {
      await secureApp.close();
    }
  });
});
