import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { findBar } from '../src/features/bars/repository.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('POST /api/bars/{id}/undo and /redo (%s)', (kind) => {
  const server = useTestApp(kind, { guest: true });

  /** A bar saved with 1, 2 and 3 modules (versions 2, 3, 4 on top of the empty version 1). */
  async function barWithThreeSaves(): Promise<string> {
    const created = await createBar(server.guest);
    for (let count = 1; count <= 3; count++) {
      const response = await server.guest.put(`/api/bars/${created.id}`, { version: count, ...graxxBar(count) });
      expect(response.statusCode).toBe(200);
    }
    return created.id;
  }

  async function move(id: string, direction: 'undo' | 'redo', body?: unknown) {
    const response = await server.guest.post(`/api/bars/${id}/${direction}`, body);
    return { status: response.statusCode, body: response.json() };
  }
  const modules = (result: { body: { data: { front: { baseModules: unknown[] } } } }) =>
    result.body.data.front.baseModules.length;

  it('undoes to the previous saved revision as a new version, and redoes it', async () => {
    const id = await barWithThreeSaves();
    const undone = await move(id, 'undo');
    expect(undone.status).toBe(200);
    expect(undone.body.data.version).toBe(5);
    expect(modules(undone)).toBe(2);
    expect(modules(await move(id, 'undo'))).toBe(1);

    const redone = await move(id, 'redo');
    expect(redone.status).toBe(200);
    expect(redone.body.data.version).toBe(7);
    expect(modules(redone)).toBe(2);
    const last = await move(id, 'redo');
    expect(modules(last)).toBe(3);

    const row = await findBar(server.db, id);
    expect(row?.version).toBe(8);
    expect(row?.document.front.baseModules).toHaveLength(3);
    // The stored total follows the restored document (lists show it).
    expect(row?.totalPriceCents).toBe(last.body.data.parts.total_price);
    expect(row?.totalPriceCents).toBeGreaterThan(redone.body.data.parts.total_price);
  });

  it('answers 409 with the current bar when there is nothing to undo or redo', async () => {
    const created = await createBar(server.guest);
    const undo = await move(created.id, 'undo');
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe('There is nothing to undo.');
    expect(undo.body.data).toMatchObject({ id: created.id, version: 1 });

    const id = await barWithThreeSaves();
    const redo = await move(id, 'redo');
    expect(redo.status).toBe(409);
    expect(redo.body.message).toBe('There is nothing to redo.');
    expect(redo.body.data.version).toBe(4);
  });

  it('undoes all the way to the empty bar and then refuses', async () => {
    const id = await barWithThreeSaves();
    for (const expected of [2, 1, 0]) expect(modules(await move(id, 'undo'))).toBe(expected);
    expect((await move(id, 'undo')).status).toBe(409);
  });

  it('clears the redo path with a plain save after an undo', async () => {
    const id = await barWithThreeSaves();
    const undone = await move(id, 'undo');
    const saved = await server.guest.put(`/api/bars/${id}`, { version: undone.body.data.version, ...graxxBar(5) });
    expect(saved.statusCode).toBe(200);
    expect((await move(id, 'redo')).status).toBe(409);
    // Undo goes back to the state the save was made on (two modules), not to the undone three.
    expect(modules(await move(id, 'undo'))).toBe(2);
    expect(modules(await move(id, 'redo'))).toBe(5);
  });

  it('restores the name of the revision it goes back to', async () => {
    const created = await createBar(server.guest, 'First name');
    expect((await server.guest.put(`/api/bars/${created.id}`, { version: 1, name: 'Second name' })).statusCode).toBe(
      200,
    );
    const undone = await move(created.id, 'undo');
    expect(undone.body.data.name).toBe('First name');
  });

  it('refuses a stale version with 409 and the current bar, and changes nothing', async () => {
    const id = await barWithThreeSaves();
    const stale = await move(id, 'undo', { version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The configuration was changed in the meantime.');
    expect(stale.body.data.version).toBe(4);
    expect(modules(stale)).toBe(3);
    const ok = await move(id, 'undo', { version: 4 });
    expect(ok.status).toBe(200);
  });

  it('needs the right to edit: a preview token gets 403, the edit token works', async () => {
    const created = await createBar(server.guest);
    expect((await server.guest.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(1) })).statusCode).toBe(200);
    const visitor = await startedClient(server.app);
    const viewOnly = await visitor.post(
      `/api/bars/${created.id}/undo?preview_token=${created.preview_token}`,
      undefined,
    );
    expect(viewOnly.statusCode).toBe(403);
    const [row] = await server.db.select().from(bars).where(eq(bars.id, created.id));
    expect(row?.version).toBe(2);
    const withToken = await visitor.post(`/api/bars/${created.id}/undo?edit_token=${created.edit_token}`, undefined);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().data.front.baseModules).toEqual([]);
  });

  it("refuses another user's undo with 403", async () => {
    const { client: owner } = await loggedInClient(server.app, server.db);
    const created = await createBar(owner);
    expect((await owner.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(1) })).statusCode).toBe(200);
    const { client: other } = await loggedInClient(server.app, server.db);
    expect((await other.post(`/api/bars/${created.id}/undo`, undefined)).statusCode).toBe(403);
    expect((await other.post(`/api/bars/${created.id}/redo`, undefined)).statusCode).toBe(403);
  });
});
