import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { barRevisions, bars } from '../src/db/schema.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('bars: rename, duplicate, delete, share (%s)', (kind) => {
  const server = useTestApp(kind, { config: { publicUrl: 'https://bars.example.com' } });

  const remove = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });
  async function storedBar(id: string) {
    const [row] = await server.db.select().from(bars).where(eq(bars.id, id));
    if (!row) throw new Error(`bar ${id} is not stored`);
    return row;
  }

  it('renames with PUT { version, name }: 200, new version, document kept; a 1-character name is 422', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const created = await createBar(client, 'Old name');
    const saved = await client.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(2) });
    expect(saved.statusCode).toBe(200);

    const renamed = await client.put(`/api/bars/${created.id}`, { version: 2, name: '  New name ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'New name', version: 3 });
    expect(renamed.json().data.front.baseModules).toHaveLength(2);

    const short = await client.put(`/api/bars/${created.id}`, { version: 3, name: 'x' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ name: ['The input is too short.'] });
    expect((await storedBar(created.id)).name).toBe('New name');
  });

  it("duplicates the owner's bar: 201, a copy of the document owned by the caller, with its own tokens and history", async () => {
    const { client, userId } = await loggedInClient(server.app, server.db);
    const created = await createBar(client, 'Original');
    expect((await client.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(3) })).statusCode).toBe(200);

    const response = await client.post(`/api/bars/${created.id}/duplicate`, { name: 'Copy of original' });
    expect(response.statusCode).toBe(201);
    const copy = response.json().data;
    expect(copy).toMatchObject({ name: 'Copy of original', version: 1, can_edit: true });
    expect(copy.id).not.toBe(created.id);
    expect(copy.front.baseModules).toHaveLength(3);
    expect(copy.edit_token).not.toBe(created.edit_token);
    expect(copy.preview_token).not.toBe(created.preview_token);

    const row = await storedBar(copy.id);
    expect(row.ownerId).toBe(userId);
    expect(row.totalPriceCents).toBe(copy.parts.total_price);
    expect(row.totalPriceCents).toBeGreaterThan(0);
    const revisions = await server.db.select().from(barRevisions).where(eq(barRevisions.barId, copy.id));
    expect(revisions.map((revision) => revision.version)).toEqual([1]);
    expect((await storedBar(created.id)).name).toBe('Original');
  });

  it("lets a guest duplicate with the edit token: the copy is the guest's, without owner; a preview token or a short name is refused", async () => {
    const { client: owner } = await loggedInClient(server.app, server.db);
    const created = await createBar(owner);
    const guest = await startedClient(server.app);

    const copy = await guest.post(`/api/bars/${created.id}/duplicate?edit_token=${created.edit_token}`, {
      name: 'Guest copy',
    });
    expect(copy.statusCode).toBe(201);
    const row = await storedBar(copy.json().data.id);
    expect(row.ownerId).toBeNull();
    expect((await guest.get(`/api/bars/${row.id}`)).json().data.can_edit).toBe(true);

    const viewOnly = await guest.post(`/api/bars/${created.id}/duplicate?preview_token=${created.preview_token}`, {
      name: 'Not allowed',
    });
    expect(viewOnly.statusCode).toBe(403);
    const short = await guest.post(`/api/bars/${created.id}/duplicate?edit_token=${created.edit_token}`, { name: 'a' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ name: ['The input is too short.'] });
  });

  it('deletes softly: 204, the row keeps deleted_at, and GET, PUT, DELETE answer 404 afterwards', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const created = await createBar(client);
    expect((await remove(client, `/api/bars/${created.id}`)).statusCode).toBe(204);
    expect((await storedBar(created.id)).deletedAt).toBeInstanceOf(Date);

    const read = await client.get(`/api/bars/${created.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toMatch(/removed from the system/);
    expect((await client.put(`/api/bars/${created.id}`, { version: 1, name: 'Back again' })).statusCode).toBe(404);
    expect((await remove(client, `/api/bars/${created.id}`)).statusCode).toBe(404);
    expect((await client.post(`/api/bars/${created.id}/duplicate`, { name: 'Copy' })).statusCode).toBe(404);
  });

  it('lets whoever may edit an unowned guest bar delete it; a preview token may not', async () => {
    const creator = await startedClient(server.app);
    const created = await createBar(creator);
    const stranger = await startedClient(server.app);
    expect((await remove(stranger, `/api/bars/${created.id}?preview_token=${created.preview_token}`)).statusCode).toBe(
      403,
    );
    expect((await storedBar(created.id)).deletedAt).toBeNull();
    expect((await remove(stranger, `/api/bars/${created.id}?edit_token=${created.edit_token}`)).statusCode).toBe(204);
    expect((await storedBar(created.id)).deletedAt).not.toBeNull();
  });

  it('keeps an owned bar from being deleted through its edit link: 401 for a guest, 403 for another user', async () => {
    const { client: owner } = await loggedInClient(server.app, server.db);
    const created = await createBar(owner);
    const guest = await startedClient(server.app);
    expect((await remove(guest, `/api/bars/${created.id}?edit_token=${created.edit_token}`)).statusCode).toBe(401);
    const { client: other } = await loggedInClient(server.app, server.db);
    expect((await remove(other, `/api/bars/${created.id}?edit_token=${created.edit_token}`)).statusCode).toBe(403);
    expect((await storedBar(created.id)).deletedAt).toBeNull();
  });

  it('gives the owner share links built from PUBLIC_URL that open the bar for viewing and for editing', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const created = await createBar(client);
    const response = await client.post(`/api/bars/${created.id}/share`, undefined);
    expect(response.statusCode).toBe(200);
    const links = response.json().data;
    expect(links).toEqual({
      preview_url: `https://bars.example.com/bars/${created.id}?preview_token=${created.preview_token}`,
      edit_url: `https://bars.example.com/bars/${created.id}/edit?edit_token=${created.edit_token}`,
    });
    const visitor = await startedClient(server.app);
    const viewed = await visitor.get(`/api/bars/${created.id}?${new URL(links.preview_url).searchParams}`);
    expect(viewed.json().data.can_edit).toBe(false);
    const edited = await visitor.get(`/api/bars/${created.id}?${new URL(links.edit_url).searchParams}`);
    expect(edited.json().data.can_edit).toBe(true);
  });

  it('refuses share links to a guest (401), a preview link (403) and an edit link held by another user (403)', async () => {
    const guest = await startedClient(server.app);
    const guestBar = await createBar(guest);
    const guestShare = await guest.post(`/api/bars/${guestBar.id}/share`, undefined);
    expect(guestShare.statusCode).toBe(401);
    expect(guestShare.json().message).toBe('Please log in to share this configuration.');

    const { client: owner } = await loggedInClient(server.app, server.db);
    const created = await createBar(owner);
    const { client: other } = await loggedInClient(server.app, server.db);
    const preview = await other.post(`/api/bars/${created.id}/share?preview_token=${created.preview_token}`, undefined);
    expect(preview.statusCode).toBe(403);
    expect(
      (await other.post(`/api/bars/${created.id}/share?edit_token=${created.edit_token}`, undefined)).statusCode,
    ).toBe(403);
  });

  it('replaces both tokens on DELETE share: 204, old links refused, new links work', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const created = await createBar(client);
    const visitor = await startedClient(server.app);
    expect((await visitor.get(`/api/bars/${created.id}?preview_token=${created.preview_token}`)).statusCode).toBe(200);

    const { client: other } = await loggedInClient(server.app, server.db);
    expect((await remove(other, `/api/bars/${created.id}/share`)).statusCode).toBe(403);
    expect((await storedBar(created.id)).previewToken).toBe(created.preview_token);

    expect((await remove(client, `/api/bars/${created.id}/share`)).statusCode).toBe(204);
    const row = await storedBar(created.id);
    expect(row.previewToken).not.toBe(created.preview_token);
    expect(row.editToken).not.toBe(created.edit_token);
    expect(row.editToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await visitor.get(`/api/bars/${created.id}?preview_token=${created.preview_token}`)).statusCode).toBe(403);
    const oldEdit = await visitor.put(`/api/bars/${created.id}?edit_token=${created.edit_token}`, {
      version: 1,
      name: 'Hijacked',
    });
    expect(oldEdit.statusCode).toBe(403);
    expect((await storedBar(created.id)).name).toBe('My bar');

    const links = (await client.post(`/api/bars/${created.id}/share`, undefined)).json().data;
    expect(links.preview_url).toContain(row.previewToken);
    expect((await visitor.get(`/api/bars/${created.id}?preview_token=${row.previewToken}`)).statusCode).toBe(200);
  });
});
