import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { PASSWORD, registeredClient } from './auth.helpers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('GET/PUT /api/user (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });

  it('GET answers 401 without a login and the user with one', async () => {
    const guest = await startedClient(server.app);
    const response = await guest.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    const { client, user } = await registeredClient(server.app);
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: user.id, email: user.email, country: 'DE' });
    expect(me.json().data).not.toHaveProperty('password_hash');
  });

  it('PUT changes language, name and address fields', async () => {
    const { client } = await registeredClient(server.app);
    const response = await client.put('/api/user', {
      locale: 'en',
      given_name: 'Max',
      family_name: 'Power',
      organization: 'Power AG',
      country: 'Österreich',
      street: 'Ring 2',
      postal_code: '1010',
      city: 'Wien',
      phone: '+43 1',
      contact_email: 'max@example.com',
      vat_id: 'ATU123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      locale: 'en',
      given_name: 'Max',
      family_name: 'Power',
      organization: 'Power AG',
      country: 'AT',
      city: 'Wien',
      contact_email: 'max@example.com',
    });
    expect((await client.get('/api/user')).json().data.city).toBe('Wien');
  });

  it('PUT ignores is_admin, email_verified_at, id and email', async () => {
    const { client, user } = await registeredClient(server.app);
    const response = await client.put('/api/user', {
      is_admin: true,
      email_verified_at: '2020-01-01T00:00:00Z',
      id: 999,
      email: 'someone-else@example.com',
      given_name: 'Eve',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isAdmin: false, emailVerifiedAt: null, email: user.email, givenName: 'Eve' });
  });

  it('PUT validates: unsupported language and bad contact e-mail give 422 per field', async () => {
    const { client } = await registeredClient(server.app);
    const response = await client.put('/api/user', { locale: 'xx', contact_email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['contact_email']);
    const locale = await client.put('/api/user', { locale: 'xx' });
    expect(Object.keys(locale.json().errors)).toEqual(['locale']);
  });

  it('PUT changes the password only with the current password', async () => {
    const { client, user } = await registeredClient(server.app);
    const otherBrowser = await startedClient(server.app);
    await otherBrowser.post('/login', { email: user.email, password: PASSWORD });
    const next = 'the next password';
    const missing = await client.put('/api/user', { password: next, password_confirmation: next });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['current_password']);
    const wrong = await client.put('/api/user', {
      current_password: 'not it at all',
      password: next,
      password_confirmation: next,
    });
    expect(wrong.statusCode).toBe(422);
    const ok = await client.put('/api/user', {
      current_password: PASSWORD,
      password: next,
      password_confirmation: next,
    });
    expect(ok.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await otherBrowser.get('/api/user')).statusCode).toBe(401);
    const login = await startedClient(server.app);
    expect((await login.post('/login', { email: user.email, password: next })).statusCode).toBe(200);
  });

  it('PUT answers 401 without a login', async () => {
    const guest = await startedClient(server.app);
    expect((await guest.put('/api/user', { given_name: 'X' })).statusCode).toBe(401);
  });
});
