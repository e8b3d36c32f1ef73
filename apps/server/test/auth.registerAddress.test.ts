import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { addresses } from '../src/db/schemaQuotes.ts';
import { mailsTo, PASSWORD, uniqueEmail } from './auth.helpers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('registration with an address (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });

  const account = () => ({ email: uniqueEmail('reg-address'), password: PASSWORD, password_confirmation: PASSWORD });
  const profile = {
    given_name: 'Erika',
    family_name: 'Muster',
    organization: 'Muster GmbH',
    vat_id: 'DE123456789',
    country: 'Österreich',
    street: 'Hauptstr. 1',
    postal_code: '1010',
    city: 'Wien',
    phone: '+43 1 234',
    contact_email: 'office@example.com',
  };

  const usersNamed = (email: string) => server.db.select().from(users).where(eq(users.email, email));

  it('creates the user and exactly one address, the default, with the registration values', async () => {
    const client = await startedClient(server.app);
    const fields = { ...account(), ...profile };
    const response = await client.post('/register', fields);
    expect(response.statusCode).toBe(201);

    const listed = await client.get('/api/addresses');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        organization: 'Muster GmbH',
        contactPerson: null,
        vat_id: 'DE123456789',
        given_name: 'Erika',
        family_name: 'Muster',
        phone: '+43 1 234',
        email: 'office@example.com',
        street: 'Hauptstr. 1',
        postal_code: '1010',
        city: 'Wien',
        // Registration names the country in German; the address stores its code.
        country: 'AT',
        is_default: true,
      }),
    ]);
    const rows = await server.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, response.json().data.id as number));
    expect(rows).toHaveLength(1);
  });

  it('gives the address the login e-mail and DE when no contact e-mail or country is given', async () => {
    const client = await startedClient(server.app);
    const fields = { ...account(), family_name: 'Muster', street: 'Weg 2', postal_code: '10115', city: 'Berlin' };
    expect((await client.post('/register', fields)).statusCode).toBe(201);
    expect((await client.get('/api/addresses')).json().data).toMatchObject([
      { email: fields.email, country: 'DE', organization: null, street: 'Weg 2', is_default: true },
    ]);
  });

  it('creates no address when the registration gives none', async () => {
    const client = await startedClient(server.app);
    expect((await client.post('/register', { ...account(), family_name: 'Muster' })).statusCode).toBe(201);
    expect((await client.get('/api/addresses')).json().data).toEqual([]);
  });

  it.each([
    ['street', { street: '' }],
    ['postal_code', { postal_code: '  ' }],
    ['city', { city: undefined }],
    ['family_name', { family_name: '', organization: null }],
    ['contact_email', { contact_email: 'not-mail' }],
  ])('answers 422 naming %s and creates neither user nor address', async (field, change) => {
    const client = await startedClient(server.app);
    const fields = { ...account(), ...profile, ...change };
    const response = await client.post('/register', fields);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await usersNamed(fields.email)).toEqual([]);
    expect(mailsTo(server.mailDir, fields.email)).toEqual([]);
    expect((await client.get('/api/addresses')).statusCode).toBe(401);
  });

  it('names every missing address field at once, beside the other field errors', async () => {
    const client = await startedClient(server.app);
    const response = await client.post('/register', { email: 'nope', password: PASSWORD, street: 'Weg 2' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['city', 'email', 'family_name', 'password_confirmation', 'postal_code'].sort(),
    );
  });
});
