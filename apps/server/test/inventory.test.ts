import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';

describe.each(databaseKinds)('the parts a user owns on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let partNumbers: Map<number, string>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    const parts = (await app.inject({ method: 'GET', url: '/api/parts' })).json().data;
    partNumbers = new Map(
      (parts as { id: number; variants: { part_number: string }[] }[]).map((part) => [
        part.id,
        part.variants[0]?.part_number ?? '',
      ]),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const importCsv = (client: TestClient, csv: string, mode = 'replace') =>
    client.request({
      method: 'POST',
      url: `/api/user/inventory/import?mode=${mode}`,
      payload: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });

  it('keeps what a user enters, by part number, and replaces it whole', async () => {
    const { client } = await loggedInClient(app, database.db);
    expect((await client.get('/api/user/inventory')).json()).toEqual({ data: { items: [] } });

    const saved = await client.put('/api/user/inventory', {
      items: [
        { part_id: 20, count: 4 },
        { part_id: 10, count: 2 },
        { part_id: 11, count: 0 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const expected = [
      { part_id: 10, part_number: partNumbers.get(10), count: 2 },
      { part_id: 20, part_number: partNumbers.get(20), count: 4 },
    ].sort((a, b) => ((a.part_number ?? '') < (b.part_number ?? '') ? -1 : 1));
    expect(saved.json().data.items).toEqual(expected);
    expect((await client.get('/api/user/inventory')).json().data.items).toEqual(expected);

    const replaced = await client.put('/api/user/inventory', { items: [{ part_id: 21, count: 1 }] });
    expect(replaced.json().data.items).toEqual([{ part_id: 21, part_number: partNumbers.get(21), count: 1 }]);
  });

  it('refuses unknown, repeated and out-of-range parts with the index, and stores nothing', async () => {
    const { client } = await loggedInClient(app, database.db);
    await client.put('/api/user/inventory', { items: [{ part_id: 10, count: 1 }] });
    const refused = await client.put('/api/user/inventory', {
      items: [
        { part_id: 20, count: 3 },
        { part_id: 999999, count: 1 },
        { part_id: 20, count: 1 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['items.1.part_id', 'items.2.part_id']);
    const tooMany = await client.put('/api/user/inventory', { items: [{ part_id: 20, count: 100001 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['items.0.count']);
    const extraField = await client.put('/api/user/inventory', { items: [{ part_id: 20, count: 1, price: 0 }] });
    expect(extraField.statusCode).toBe(422);
    expect((await client.get('/api/user/inventory')).json().data.items).toEqual([
      { part_id: 10, part_number: partNumbers.get(10), count: 1 },
    ]);
  });

  it('imports a CSV file with a header, in either separator, replacing or adding', async () => {
    const { client } = await loggedInClient(app, database.db);
    const frame = partNumbers.get(10) ?? '';
    const board = partNumbers.get(20) ?? '';
    const replaced = await importCsv(client, `\uFEFFPart number;Count\r\n${frame};3\r\n${board.toLowerCase()};2\r\n`);
    expect(replaced.statusCode).toBe(200);
    expect(
      new Map(replaced.json().data.items.map((item: { part_id: number; count: number }) => [item.part_id, item.count])),
    ).toEqual(
      new Map([
        [10, 3],
        [20, 2],
      ]),
    );
    const added = await importCsv(client, `${frame},1\n`, 'add');
    expect(added.json().data.items.find((item: { part_id: number }) => item.part_id === 10).count).toBe(4);
  });

  it('refuses a file with bad lines naming each line, and keeps the inventory as it was', async () => {
    const { client } = await loggedInClient(app, database.db);
    const frame = partNumbers.get(10) ?? '';
    await client.put('/api/user/inventory', { items: [{ part_id: 10, count: 7 }] });
    const refused = await client.request({
      method: 'POST',
      url: '/api/user/inventory/import',
      payload: `${frame},1\nNO-SUCH-PART,2\n${frame},many\n`,
      headers: { 'content-type': 'text/csv', 'x-locale': 'de' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'line 2': ['Unbekannte Teilenummer „NO-SUCH-PART“.'],
      'line 3': ['Die Anzahl „many“ ist keine ganze Zahl ab 0.'],
    });
    const unreadable = await importCsv(client, `${frame},"1\n`);
    expect(unreadable.statusCode).toBe(422);
    expect(Object.keys(unreadable.json().errors)).toEqual(['file']);
    const notCsv = await client.post('/api/user/inventory/import', { items: [] });
    expect(notCsv.statusCode).toBe(422);
    expect((await client.get('/api/user/inventory')).json().data.items).toEqual([
      { part_id: 10, part_number: frame, count: 7 },
    ]);
  });

  it('answers 401 to a guest and keeps each user to their own inventory', async () => {
    const guest = await startedClient(app);
    expect((await guest.get('/api/user/inventory')).statusCode).toBe(401);
    expect((await guest.put('/api/user/inventory', { items: [] })).statusCode).toBe(401);
    expect((await importCsv(guest, 'x,1')).statusCode).toBe(401);
    const first = await loggedInClient(app, database.db);
    const second = await loggedInClient(app, database.db);
    await first.client.put('/api/user/inventory', { items: [{ part_id: 10, count: 5 }] });
    expect((await second.client.get('/api/user/inventory')).json().data.items).toEqual([]);
  });

  it('refuses a file over 256 KB with 413', async () => {
    const { client } = await loggedInClient(app, database.db);
    const response = await importCsv(client, `${'x,1\n'.repeat(70_000)}`);
    expect(response.statusCode).toBe(413);
  });
});
