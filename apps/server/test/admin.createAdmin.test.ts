import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../src/db/schema.ts';
import { expectAdminOnly, fieldsOf } from './admin.records.helpers.ts';
import { linkIn, mailsTo, PASSWORD, uniqueEmail } from './auth.helpers.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('create-admin invites by mail on %s', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });
  let admin: TestClient;

  beforeAll(async () => {
    admin = (await loggedInAdmin(server.app, server.db)).client;
  });

  const body = (email: string) => ({
    email,
    given_name: 'Grete',
    family_name: 'Berger',
    country: 'AT',
    country_responsibilities: ['at', 'Schweiz'],
  });

  async function rowOf(email: string) {
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  it('refuses guests (401) and customers (403), creating and mailing nothing', async () => {
    const email = uniqueEmail('refused');
    await expectAdminOnly(server.app, server.db, { method: 'POST', url: '/api/create-admin', payload: body(email) });
    expect(await rowOf(email)).toBeUndefined();
    expect(mailsTo(server.mailDir, email)).toEqual([]);
  });

  it('answers 422 per field, takes no password, and stores and mails nothing then', async () => {
    const post = (payload: unknown) => admin.post('/api/create-admin', payload);
    expect(fieldsOf(await post({}))).toEqual(['country', 'email', 'family_name', 'given_name']);
    const email = uniqueEmail('invalid');
    expect(fieldsOf(await post({ ...body(email), password: 'chosen-by-staff' }))).toEqual(['password']);
    expect(fieldsOf(await post({ ...body(email), country: 'Atlantis', given_name: ' ' }))).toEqual([
      'country',
      'given_name',
    ]);
    expect(fieldsOf(await post({ ...body(email), country_responsibilities: 'AT' }))).toEqual([
      'country_responsibilities',
    ]);
    expect(await rowOf(email)).toBeUndefined();
    expect(mailsTo(server.mailDir, email)).toEqual([]);
    const ownEmail: string = (await admin.get('/api/user')).json().data.email;
    expect(fieldsOf(await post(body(ownEmail.toUpperCase())))).toEqual(['email']);
  });

  it('stores names and countries and mails a single-use link that sets the password', async () => {
    const email = uniqueEmail('invited');
    const created = await admin.post('/api/create-admin', { ...body(email.toUpperCase()), locale: 'de' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ email, is_admin: true, given_name: 'Grete', family_name: 'Berger' });
    const row = await rowOf(email);
    expect(row).toMatchObject({ country: 'AT', countryResponsibilities: ['AT', 'CH'], locale: 'de', isAdmin: true });

    const [mail] = mailsTo(server.mailDir, email);
    expect(mail?.text).toContain('Hallo Grete,');
    expect(mail?.text).toContain('72 Stunden');
    const link = linkIn(mail as NonNullable<typeof mail>, '/admin/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(link.searchParams.get('email')).toBe(email);

    // Nobody knows a password before the link is used.
    const browser = await startedClient(server.app);
    expect((await browser.post('/login', { email, password: PASSWORD })).statusCode).toBe(422);
    const setPassword = { token, email, password: PASSWORD, password_confirmation: PASSWORD };
    const set = await browser.post('/reset-password', setPassword);
    expect(set.statusCode).toBe(200);
    expect((await browser.get('/api/users?search=invited')).statusCode).toBe(200);
    // Single use: the same link a second time is refused.
    const again = await (await startedClient(server.app)).post('/reset-password', setPassword);
    expect(fieldsOf(again)).toEqual(['email']);
  });

  it('lets the invitation expire after three days', async () => {
    const email = uniqueEmail('late');
    expect((await admin.post('/api/create-admin', body(email))).statusCode).toBe(201);
    const row = await rowOf(email);
    const [token] = await server.db
      .select({ expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, row?.id ?? 0));
    const hours = ((token?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    await server.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, row?.id ?? 0));
    const [mail] = mailsTo(server.mailDir, email);
    const link = linkIn(mail as NonNullable<typeof mail>, '/admin/reset-password');
    const expired = await (await startedClient(server.app)).post('/reset-password', {
      token: link.searchParams.get('token'),
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(fieldsOf(expired)).toEqual(['email']);
  });
});
