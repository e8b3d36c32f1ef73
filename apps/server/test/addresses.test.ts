import { describe, expect, it } from 'vitest';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const address = {
  organization: 'Bar GmbH',
  contactPerson: 'Eva Tresen',
  vat_id: 'DE123456789',
  given_name: 'Eva',
  family_name: 'Tresen',
  phone: '+49 30 123456',
  email: 'eva@example.com',
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
};

describe.each(databaseKinds)('addresses on %s', (kind) => {
  const server = useTestApp(kind);

  it('lets a user create, list, edit and delete an address', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const created = await client.post('/api/addresses', address);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject(address);

    const listed = await client.get('/api/addresses');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([created.json().data]);

    const edited = await client.put(`/api/addresses/${id}`, { ...address, city: 'Potsdam', organization: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id, city: 'Potsdam', organization: null });

    const deleted = await client.request({ method: 'DELETE', url: `/api/addresses/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await client.get('/api/addresses')).json().data).toEqual([]);
  });

  it('keeps only the address fields and ignores any other field', async () => {
    const { client, userId } = await loggedInClient(server.app, server.db);
    const other = await loggedInClient(server.app, server.db);
    const created = await client.post('/api/addresses', { ...address, id: 999_999, user_id: other.userId });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.id).not.toBe(999_999);
    expect((await other.client.get('/api/addresses')).json().data).toEqual([]);
    expect(Object.keys(created.json().data).sort()).toEqual(
      [...Object.keys(address), 'id', 'is_default', 'created_at', 'updated_at'].sort(),
    );
    expect(userId).not.toBe(other.userId);
  });

  it('answers 422 per field for a missing street, city and name, and a bad e-mail', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const response = await client.post('/api/addresses', {
      ...address,
      organization: '',
      family_name: '',
      street: '',
      city: undefined,
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['city', 'email', 'family_name', 'street']);
    expect((await client.get('/api/addresses')).json().data).toEqual([]);
  });

  it('stores a country named in any language as its code, takes a code, refuses other text in the reader’s language', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const german = await client.post('/api/addresses', { ...address, country: 'Österreich' });
    expect(german.statusCode).toBe(201);
    expect(german.json().data.country).toBe('AT');
    const id = german.json().data.id as number;
    const english = await client.put(`/api/addresses/${id}`, { ...address, country: ' switzerland ' });
    expect(english.json().data.country).toBe('CH');
    const code = await client.put(`/api/addresses/${id}`, { ...address, country: 'fr' });
    expect(code.json().data.country).toBe('FR');

    const messages = new Map<string, string>();
    for (const locale of ['de', 'en', 'fr', 'it', 'es', 'pt']) {
      const garbage = await client.put(
        `/api/addresses/${id}`,
        { ...address, country: 'Schweiz, Switzerland' },
        { 'x-locale': locale },
      );
      expect(garbage.statusCode).toBe(422);
      expect(Object.keys(garbage.json().errors)).toEqual(['country']);
      messages.set(locale, garbage.json().errors.country[0]);
    }
    expect(messages.get('de')).toBe('Dieses Land kennen wir nicht. Bitte wählen Sie ein Land aus der Liste.');
    expect(messages.get('fr')).toBe('Nous ne connaissons pas ce pays. Veuillez choisir un pays dans la liste.');
    expect(new Set(messages.values()).size).toBe(6);
    expect((await client.get('/api/addresses')).json().data).toMatchObject([{ id, country: 'FR' }]);
  });

  it('answers 401 to a guest, even with an invalid body', async () => {
    const guest = await startedClient(server.app);
    expect((await guest.get('/api/addresses')).statusCode).toBe(401);
    expect((await guest.post('/api/addresses', {})).statusCode).toBe(401);
    expect((await guest.put('/api/addresses/1', address)).statusCode).toBe(401);
    expect((await guest.request({ method: 'DELETE', url: '/api/addresses/1' })).statusCode).toBe(401);
  });

  it("answers 404 to someone else's address and leaves it unchanged", async () => {
    const owner = await loggedInClient(server.app, server.db);
    const intruder = await loggedInClient(server.app, server.db);
    const id = (await owner.client.post('/api/addresses', address)).json().data.id as number;

    expect((await intruder.client.put(`/api/addresses/${id}`, { ...address, city: 'Elsewhere' })).statusCode).toBe(404);
    expect((await intruder.client.request({ method: 'DELETE', url: `/api/addresses/${id}` })).statusCode).toBe(404);
    expect((await intruder.client.get('/api/addresses')).json().data).toEqual([]);
    expect((await owner.client.get('/api/addresses')).json().data).toMatchObject([{ id, city: 'Berlin' }]);
  });
});
