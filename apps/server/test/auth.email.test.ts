import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, users } from '../src/db/schema.ts';
import { signVerificationLink } from '../src/features/auth/signedLinks.ts';
import { sha256Hex } from '../src/secrets.ts';
import { linkIn, mailsTo, PASSWORD, registeredClient, uniqueEmail, waitForMail } from './auth.helpers.ts';
import { testConfig } from './helpers/app.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

/** The server route of a mailed SPA link `/verify-email/{id}/{hash}?...`. */
function verifyRoute(link: URL): string {
  return `/email${link.pathname.replace('/verify-email/', '/verify/')}${link.search}`;
}

describe.each(databaseKinds)('e-mail verification and password reset (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });
  const appKey = testConfig().appKey;

  async function registeredWithLink() {
    const registered = await registeredClient(server.app);
    const [mail] = mailsTo(server.mailDir, registered.user.email);
    if (!mail) throw new Error('no verification mail');
    return { ...registered, link: linkIn(mail, '/verify-email/') };
  }

  it('verifies with the mailed link: 200 user with email_verified_at; again: 200 already verified', async () => {
    const { client, link } = await registeredWithLink();
    const response = await client.post(verifyRoute(link), {});
    expect(response.statusCode).toBe(200);
    const verifiedAt = response.json().data.email_verified_at;
    expect(verifiedAt).toEqual(expect.any(String));
    const again = await client.post(verifyRoute(link), {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.email_verified_at).toBe(verifiedAt);
  });

  it('needs a login: 401', async () => {
    const { link } = await registeredWithLink();
    const guest = await startedClient(server.app);
    expect((await guest.post(verifyRoute(link), {})).statusCode).toBe(401);
  });

  it('refuses a tampered link with 403 (signature, expiry or id changed)', async () => {
    const { client, link } = await registeredWithLink();
    const badSignature = new URL(link);
    badSignature.searchParams.set('signature', '0'.repeat(64));
    expect((await client.post(verifyRoute(badSignature), {})).statusCode).toBe(403);
    const longer = new URL(link);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await client.post(verifyRoute(longer), {})).statusCode).toBe(403);
    const [row] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, (await client.get('/api/user')).json().data.email));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('refuses another user’s genuine link with 403', async () => {
    const first = await registeredWithLink();
    const second = await registeredClient(server.app);
    expect((await second.client.post(verifyRoute(first.link), {})).statusCode).toBe(403);
  });

  it('answers an expired link with 410', async () => {
    const { client, user } = await registeredClient(server.app);
    const old = signVerificationLink(appKey, user, new Date(Date.now() - 61 * 60 * 1000));
    const url = `/email/verify/${old.id}/${old.hash}?expires=${old.expires}&signature=${old.signature}`;
    const response = await client.post(url, {});
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('Your link has expired.');
  });

  // Its throttle (429 with Retry-After) is tested with the others in throttles.test.ts.
  it('resends the verification mail: 202, 401 for guests', async () => {
    const { client, user } = await registeredClient(server.app);
    const guest = await startedClient(server.app);
    expect((await guest.post('/email/verification-notification', {})).statusCode).toBe(401);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await client.post('/email/verification-notification', {})).statusCode).toBe(202);
    }
    expect(mailsTo(server.mailDir, user.email)).toHaveLength(4);
  });

  it('forgot password: 200 with the same answer for known and unknown e-mails; mail only to the known one', async () => {
    const { client, user } = await registeredClient(server.app, { locale: 'pt' });
    await client.post('/logout', {});
    const known = await client.post('/forgot-password', { email: user.email });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await client.post('/forgot-password', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const [mail] = await waitForMail(server.mailDir, user.email, 2);
    expect(mail).toBeDefined();
    const resetMail = mailsTo(server.mailDir, user.email).find((sent) => sent.text.includes('/reset-password'));
    expect(resetMail?.text).toContain('Redefinir a sua palavra-passe');
    expect(mailsTo(server.mailDir, unknownEmail)).toHaveLength(0);
    expect((await client.post('/forgot-password', { email: 'bad' })).statusCode).toBe(422);
  });

  async function requestReset(email: string): Promise<string> {
    const before = mailsTo(server.mailDir, email).length;
    const client = await startedClient(server.app);
    await client.post('/forgot-password', { email });
    const mails = await waitForMail(server.mailDir, email, before + 1);
    const link = linkIn(mails[mails.length - 1] ?? { to: '', raw: '', text: '' }, '/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    return link.searchParams.get('token') ?? '';
  }

  it('resets the password: 200 user logged in, old password refused, other sessions ended, token stored hashed', async () => {
    const { client: otherBrowser, user } = await registeredClient(server.app);
    const token = await requestReset(user.email);
    const [stored] = await server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(sha256Hex(token));
    expect(stored?.tokenHash).not.toContain(token);

    const browser = await startedClient(server.app);
    const newPassword = 'a brand new password';
    const response = await browser.post('/reset-password', {
      token,
      email: user.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(user.id);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
    expect((await otherBrowser.get('/api/user')).statusCode).toBe(401);
    const userSessions = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(userSessions).toHaveLength(1);

    const login = await startedClient(server.app);
    expect((await login.post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(422);
    expect((await login.post('/login', { email: user.email, password: newPassword })).statusCode).toBe(200);
  });

  it('refuses a reused, wrong, expired or other-address token with 422', async () => {
    const { user } = await registeredClient(server.app);
    const other = await registeredClient(server.app);
    const body = (token: string, email = user.email) => ({
      token,
      email,
      password: 'another password 1',
      password_confirmation: 'another password 1',
    });
    const token = await requestReset(user.email);
    const client = await startedClient(server.app);
    expect((await client.post('/reset-password', body(token, other.user.email))).statusCode).toBe(422);
    expect((await client.post('/reset-password', body('wrong-token'))).statusCode).toBe(422);
    expect((await client.post('/reset-password', body(token))).statusCode).toBe(200);
    const reused = await (await startedClient(server.app)).post('/reset-password', body(token));
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual(['email']);

    const expiring = await requestReset(user.email);
    await server.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await (await startedClient(server.app)).post('/reset-password', body(expiring))).statusCode).toBe(422);
    const mismatch = await (await startedClient(server.app)).post('/reset-password', {
      ...body('x'),
      password_confirmation: 'different password',
    });
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
  });
});
