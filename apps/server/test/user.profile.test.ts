import type { BarDto } from '@bar/contracts/bars';
import { accountExportResponseSchema } from '@bar/contracts/profile';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { barRevisions, bars, passwordResetTokens, sessions, users } from '../src/db/schema.ts';
import { addresses, inquiries, outboundMails } from '../src/db/schemaQuotes.ts';
import { DELETED_USER } from '../src/features/user/deleteAccount.ts';
import { createMailApp, linkIn, mailsTo, PASSWORD, registeredClient, uniqueEmail } from './auth.helpers.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const ADDRESS = {
  organization: 'Bar GmbH',
  given_name: 'Eva',
  family_name: 'Tresen',
  phone: '+49 30 555',
  email: 'eva.office@example.com',
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
};

function deleteAccount(client: TestClient, payload: unknown) {
  return client.request({ method: 'DELETE', url: '/api/user', payload });
}

describe.each(databaseKinds)('Profile: e-mail change, export and deletion (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });

  it('answers 401 to a guest on every profile route, before looking at the body', async () => {
    const guest = await startedClient(server.app);
    expect((await guest.get('/api/user/export')).statusCode).toBe(401);
    expect((await guest.post('/api/user/email', { email: 'x' })).statusCode).toBe(401);
    expect((await deleteAccount(guest, {})).statusCode).toBe(401);
    expect((await guest.put('/api/user', { locale: 42 })).statusCode).toBe(401);
  });

  it('checks the CSRF token on the changing routes', async () => {
    const { client } = await registeredClient(server.app);
    const email = await client.request({
      method: 'POST',
      url: '/api/user/email',
      payload: { email: uniqueEmail('new'), current_password: PASSWORD },
      withoutCsrfHeader: true,
    });
    expect(email.statusCode).toBe(419);
    const removal = await client.request({
      method: 'DELETE',
      url: '/api/user',
      payload: { password: PASSWORD },
      withoutCsrfHeader: true,
    });
    expect(removal.statusCode).toBe(419);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('changes the e-mail only once the link mailed to the new address is opened', async () => {
    const { client, user } = await registeredClient(server.app, { given_name: 'Mia', locale: 'de' });
    const next = uniqueEmail('moved');
    const response = await client.post('/api/user/email', { email: next.toUpperCase(), current_password: PASSWORD });
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toMatchObject({ email: user.email, pending_email: next });
    // Until then the old address is the login, and the new one is not.
    expect(
      (await startedClient(server.app).then((c) => c.post('/login', { email: next, password: PASSWORD }))).statusCode,
    ).toBe(422);
    const [confirmation] = mailsTo(server.mailDir, next);
    expect(confirmation?.text).toContain('Neue E-Mail-Adresse bestätigen');
    const [notice] = mailsTo(server.mailDir, user.email).filter((mail) => mail.text.includes('angefordert'));
    expect(notice?.text).toContain(next);
    expect(notice?.text).not.toContain('/confirm-email');

    const link = linkIn(confirmation as NonNullable<typeof confirmation>, '/confirm-email');
    const token = link.searchParams.get('token') ?? '';
    // The link works without a login (it may be opened on another device) and only once.
    const elsewhere = await startedClient(server.app);
    const confirmed = await elsewhere.post('/api/user/email/confirm', { token }, { 'x-locale': 'en' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your e-mail address has been changed.' });
    const me = (await client.get('/api/user')).json().data;
    expect(me).toMatchObject({ email: next, pending_email: null });
    expect(me.email_verified_at).not.toBeNull();
    const again = await elsewhere.post('/api/user/email/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['token']);

    expect(
      (await startedClient(server.app).then((c) => c.post('/login', { email: next, password: PASSWORD }))).statusCode,
    ).toBe(200);
    const oldLogin = await startedClient(server.app).then((c) =>
      c.post('/login', { email: user.email, password: PASSWORD }),
    );
    expect(oldLogin.statusCode).toBe(422);
  });

  it('answers 422 per field: taken or same address, wrong password, bad or unknown fields', async () => {
    const { client, user } = await registeredClient(server.app);
    const { user: other } = await registeredClient(server.app);
    const taken = await client.post('/api/user/email', { email: other.email, current_password: PASSWORD });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
    const same = await client.post(
      '/api/user/email',
      { email: user.email, current_password: PASSWORD },
      {
        'x-locale': 'fr',
      },
    );
    expect(same.json().errors.email).toEqual(['C’est déjà votre adresse e-mail.']);
    const wrong = await client.post('/api/user/email', { email: uniqueEmail(), current_password: 'nope nope' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);
    const invalid = await client.post('/api/user/email', { email: 'not an address' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['current_password', 'email']);
    const extra = await client.post('/api/user/email', {
      email: uniqueEmail(),
      current_password: PASSWORD,
      email_verified_at: '2020-01-01',
    });
    expect(extra.statusCode).toBe(422);
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('refuses a link whose address was registered by someone else in the meantime, and an expired link', async () => {
    const { client, user } = await registeredClient(server.app);
    const next = uniqueEmail('contested');
    expect((await client.post('/api/user/email', { email: next, current_password: PASSWORD })).statusCode).toBe(202);
    await registeredClient(server.app, { email: next });
    const token = linkIn(
      mailsTo(server.mailDir, next)[0] as NonNullable<ReturnType<typeof mailsTo>[0]>,
      '/confirm-email',
    ).searchParams.get('token');
    const contested = await client.post('/api/user/email/confirm', { token });
    expect(contested.statusCode).toBe(422);
    expect(Object.keys(contested.json().errors)).toEqual(['email']);
    expect((await client.get('/api/user')).json().data).toMatchObject({ email: user.email, pending_email: null });

    const later = uniqueEmail('late');
    expect((await client.post('/api/user/email', { email: later, current_password: PASSWORD })).statusCode).toBe(202);
    await server.db
      .update(users)
      .set({ pendingEmailExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const lateToken = linkIn(
      mailsTo(server.mailDir, later)[0] as NonNullable<ReturnType<typeof mailsTo>[0]>,
      '/confirm-email',
    ).searchParams.get('token');
    expect((await client.post('/api/user/email/confirm', { token: lateToken })).statusCode).toBe(410);
    expect((await client.get('/api/user')).json().data.email).toBe(user.email);
  });

  it('throttles e-mail change requests per account like the verification mail', async () => {
    const { app: strictApp } = await createMailApp(server.database, { throttleLimitFactor: 1 });
    try {
      const { client } = await registeredClient(strictApp);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await client.post('/api/user/email', { email: uniqueEmail(), current_password: PASSWORD });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      // Wrong passwords count too: the password cannot be guessed here faster than mails go out.
      const { client: guesser } = await registeredClient(strictApp);
      const guesses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await guesser.post('/api/user/email', {
          email: uniqueEmail(),
          current_password: `guess ${attempt}`,
        });
        guesses.push(response.statusCode);
      }
      expect(guesses).toEqual([422, 422, 422, 422, 422, 429]);
    } finally {
      await strictApp.close();
    }
  });

  it('changing the password ends the other sessions (401 there) and keeps this one', async () => {
    const { client, user } = await registeredClient(server.app);
    const other = await startedClient(server.app);
    expect((await other.post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await other.get('/api/user/export')).statusCode).toBe(200);
    const next = 'a brand new secret';
    const changed = await client.put('/api/user', {
      current_password: PASSWORD,
      password: next,
      password_confirmation: next,
    });
    expect(changed.statusCode).toBe(200);
    expect((await other.get('/api/user/export')).statusCode).toBe(401);
    expect((await client.get('/api/user/export')).statusCode).toBe(200);
  });

  it('exports account, addresses, bars with documents, requests and owned parts, without hashes or tokens', async () => {
    const { client, user } = await registeredClient(server.app, { given_name: 'Ada', family_name: 'Export' });
    const bar = await createBar(client, 'Export bar');
    expect((await client.put(`/api/bars/${bar.id}`, { version: bar.version, ...graxxBar(2) })).statusCode).toBe(200);
    expect((await client.post('/api/addresses', ADDRESS)).statusCode).toBe(201);
    expect((await client.put('/api/user/inventory', { items: [{ part_id: 10, count: 6 }] })).statusCode).toBe(200);
    await server.db.insert(inquiries).values({
      kind: 'quote',
      userId: user.id,
      barId: bar.id,
      barSnapshot: { name: 'Export bar', version: 2, edit_token: bar.edit_token, can_edit: true } as unknown as BarDto,
      address: { ...ADDRESS, contactPerson: null, vat_id: null },
      consentContact: true,
      consentCall: false,
      consentNewsletter: false,
      locale: 'de',
    });

    const response = await client.get('/api/user/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bar-configurator-my-data-.+\.json"$/,
    );
    const { data } = accountExportResponseSchema.parse(response.json());
    expect(data.account).toMatchObject({ id: user.id, email: user.email, given_name: 'Ada' });
    expect(data.addresses).toMatchObject([{ city: 'Berlin', family_name: 'Tresen' }]);
    expect(data.bars).toHaveLength(1);
    expect(data.bars[0]).toMatchObject({ id: bar.id, name: 'Export bar', version: 2 });
    expect(data.bars[0]?.document).toHaveProperty('front');
    expect(data.inquiries).toMatchObject([{ kind: 'quote', bar_id: bar.id, bar: { name: 'Export bar' } }]);
    expect(data.inventory).toMatchObject([{ part_id: 10, count: 6 }]);

    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    const text = response.body;
    expect(text).not.toContain(row?.passwordHash);
    expect(text).not.toContain(bar.edit_token);
    expect(text).not.toContain(bar.preview_token);
    expect(text).not.toMatch(/password|edit_token|preview_token|csrf/i);
  });

  it('deletes the account: personal data gone, requests kept anonymised, session ended, login refused', async () => {
    const { client, user } = await registeredClient(server.app, { given_name: 'Del', family_name: 'Etee' });
    const otherBrowser = await startedClient(server.app);
    await otherBrowser.post('/login', { email: user.email, password: PASSWORD });
    const bar = await createBar(client, 'Doomed bar');
    await client.put(`/api/bars/${bar.id}`, { version: bar.version, ...graxxBar(1) });
    const address = (await client.post('/api/addresses', ADDRESS)).json().data;
    expect((await client.post('/forgot-password', { email: user.email })).statusCode).toBe(200);
    const [quote] = await server.db
      .insert(inquiries)
      .values({
        kind: 'quote',
        userId: user.id,
        barId: bar.id,
        addressId: address.id,
        barSnapshot: { name: 'Doomed bar', version: 2 } as unknown as BarDto,
        address: { ...ADDRESS, contactPerson: 'Del', vat_id: 'DE123' },
        message: 'Two of them please.',
        consentContact: true,
        consentCall: true,
        consentNewsletter: false,
        locale: 'de',
      })
      .returning();
    const [consultation] = await server.db
      .insert(inquiries)
      .values({
        kind: 'consultation',
        userId: user.id,
        contact: {
          name: 'Del Etee',
          email: user.email,
          phone: '+49 30 1234567',
          country: 'DE',
          preferred_time: 'morning',
          topic: 'planning',
        },
        consentContact: true,
        consentCall: false,
        consentNewsletter: false,
        locale: 'de',
      })
      .returning();
    await server.db.insert(outboundMails).values({
      key: `inquiry:${quote?.id}:customer`,
      status: 'sent',
      recipient: user.email,
      subject: 'Your request',
      messageId: `<${quote?.id}@example.com>`,
    });

    const wrong = await deleteAccount(client, { password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['password']);
    expect((await deleteAccount(client, {})).statusCode).toBe(422);
    expect((await client.get('/api/user')).statusCode).toBe(200);

    const deleted = await deleteAccount(client, { password: PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await otherBrowser.get('/api/user')).statusCode).toBe(401);

    const db = server.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
    expect(await db.select().from(bars).where(eq(bars.id, bar.id))).toEqual([]);
    expect(await db.select().from(barRevisions).where(eq(barRevisions.barId, bar.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);

    const [keptQuote] = await db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, quote?.id ?? 0));
    expect(keptQuote).toMatchObject({ userId: null, barId: null, addressId: null, message: 'Two of them please.' });
    expect(keptQuote?.address).toEqual({
      organization: 'Bar GmbH',
      contactPerson: null,
      vat_id: null,
      given_name: null,
      family_name: DELETED_USER,
      phone: null,
      email: null,
      street: '',
      postal_code: '',
      city: '',
      country: 'DE',
    });
    const [keptConsultation] = await db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, consultation?.id ?? 0));
    expect(keptConsultation?.contact).toMatchObject({ name: DELETED_USER, email: '', phone: '', topic: 'planning' });
    const ledger = await db
      .select()
      .from(outboundMails)
      .where(eq(outboundMails.key, `inquiry:${quote?.id}:customer`));
    expect(ledger[0]?.recipient).toBe(DELETED_USER);

    const login = await startedClient(server.app);
    expect((await login.post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(422);
  });

  it('refuses to delete an administrator account (403) and keeps it', async () => {
    const { client, user } = await registeredClient(server.app);
    await server.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const response = await deleteAccount(client, { password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });
});
