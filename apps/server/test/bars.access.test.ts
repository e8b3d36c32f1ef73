import { DOCUMENT_VERSION } from '@bar/domain/document';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { barRevisions, bars, users } from '../src/db/schema.ts';
import { createBar } from './helpers/bars.ts';
import { startedClient, TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databaseKinds)('bars: create and read (%s)', (kind) => {
  const server = useTestApp(kind);

  it('lets a guest create a bar: 201, empty document, version 1, two strong tokens', async () => {
    const client = await startedClient(server.app);
    const response = await client.post('/api/bars', { name: 'Summer bar' });
    expect(response.statusCode).toBe(201);
    const bar = response.json().data;
    expect(bar).toMatchObject({ name: 'Summer bar', version: 1, can_edit: true, schemaVersion: DOCUMENT_VERSION });
    expect(bar.id).toMatch(UUID);
    expect(bar.front.baseModules).toEqual([]);
    expect(bar.parts).toMatchObject({ list: [], total_price: 0, vat_rate: 19 });
    expect(bar.packaging_recommendation).toEqual([]);
    for (const token of [bar.edit_token, bar.preview_token]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
      expect(token).not.toMatch(UUID);
    }
    expect(bar.edit_token).not.toBe(bar.preview_token);
    expect(Date.parse(bar.created_at)).not.toBeNaN();

    const [row] = await server.db.select().from(bars).where(eq(bars.id, bar.id));
    expect(row?.ownerId).toBeNull();
    expect(row?.createdBySession).toMatch(/^[0-9a-f]{64}$/);
    const revisions = await server.db.select().from(barRevisions).where(eq(barRevisions.barId, bar.id));
    expect(revisions.map((revision) => revision.version)).toEqual([1]);
  });

  it('refuses a name shorter than 2 characters with 422 naming the field', async () => {
    const client = await startedClient(server.app);
    const response = await client.post('/api/bars', { name: 'x' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['The input is too short.'] });
  });

  it('gives the creating session edit rights without a token', async () => {
    const client = await startedClient(server.app);
    const created = await createBar(client);
    const response = await client.get(`/api/bars/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: created.id, can_edit: true, edit_token: created.edit_token });
  });

  it('gives edit rights with the edit token and view rights (no tokens) with the preview token', async () => {
    const creator = await startedClient(server.app);
    const created = await createBar(creator);
    const stranger = new TestClient(server.app);

    const edit = await stranger.get(`/api/bars/${created.id}?edit_token=${created.edit_token}`);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.can_edit).toBe(true);
    expect(edit.json().data.preview_token).toBe(created.preview_token);

    const view = await stranger.get(`/api/bars/${created.id}?preview_token=${created.preview_token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.can_edit).toBe(false);
    expect(view.json().data).not.toHaveProperty('edit_token');
    expect(view.json().data).not.toHaveProperty('preview_token');
  });

  it('answers 403 for a guest bar without a token or with a wrong one', async () => {
    const created = await createBar(await startedClient(server.app));
    const stranger = await startedClient(server.app);
    expect((await stranger.get(`/api/bars/${created.id}`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/bars/${created.id}?edit_token=${created.preview_token}`)).statusCode).toBe(403);
    const wrong = await stranger.get(`/api/bars/${created.id}?preview_token=nope`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('You do not have the necessary rights to access this configuration.');
  });

  it('answers 401 for an owned bar when nobody is logged in and no token is given', async () => {
    const created = await createBar(await startedClient(server.app));
    const [owner] = await server.db
      .insert(users)
      .values({ email: `owner-${kind}@example.com`, passwordHash: 'x' })
      .returning();
    await server.db
      .update(bars)
      .set({ ownerId: owner?.id ?? null })
      .where(eq(bars.id, created.id));
    const stranger = await startedClient(server.app);
    expect((await stranger.get(`/api/bars/${created.id}`)).statusCode).toBe(401);
    expect((await stranger.get(`/api/bars/${created.id}?preview_token=wrong`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/bars/${created.id}?preview_token=${created.preview_token}`)).statusCode).toBe(200);
  });

  it('answers 404 for a removed bar, an unknown id and a malformed id', async () => {
    const client = await startedClient(server.app);
    const created = await createBar(client);
    await server.db.update(bars).set({ deletedAt: new Date() }).where(eq(bars.id, created.id));
    const removed = await client.get(`/api/bars/${created.id}?edit_token=${created.edit_token}`);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toMatch(/removed from the system/);
    expect((await client.get('/api/bars/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await client.get('/api/bars/not-a-uuid')).statusCode).toBe(404);
  });

  it('answers 404 JSON for unknown API paths', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
