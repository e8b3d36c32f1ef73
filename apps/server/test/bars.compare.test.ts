import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { barRevisions, bars, users } from '../src/db/schema.ts';
import { findBar } from '../src/features/bars/repository.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('bar revisions: list, read, restore (%s)', (kind) => {
  const server = useTestApp(kind, { guest: true });

  /** A bar saved with 1, 2 and 3 modules (versions 2, 3, 4 on top of the empty version 1). */
  async function barWithThreeSaves() {
    const created = await createBar(server.guest);
    const saved = [];
    for (let count = 1; count <= 3; count++) {
      const response = await server.guest.put(`/api/bars/${created.id}`, { version: count, ...graxxBar(count) });
      expect(response.statusCode).toBe(200);
      saved.push(response.json().data);
    }
    return { ...created, saved };
  }

  it('lists the kept revisions newest first, with their kind, and pages on with `before`', async () => {
    const bar = await barWithThreeSaves();
    const response = await server.guest.get(`/api/bars/${bar.id}/revisions`);
    expect(response.statusCode).toBe(200);
    const { data, next_before } = response.json();
    expect(data.map((revision: { version: number }) => revision.version)).toEqual([4, 3, 2, 1]);
    expect(data[0]).toMatchObject({ kind: 'save', current: true, name: 'My bar' });
    expect(data[1].current).toBe(false);
    expect(next_before).toBeNull();

    const first = (await server.guest.get(`/api/bars/${bar.id}/revisions?limit=2`)).json();
    expect(first.data.map((revision: { version: number }) => revision.version)).toEqual([4, 3]);
    expect(first.next_before).toBe(3);
    const second = (await server.guest.get(`/api/bars/${bar.id}/revisions?limit=2&before=3`)).json();
    expect(second.data.map((revision: { version: number }) => revision.version)).toEqual([2, 1]);
    expect(second.next_before).toBeNull();
  });

  it('reads an old version back as it was saved, with its parts list', async () => {
    const bar = await barWithThreeSaves();
    const response = await server.guest.get(`/api/bars/${bar.id}/revisions/2`);
    expect(response.statusCode).toBe(200);
    const revision = response.json().data;
    const saved = bar.saved[0];
    expect(revision.version).toBe(2);
    expect(revision.document.front).toEqual(saved.front);
    expect(revision.document.back).toEqual(saved.back);
    expect(revision.parts).toEqual(saved.parts);
  });

  it('restores an old version as a new one that an undo takes back', async () => {
    const bar = await barWithThreeSaves();
    const restored = await server.guest.post(`/api/bars/${bar.id}/revisions/2/restore`, { version: 4 });
    expect(restored.statusCode).toBe(200);
    expect(restored.headers.etag).toBe('"5"');
    const data = restored.json().data;
    expect(data.version).toBe(5);
    expect(data.front).toEqual(bar.saved[0].front);
    expect(data.parts.total_price).toBe(bar.saved[0].parts.total_price);
    const row = await findBar(server.db, bar.id);
    expect(row?.document.front.baseModules).toHaveLength(1);
    expect(row?.totalPriceCents).toBe(bar.saved[0].parts.total_price);
    const list = (await server.guest.get(`/api/bars/${bar.id}/revisions?limit=1`)).json();
    expect(list.data[0]).toMatchObject({ version: 5, kind: 'restore', current: true });

    const undone = await server.guest.post(`/api/bars/${bar.id}/undo`, { version: 5 });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.front.baseModules).toHaveLength(3);
  });

  it('cuts off the redo path like a plain save', async () => {
    const bar = await barWithThreeSaves();
    for (const version of [4, 5]) {
      expect((await server.guest.post(`/api/bars/${bar.id}/undo`, { version })).statusCode).toBe(200);
    }
    // Back at two modules (step 3): a redo would reach the three modules of version 4.
    const restored = await server.guest.post(`/api/bars/${bar.id}/revisions/3/restore`, { version: 6 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.front.baseModules).toHaveLength(2);
    const redo = await server.guest.post(`/api/bars/${bar.id}/redo`, { version: 7 });
    expect(redo.statusCode).toBe(409);
    expect(redo.json().message).toBe('There is nothing to redo.');
  });

  it('answers 409 with the current bar for a stale version and stores nothing', async () => {
    const bar = await barWithThreeSaves();
    const stale = await server.guest.post(`/api/bars/${bar.id}/revisions/2/restore`, { version: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.version).toBe(4);
    const revisions = await server.db.select().from(barRevisions).where(eq(barRevisions.barId, bar.id));
    expect(revisions).toHaveLength(4);
  });

  it('answers 404 for an unknown or pruned revision, and 422 for a bad query or body', async () => {
    const bar = await barWithThreeSaves();
    const unknown = await server.guest.get(`/api/bars/${bar.id}/revisions/99`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This version of the configuration is not (or no longer) kept.');
    await server.db.delete(barRevisions).where(and(eq(barRevisions.barId, bar.id), eq(barRevisions.version, 2)));
    expect((await server.guest.post(`/api/bars/${bar.id}/revisions/2/restore`, { version: 4 })).statusCode).toBe(404);
    // A path its schema refuses names nothing.
    expect((await server.guest.get(`/api/bars/${bar.id}/revisions/0`)).statusCode).toBe(404);
    expect((await server.guest.get(`/api/bars/${bar.id}/revisions/abc`)).statusCode).toBe(404);
    expect((await server.guest.get(`/api/bars/${bar.id}/revisions?limit=0`)).statusCode).toBe(422);
    expect((await server.guest.post(`/api/bars/${bar.id}/revisions/3/restore`, {})).statusCode).toBe(422);
    const extra = await server.guest.post(`/api/bars/${bar.id}/revisions/3/restore`, { version: 4, name: 'x' });
    expect(extra.statusCode).toBe(422);
    const [row] = await server.db.select().from(bars).where(eq(bars.id, bar.id));
    expect(row?.version).toBe(4);
  });

  it('lets the preview token read but not restore, and refuses strangers', async () => {
    const bar = await barWithThreeSaves();
    const stranger = await startedClient(server.app);
    const preview = `preview_token=${bar.preview_token}`;
    expect((await stranger.get(`/api/bars/${bar.id}/revisions?${preview}`)).statusCode).toBe(200);
    expect((await stranger.get(`/api/bars/${bar.id}/revisions/2?${preview}`)).statusCode).toBe(200);
    const refused = await stranger.post(`/api/bars/${bar.id}/revisions/2/restore?${preview}`, { version: 4 });
    expect(refused.statusCode).toBe(403);
    expect((await stranger.get(`/api/bars/${bar.id}/revisions`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/bars/${bar.id}/revisions/2`)).statusCode).toBe(403);
    expect((await stranger.post(`/api/bars/${bar.id}/revisions/2/restore`, { version: 4 })).statusCode).toBe(403);
    const edit = `edit_token=${bar.edit_token}`;
    const restored = await stranger.post(`/api/bars/${bar.id}/revisions/2/restore?${edit}`, { version: 4 });
    expect(restored.statusCode).toBe(200);

    const [owner] = await server.db
      .insert(users)
      .values({ email: `revisions-owner-${kind}@example.com`, passwordHash: 'x' })
      .returning();
    await server.db
      .update(bars)
      .set({ ownerId: owner?.id ?? null })
      .where(eq(bars.id, bar.id));
    const nobody = await startedClient(server.app);
    expect((await nobody.get(`/api/bars/${bar.id}/revisions`)).statusCode).toBe(401);
    expect((await nobody.post(`/api/bars/${bar.id}/revisions/2/restore`, { version: 5 })).statusCode).toBe(401);
  });
});
