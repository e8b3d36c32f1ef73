import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { deleteExpiredSessions, sessionIdFromSecret } from '../src/plugins/session/store.ts';
import { PASSWORD, registeredClient, uniqueEmail } from './auth.helpers.ts';
import { createTestApp } from './helpers/app.ts';
import { startedClient, TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

type Cookie = { name: string; value: string; expires?: Date; httpOnly?: boolean };

function cookieNamed(response: { cookies: unknown }, name: string): Cookie | undefined {
  return (response.cookies as Cookie[]).find((cookie) => cookie.name === name);
}

describe.each(databaseKinds)('login, logout and sessions (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });

  async function newAccount(): Promise<string> {
    const { client, user } = await registeredClient(server.app);
    await client.post('/logout', {});
    return user.email;
  }

  it('logs in with the right password: 200 user, and GET /api/user knows the session', async () => {
    const email = await newAccount();
    const client = await startedClient(server.app);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const response = await client.post('/login', { email: email.toUpperCase(), password: PASSWORD, remember: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email, is_admin: false, email_verified_at: null });
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);
  });

  it('stores the password as an argon2id hash', async () => {
    const email = await newAccount();
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers an unknown e-mail exactly like a wrong password (422 on email)', async () => {
    const email = await newAccount();
    const wrong = await (await startedClient(server.app)).post('/login', { email, password: 'wrong password' });
    const unknown = await (await startedClient(server.app)).post('/login', {
      email: uniqueEmail('nobody'),
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('answers bad credentials in the request language', async () => {
    const client = await startedClient(server.app);
    const response = await client.post('/login', { email: uniqueEmail(), password: 'x' }, { 'x-locale': 'de' });
    expect(response.json().errors.email).toEqual(['Diese Zugangsdaten stimmen nicht mit unseren Daten überein.']);
  });

  it('validates the login body (422 per field)', async () => {
    const client = await startedClient(server.app);
    const response = await client.post('/login', { email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email']);
  });

  it('throttles the 6th failure within a minute for one e-mail and address: 429 with Retry-After', async () => {
    const email = await newAccount();
    const client = await startedClient(server.app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.post('/login', { email, password: `wrong ${attempt}` })).statusCode).toBe(422);
    }
    const blocked = await client.post('/login', { email, password: 'wrong 6' });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Even the right password waits now, so guessing on cannot find it.
    expect((await client.post('/login', { email, password: PASSWORD })).statusCode).toBe(429);
    // Another e-mail from the same address is not affected.
    const other = await newAccount();
    expect((await client.post('/login', { email: other, password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts failures in the database, so a second server process sees them', async () => {
    const email = await newAccount();
    const second = await createTestApp(server.database);
    try {
      const client = await startedClient(server.app);
      for (let attempt = 1; attempt <= 3; attempt++) await client.post('/login', { email, password: 'nope' });
      const onSecond = client.withApp(second);
      for (let attempt = 4; attempt <= 5; attempt++) await onSecond.post('/login', { email, password: 'nope' });
      expect((await onSecond.post('/login', { email, password: 'nope' })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a successful login clears earlier failures', async () => {
    const email = await newAccount();
    const client = await startedClient(server.app);
    for (let attempt = 1; attempt <= 4; attempt++) await client.post('/login', { email, password: 'nope' });
    expect((await client.post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
    await client.post('/logout', {});
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.post('/login', { email, password: 'nope' })).statusCode).toBe(422);
    }
  });

  it('rotates the session at login: the guest cookie no longer works, a new CSRF token is issued', async () => {
    const email = await newAccount();
    const client = await startedClient(server.app);
    const guestSecret = client.cookies.get('bar_session') ?? '';
    const guestToken = client.cookies.get('XSRF-TOKEN') ?? '';
    expect((await client.post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
    const userSecret = client.cookies.get('bar_session') ?? '';
    expect(userSecret).not.toBe(guestSecret);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(guestToken);
    const [oldRow] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromSecret(guestSecret)));
    expect(oldRow).toBeUndefined();

    const stale = new TestClient(server.app);
    stale.cookies.set('bar_session', guestSecret);
    expect((await stale.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('remember me: cookies expire in about 30 days; otherwise they end with the browser', async () => {
    const email = await newAccount();
    const remembered = await (await startedClient(server.app)).post('/login', {
      email,
      password: PASSWORD,
      remember: true,
    });
    const sessionCookie = cookieNamed(remembered, 'bar_session');
    const days = ((sessionCookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(sessionCookie?.httpOnly).toBe(true);

    const brief = await (await startedClient(server.app)).post('/login', {
      email,
      password: PASSWORD,
      remember: false,
    });
    expect(cookieNamed(brief, 'bar_session')?.expires).toBeUndefined();
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromSecret(cookieNamed(brief, 'bar_session')?.value ?? '')));
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeLessThanOrEqual(12);
    expect(hours).toBeGreaterThan(11);
  });

  async function rememberedClient(remember: boolean): Promise<{ client: TestClient; id: string }> {
    const email = await newAccount();
    const client = await startedClient(server.app);
    await client.post('/login', { email, password: PASSWORD, remember });
    return { client, id: sessionIdFromSecret(client.cookies.get('bar_session') ?? '') };
  }

  async function setSession(id: string, times: { lastActivityAt?: Date; expiresAt?: Date }): Promise<void> {
    await server.db.update(sessions).set(times).where(eq(sessions.id, id));
  }

  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;

  it('idle timeout on a remembered session: unused for days it stays logged in, the 30 days still end it', async () => {
    const { client, id } = await rememberedClient(true);
    await setSession(id, { lastActivityAt: new Date(Date.now() - 3 * HOUR) });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    await setSession(id, { lastActivityAt: new Date(Date.now() - 20 * DAY) });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    // Cleaning up expired sessions leaves it alone.
    await deleteExpiredSessions(server.db);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    // The absolute limit: past its 30 days it ends, however recently it was used.
    await setSession(id, { lastActivityAt: new Date(), expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('a session without "remember me" still ends after 2 hours without use', async () => {
    const { client, id } = await rememberedClient(false);
    await setSession(id, { lastActivityAt: new Date(Date.now() - 90 * 60 * 1000) });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    await setSession(id, { lastActivityAt: new Date(Date.now() - 3 * HOUR) });
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('cleanup removes a brief session idle for 3 hours but keeps a remembered one', async () => {
    const brief = await rememberedClient(false);
    const remembered = await rememberedClient(true);
    const threeHoursAgo = new Date(Date.now() - 3 * HOUR);
    await setSession(brief.id, { lastActivityAt: threeHoursAgo });
    await setSession(remembered.id, { lastActivityAt: threeHoursAgo });
    await deleteExpiredSessions(server.db);
    const ids = (await server.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(ids).not.toContain(brief.id);
    expect(ids).toContain(remembered.id);
  });

  it('logout: 204, session row gone, new anonymous session, a token from before is refused (419)', async () => {
    const { client } = await registeredClient(server.app);
    const before = { secret: client.cookies.get('bar_session') ?? '', token: client.cookies.get('XSRF-TOKEN') ?? '' };
    const response = await client.post('/logout', {});
    expect(response.statusCode).toBe(204);
    expect(client.cookies.get('bar_session')).not.toBe(before.secret);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(before.token);
    const [row] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromSecret(before.secret)));
    expect(row).toBeUndefined();
    expect((await client.get('/api/user')).statusCode).toBe(401);

    // The old token with the new cookie, and the old cookie with its old token: both 419.
    const withOldToken = await client.post('/api/bars', { name: 'Bar' }, { 'x-xsrf-token': before.token });
    expect(withOldToken.statusCode).toBe(419);
    const oldBrowser = new TestClient(server.app);
    oldBrowser.cookies.set('bar_session', before.secret);
    oldBrowser.cookies.set('XSRF-TOKEN', before.token);
    expect((await oldBrowser.post('/api/bars', { name: 'Bar' })).statusCode).toBe(419);
    // The new anonymous session works.
    expect((await client.post('/api/bars', { name: 'Bar' })).statusCode).toBe(201);
  });

  it('refuses every auth POST without the CSRF token (419) and with a wrong one', async () => {
    const client = await startedClient(server.app);
    const routes = [
      '/login',
      '/register',
      '/logout',
      '/forgot-password',
      '/reset-password',
      '/email/verification-notification',
      '/email/verify/1/abc?expires=1&signature=x',
    ];
    for (const url of routes) {
      const missing = await client.request({ method: 'POST', url, payload: {}, withoutCsrfHeader: true });
      expect(missing.statusCode, url).toBe(419);
      const wrong = await client.post(url, {}, { 'x-xsrf-token': 'wrong' });
      expect(wrong.statusCode, url).toBe(419);
    }
    const put = await client.request({ method: 'PUT', url: '/api/user', payload: {}, withoutCsrfHeader: true });
    expect(put.statusCode).toBe(419);
  });

  it('a second server process on the same database shares the logged-in session', async () => {
    const second = await createTestApp(server.database);
    try {
      const { client, user } = await registeredClient(server.app);
      const me = await client.withApp(second).get('/api/user');
      expect(me.statusCode).toBe(200);
      expect(me.json().data.id).toBe(user.id);
      const logout = await client.withApp(second).post('/logout', {});
      expect(logout.statusCode).toBe(204);
      expect((await client.get('/api/user')).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
