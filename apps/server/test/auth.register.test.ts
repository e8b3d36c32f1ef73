import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { linkIn, mailsTo, PASSWORD, registeredClient, uniqueEmail } from './auth.helpers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('registration (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });

  const valid = () => ({ email: uniqueEmail('reg'), password: PASSWORD, password_confirmation: PASSWORD });

  it('registers: 201 user with every registration field, logged in, country defaults to DE', async () => {
    const client = await startedClient(server.app);
    const guestSecret = client.cookies.get('bar_session');
    const fields = {
      ...valid(),
      given_name: 'Erika',
      family_name: 'Muster',
      organization: 'Muster GmbH',
      vat_id: 'DE123456789',
      street: 'Hauptstr. 1',
      postal_code: '10115',
      city: 'Berlin',
      phone: '+49 30 123',
      contact_email: 'office@example.com',
      locale: 'fr',
    };
    const response = await client.post('/register', fields);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      email: fields.email,
      given_name: 'Erika',
      family_name: 'Muster',
      organization: 'Muster GmbH',
      vat_id: 'DE123456789',
      street: 'Hauptstr. 1',
      postal_code: '10115',
      city: 'Berlin',
      phone: '+49 30 123',
      contact_email: 'office@example.com',
      country: 'DE',
      locale: 'fr',
      is_admin: false,
      email_verified_at: null,
    });
    expect(client.cookies.get('bar_session')).not.toBe(guestSecret);
    expect((await client.get('/api/user')).json().data.email).toBe(fields.email);
  });

  it('stores the country as its code: a German name, a code, and refuses text that names no country', async () => {
    const german = await client422Or201({ ...valid(), country: 'Deutschland' });
    expect(german.statusCode).toBe(201);
    expect(german.json().data.country).toBe('DE');
    const french = await client422Or201({ ...valid(), country: 'Suisse' });
    expect(french.json().data.country).toBe('CH');
    const code = await client422Or201({ ...valid(), country: 'at' });
    expect(code.json().data.country).toBe('AT');

    const email = uniqueEmail('reg');
    const garbage = await client422Or201({ ...valid(), email, country: 'Schweiz, Switzerland' }, 'it');
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors).toEqual({ country: ['Non conosciamo questo paese. Scegli un paese dall’elenco.'] });
    // Nothing was registered: the address is still free.
    expect((await client422Or201({ ...valid(), email, country: 'IT' })).statusCode).toBe(201);
  });

  async function client422Or201(fields: Record<string, unknown>, locale = 'en') {
    const client = await startedClient(server.app);
    return client.post('/register', fields, { 'x-locale': locale });
  }

  it('sends the verification mail in the user language, with a signed link to the SPA route', async () => {
    const fields = { ...valid(), locale: 'it', given_name: 'Lucia' };
    const { user } = await registeredClient(server.app, fields);
    const [mail] = mailsTo(server.mailDir, fields.email);
    expect(mail?.text).toContain('Conferma il tuo indirizzo e-mail');
    expect(mail?.text).toContain('Ciao Lucia,');
    expect(mail?.raw).toContain('text/html');
    const link = linkIn(mail ?? { to: '', raw: '', text: '' }, '/verify-email/');
    expect(link.pathname).toMatch(new RegExp(`^/verify-email/${user.id}/[0-9a-f]{64}$`));
    expect(link.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (Number(link.searchParams.get('expires')) * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it.each([
    ['de', 'Bitte bestätigen Sie Ihre E-Mail-Adresse'],
    ['en', 'Please confirm your e-mail address'],
    ['fr', 'Veuillez confirmer votre adresse e-mail'],
    ['es', 'Confirme su dirección de correo electrónico'],
    ['pt', 'Confirme o seu endereço de e-mail'],
  ])('writes the verification mail in %s', async (locale, intro) => {
    const fields = valid();
    await registeredClient(server.app, { ...fields, locale });
    expect(mailsTo(server.mailDir, fields.email)[0]?.text).toContain(intro);
  });

  it('takes the language from X-Locale without a locale field, and defaults to de', async () => {
    const client = await startedClient(server.app);
    const fromHeader = await client.post('/register', valid(), { 'x-locale': 'es' });
    expect(fromHeader.json().data.locale).toBe('es');
    const plain = await (await startedClient(server.app)).post('/register', valid());
    expect(plain.json().data.locale).toBe('de');
  });

  it('ignores is_admin, email_verified_at and id in the payload', async () => {
    const fields = { ...valid(), is_admin: true, email_verified_at: '2020-01-01T00:00:00Z', id: 1 };
    const { user } = await registeredClient(server.app, fields);
    const [row] = await server.db.select().from(users).where(eq(users.email, fields.email));
    expect(row?.isAdmin).toBe(false);
    expect(row?.emailVerifiedAt).toBeNull();
    expect(user.id).toBe(row?.id);
  });

  it('refuses a taken e-mail with 422 on email (case-insensitive)', async () => {
    const fields = valid();
    await registeredClient(server.app, fields);
    const again = await (await startedClient(server.app)).post('/register', {
      ...fields,
      email: fields.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['email']);
  });

  it('validates every rule with errors per field', async () => {
    const client = await startedClient(server.app);
    const response = await client.post('/register', {
      email: 'nope',
      password: 'short',
      password_confirmation: 'short',
      locale: 'deu',
      contact_email: 'not-mail',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['contact_email', 'email', 'locale', 'password', 'password_confirmation'].sort(),
    );
    const mismatch = await client.post('/register', { ...valid(), password_confirmation: 'something else' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    const missing = await client.post('/register', {});
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});
