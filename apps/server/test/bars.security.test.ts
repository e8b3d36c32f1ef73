import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { barRevisions, bars, users } from '../src/db/schema.ts';
import { type CreatedBar, createBar, graxxBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)("bars: someone else's bar and untrusted fields (%s)", (kind) => {
  const server = useTestApp(kind);
  let owner: TestClient;
  let ownerId: number;
  let other: TestClient;
  let bar: CreatedBar;

  beforeAll(async () => {
    ({ client: owner, userId: ownerId } = await loggedInClient(server.app, server.db));
    ({ client: other } = await loggedInClient(server.app, server.db));
    bar = await createBar(owner, 'Owned bar');
    expect((await owner.put(`/api/bars/${bar.id}`, { version: 1, ...graxxBar(2) })).statusCode).toBe(200);
  });

  async function snapshot() {
    const [row] = await server.db.select().from(bars).where(eq(bars.id, bar.id));
    const revisions = await server.db.select().from(barRevisions).where(eq(barRevisions.barId, bar.id));
    const copies = await server.db.select().from(bars);
    return { row, revisions: revisions.length, bars: copies.length };
  }

  const attempts: [string, (client: TestClient) => ReturnType<TestClient['get']>][] = [
    ['GET', (client) => client.get(`/api/bars/${bar.id}`)],
    ['PUT', (client) => client.put(`/api/bars/${bar.id}`, { version: 2, name: 'Taken over', ...graxxBar(1) })],
    ['DELETE', (client) => client.request({ method: 'DELETE', url: `/api/bars/${bar.id}` })],
    ['duplicate', (client) => client.post(`/api/bars/${bar.id}/duplicate`, { name: 'My copy' })],
    ['share', (client) => client.post(`/api/bars/${bar.id}/share`, undefined)],
    ['unshare', (client) => client.request({ method: 'DELETE', url: `/api/bars/${bar.id}/share` })],
    ['undo', (client) => client.post(`/api/bars/${bar.id}/undo`, undefined)],
    ['redo', (client) => client.post(`/api/bars/${bar.id}/redo`, undefined)],
  ];

  it.each(attempts.map(([name]) => [name]))("answers 403 to another user's %s and changes nothing", async (name) => {
    const attempt = attempts.find(([candidate]) => candidate === name)?.[1];
    if (!attempt) throw new Error(`no attempt ${name}`);
    const before = await snapshot();
    const response = await attempt(other);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have the necessary rights to access this configuration.');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 to a guest without a token for every route of an owned bar', async () => {
    const guest = await startedClient(server.app);
    const before = await snapshot();
    for (const [, attempt] of attempts) expect((await attempt(guest)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a preview token read but not save, delete, share, duplicate or undo', async () => {
    const visitor = await startedClient(server.app);
    const query = `?preview_token=${bar.preview_token}`;
    expect((await visitor.get(`/api/bars/${bar.id}${query}`)).statusCode).toBe(200);
    const before = await snapshot();
    const refused = [
      await visitor.put(`/api/bars/${bar.id}${query}`, { version: 2, name: 'Taken over' }),
      await visitor.request({ method: 'DELETE', url: `/api/bars/${bar.id}${query}` }),
      await visitor.post(`/api/bars/${bar.id}/share${query}`, undefined),
      await visitor.request({ method: 'DELETE', url: `/api/bars/${bar.id}/share${query}` }),
      await visitor.post(`/api/bars/${bar.id}/duplicate${query}`, { name: 'My copy' }),
      await visitor.post(`/api/bars/${bar.id}/undo${query}`, undefined),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await snapshot()).toEqual(before);
  });

  it('ignores owner, admin flag, prices, parts, tokens and deleted_at in a save', async () => {
    const { client: attacker, userId: attackerId } = await loggedInClient(server.app, server.db);
    const own = await createBar(attacker, 'Mine');
    const response = await attacker.put(`/api/bars/${own.id}`, {
      version: 1,
      ...graxxBar(1),
      owner_id: ownerId,
      owner: ownerId,
      ownerId,
      is_admin: true,
      total_price: 1,
      totalPriceCents: 1,
      parts: { list: [], total_price: 1 },
      prices: [{ part_id: 1, price: 1 }],
      edit_token: 'chosen-edit-token',
      preview_token: 'chosen-preview-token',
      deleted_at: '2020-01-01T00:00:00Z',
      id: bar.id,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data;
    expect(saved.id).toBe(own.id);
    expect(saved.parts.total_price).toBeGreaterThan(1);
    expect(saved.edit_token).toBe(own.edit_token);

    const [row] = await server.db.select().from(bars).where(eq(bars.id, own.id));
    expect(row).toMatchObject({
      ownerId: attackerId,
      deletedAt: null,
      editToken: own.edit_token,
      previewToken: own.preview_token,
      totalPriceCents: saved.parts.total_price,
    });
    const [user] = await server.db.select().from(users).where(eq(users.id, attackerId));
    expect(user?.isAdmin).toBe(false);
    const [target] = await server.db.select().from(bars).where(eq(bars.id, bar.id));
    expect(target?.name).toBe('Owned bar');
  });

  it('takes only the name from a duplicate request', async () => {
    const response = await owner.post(`/api/bars/${bar.id}/duplicate`, {
      name: 'Clean copy',
      owner_id: 999,
      version: 50,
      edit_token: 'chosen',
      deleted_at: '2020-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await server.db.select().from(bars).where(eq(bars.id, response.json().data.id));
    expect(row).toMatchObject({ ownerId, version: 1, deletedAt: null, name: 'Clean copy' });
    expect(row?.editToken).not.toBe('chosen');
  });

  it('refuses a save without the expected version: a missing one is 422, a wrong one 409 with the bar', async () => {
    const missing = await owner.put(`/api/bars/${bar.id}`, { name: 'No version' });
    expect(missing.statusCode).toBe(422);
    const wrong = await owner.put(`/api/bars/${bar.id}`, { version: 99, name: 'Wrong version' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().data).toMatchObject({ id: bar.id, name: 'Owned bar', version: 2 });
  });
});
