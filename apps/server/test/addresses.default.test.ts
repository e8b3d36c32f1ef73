import { describe, expect, it } from 'vitest';
import { loggedInClient } from './helpers/barUsers.ts';
import type { TestClient } from './helpers/client.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const address = (city: string) => ({
  family_name: 'Tresen',
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city,
  country: 'DE',
});

async function defaults(client: TestClient): Promise<Record<string, boolean>> {
  const listed = (await client.get('/api/addresses')).json().data as { city: string; is_default: boolean }[];
  return Object.fromEntries(listed.map((row) => [row.city, row.is_default]));
}

describe.each(databaseKinds)('default address on %s', (kind) => {
  const server = useTestApp(kind);

  async function create(client: TestClient, city: string): Promise<number> {
    const response = await client.post('/api/addresses', address(city));
    expect(response.statusCode).toBe(201);
    return response.json().data.id as number;
  }

  it('makes the first address the default and keeps it when more are added', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    await create(client, 'Berlin');
    await create(client, 'Potsdam');
    expect(await defaults(client)).toEqual({ Berlin: true, Potsdam: false });
  });

  it('moves the default with PUT /api/addresses/{id}/default, one at a time', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    await create(client, 'Berlin');
    const potsdam = await create(client, 'Potsdam');
    const response = await client.put(`/api/addresses/${potsdam}/default`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: potsdam, city: 'Potsdam', is_default: true });
    expect(await defaults(client)).toEqual({ Berlin: false, Potsdam: true });
    // Again: nothing changes.
    expect((await client.put(`/api/addresses/${potsdam}/default`, {})).statusCode).toBe(200);
    expect(await defaults(client)).toEqual({ Berlin: false, Potsdam: true });
  });

  it('keeps the default through an edit', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const id = await create(client, 'Berlin');
    const edited = await client.put(`/api/addresses/${id}`, address('Leipzig'));
    expect(edited.json().data).toMatchObject({ city: 'Leipzig', is_default: true });
  });

  it('passes the default to the oldest remaining address when the default is deleted', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    await create(client, 'Berlin');
    const potsdam = await create(client, 'Potsdam');
    const leipzig = await create(client, 'Leipzig');
    await client.put(`/api/addresses/${leipzig}/default`, {});
    expect((await client.request({ method: 'DELETE', url: `/api/addresses/${leipzig}` })).statusCode).toBe(204);
    expect(await defaults(client)).toEqual({ Berlin: true, Potsdam: false });
    // Deleting an address that is not the default leaves the default where it is.
    expect((await client.request({ method: 'DELETE', url: `/api/addresses/${potsdam}` })).statusCode).toBe(204);
    expect(await defaults(client)).toEqual({ Berlin: true });
  });

  it("answers 404 to someone else's address and 401 to a guest, changing nothing", async () => {
    const owner = await loggedInClient(server.app, server.db);
    const intruder = await loggedInClient(server.app, server.db);
    await create(owner.client, 'Berlin');
    const potsdam = await create(owner.client, 'Potsdam');
    await create(intruder.client, 'Hamburg');
    expect((await intruder.client.put(`/api/addresses/${potsdam}/default`, {})).statusCode).toBe(404);
    expect((await intruder.client.put('/api/addresses/99999999/default', {})).statusCode).toBe(404);
    const guest = await startedClient(server.app);
    expect((await guest.put(`/api/addresses/${potsdam}/default`, {})).statusCode).toBe(401);
    expect(await defaults(owner.client)).toEqual({ Berlin: true, Potsdam: false });
    expect(await defaults(intruder.client)).toEqual({ Hamburg: true });
  });

  it('leaves exactly one default when addresses are created at the same time', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const cities = ['A', 'B', 'C', 'D', 'E'];
    const responses = await Promise.all(cities.map((city) => client.post('/api/addresses', address(city))));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(Object.values(await defaults(client)).filter(Boolean)).toHaveLength(1);
  });
});
