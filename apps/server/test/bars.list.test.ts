import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('GET /api/bars (%s)', (kind) => {
  const server = useTestApp(kind);
  let client: TestClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ client } = await loggedInClient(server.app, server.db));
    // Names and change dates in different orders, so each sort can be told apart.
    const fixtures = [
      { name: 'beach bar', updated: '2030-01-03T00:00:00Z' },
      { name: 'Alpine Lodge', updated: '2030-01-01T00:00:00Z' },
      { name: 'City BAR 100%', updated: '2030-01-02T00:00:00Z' },
    ];
    for (const bar of fixtures) {
      const created = await createBar(client, bar.name);
      ids[bar.name] = created.id;
      await server.db
        .update(bars)
        .set({ updatedAt: new Date(bar.updated) })
        .where(eq(bars.id, created.id));
    }
    const removed = await createBar(client, 'Removed bar');
    await server.db.update(bars).set({ deletedAt: new Date() }).where(eq(bars.id, removed.id));
    await createBar(await startedClient(server.app), 'A guest bar');
    const { client: other } = await loggedInClient(server.app, server.db);
    await createBar(other, 'Another bar of another user');
  });

  const names = async (query = '') => {
    const response = await client.get(`/api/bars${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.map((item: { name: string }) => item.name);
  };

  it('answers 401 to a guest', async () => {
    const guest = await startedClient(server.app);
    const response = await guest.get('/api/bars');
    expect(response.statusCode).toBe(401);
  });

  it('lists only the own bars that are not removed, last changed first, with paging meta', async () => {
    const response = await client.get('/api/bars');
    expect(response.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 3 });
    expect(await names()).toEqual(['beach bar', 'City BAR 100%', 'Alpine Lodge']);
    expect(await names('?sort=updated_at&direction=asc')).toEqual(['Alpine Lodge', 'City BAR 100%', 'beach bar']);
  });

  it('sorts by name without regard to case, A to Z unless told otherwise', async () => {
    expect(await names('?sort=name')).toEqual(['Alpine Lodge', 'beach bar', 'City BAR 100%']);
    expect(await names('?sort=name&direction=desc')).toEqual(['City BAR 100%', 'beach bar', 'Alpine Lodge']);
  });

  it('searches names case-insensitively, taking % literally', async () => {
    expect(await names('?search=BAR')).toEqual(['beach bar', 'City BAR 100%']);
    expect(await names('?search=100%25')).toEqual(['City BAR 100%']);
    expect(await names('?search=%25')).toEqual(['City BAR 100%']);
    expect(await names('?search=removed')).toEqual([]);
  });

  it('pages the list', async () => {
    const response = await client.get('/api/bars?per_page=2&page=2');
    expect(response.json().meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(response.json().data.map((item: { name: string }) => item.name)).toEqual(['Alpine Lodge']);
    expect((await client.get('/api/bars?sort=size')).statusCode).toBe(422);
  });

  it('gives each item its id, version, stored total and module counts', async () => {
    const id = ids['Alpine Lodge'] ?? '';
    const saved = await client.put(`/api/bars/${id}`, { version: 1, ...graxxBar(2) });
    expect(saved.statusCode).toBe(200);
    const response = await client.get('/api/bars?search=alpine');
    expect(response.json().data).toEqual([
      {
        id,
        name: 'Alpine Lodge',
        version: 2,
        total_price: saved.json().data.parts.total_price,
        front_module_count: 2,
        back_module_count: 0,
        created_at: expect.any(String),
        updated_at: saved.json().data.updated_at,
      },
    ]);
  });
});
