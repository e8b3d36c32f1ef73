import { JSON_PATCH_CONTENT_TYPE } from '@bar/contracts/barPatch';
import type { LiveHello, LiveParticipant, LivePatchEvent } from '@bar/contracts/live';
import { and, eq } from 'drizzle-orm';
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barRevisions } from '../src/db/schema.ts';
import { LIVE_LIMITS } from '../src/features/live/liveHub.ts';
import { createTestApp } from './helpers/app.ts';
import { type CreatedBar, createBar, graxxBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, TestClient } from './helpers/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';
import { LiveStream, listening, useLiveServers } from './helpers/liveStream.ts';

function patch(client: TestClient, url: string, operations: Operation[], version: number, participant?: string) {
  return client.request({
    method: 'PATCH',
    url,
    payload: JSON.stringify(operations),
    headers: {
      'content-type': JSON_PATCH_CONTENT_TYPE,
      'if-match': `"${version}"`,
      ...(participant ? { 'x-live-participant': participant } : {}),
    },
  });
}

const setFrames = (color: string): Operation[] => [{ op: 'replace', path: '/settings/colors/frames', value: color }];

async function opened(base: string, path: string, client?: TestClient, headers?: Record<string, string>) {
  const stream = await LiveStream.open(base, path, { ...(client ? { client } : {}), ...(headers ? { headers } : {}) });
  if (!(stream instanceof LiveStream)) throw new Error(`the stream was refused: ${JSON.stringify(stream)}`);
  return stream;
}

describe.each(databaseKinds)('the live channel of a bar (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const streams: LiveStream[] = [];

  async function watch(path: string, client?: TestClient, headers?: Record<string, string>) {
    const stream = await opened(base, path, client, headers);
    streams.push(stream);
    return stream;
  }

  /** The participants of the first `presence` event on `stream` in which one of them matches. */
  async function presenceWhere(stream: LiveStream, matches: (entry: LiveParticipant) => boolean) {
    for (;;) {
      const { participants } = (await stream.take('presence')).data as { participants: LiveParticipant[] };
      if (participants.some(matches)) return participants;
    }
  }

  /** A bar with three modules at version 2, and the document a client holds of it. */
  async function savedBar(owner: TestClient): Promise<CreatedBar & { held: Record<string, unknown> }> {
    const created = await createBar(owner, 'Live bar');
    expect((await owner.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(3) })).statusCode).toBe(200);
    const read = (await owner.get(`/api/bars/${created.id}`)).json().data;
    const { name, schemaVersion, front, back, additionalAccessories, singleParts, settings, orbit_settings } = read;
    const held = { name, schemaVersion, front, back, additionalAccessories, singleParts, settings, orbit_settings };
    return { ...created, version: 2, held };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database, { port: 0 });
    base = await listening(app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
    await database.dispose();
  });

  it('sends every viewer each committed change as one patch event that turns their copy into the stored bar', async () => {
    const owner = await startedClient(app);
    const bar = await savedBar(owner);
    const mine = await watch(`/api/bars/${bar.id}/events`, owner);
    const theirs = await watch(`/api/bars/${bar.id}/events?edit_token=${bar.edit_token}`);
    const preview = await watch(`/api/bars/${bar.id}/events?preview_token=${bar.preview_token}`);
    const hello = (await mine.take('hello')).data as LiveHello;
    expect(hello).toMatchObject({ version: 2, guest_number: 1 });
    expect(hello.participant).toMatch(/^p[A-Za-z0-9_-]{8}$/);
    expect(((await theirs.take('hello')).data as LiveHello).guest_number).toBe(2);

    const saved = await patch(owner, `/api/bars/${bar.id}`, setFrames('9005'), 2, hello.participant);
    expect(saved.statusCode).toBe(200);
    const stored = (await owner.get(`/api/bars/${bar.id}`)).json().data;
    for (const stream of [mine, theirs, preview]) {
      const event = await stream.take('patch');
      expect(event.id).toBe('3');
      const change = event.data as LivePatchEvent;
      expect(change).toMatchObject({ version: 3, by: hello.participant });
      const applied = jsonPatch.applyPatch(
        structuredClone(bar.held),
        change.ops as Operation[],
        true,
        false,
      ).newDocument;
      expect(applied).toMatchObject({ settings: stored.settings, front: stored.front, name: stored.name });
    }
    // A rename is a version too; an undo as well.
    expect(
      (await patch(owner, `/api/bars/${bar.id}`, [{ op: 'replace', path: '/name', value: 'Renamed' }], 3)).statusCode,
    ).toBe(200);
    expect((await theirs.take('patch')).data).toMatchObject({
      version: 4,
      by: null,
      ops: [{ op: 'replace', path: '/name', value: 'Renamed' }],
    });
    expect((await owner.post(`/api/bars/${bar.id}/undo`, { version: 4 })).statusCode).toBe(200);
    expect((await preview.take('patch')).data).toMatchObject({ version: 4 });
    expect((await preview.take('patch')).data).toMatchObject({ version: 5 });
  });

  it('lets in exactly who may read the bar: 404 for none, 401/403 without rights, staff read only', async () => {
    const owner = (await loggedInClient(app, database.db)).client;
    const bar = await savedBar(owner);
    const stranger = await startedClient(app);
    expect(await LiveStream.open(base, `/api/bars/${bar.id}/events`, { client: stranger })).toMatchObject({
      status: 401,
    });
    expect(
      await LiveStream.open(base, `/api/bars/${bar.id}/events?preview_token=wrong`, { client: stranger }),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await LiveStream.open(base, '/api/bars/00000000-0000-4000-8000-000000000000/events', { client: stranger }),
    ).toMatchObject({ status: 404 });
    expect(
      await LiveStream.open(base, `/api/bars/${bar.id}/events`, { client: owner, headers: { 'last-event-id': 'x' } }),
    ).toMatchObject({
      status: 422,
    });
  });

  it('gives a reconnecting viewer the versions it missed, and a reload when they are too far back', async () => {
    const owner = await startedClient(app);
    const bar = await savedBar(owner);
    for (const [index, colour] of ['9005', '9010', '7016'].entries()) {
      expect((await patch(owner, `/api/bars/${bar.id}`, setFrames(colour), 2 + index)).statusCode).toBe(200);
    }
    const back = await watch(`/api/bars/${bar.id}/events`, owner, { 'last-event-id': '3' });
    expect((await back.take('patch')).data).toMatchObject({
      version: 4,
      ops: [{ path: '/settings/colors/frames', value: '9010' }],
    });
    expect((await back.take('patch')).data).toMatchObject({
      version: 5,
      ops: [{ path: '/settings/colors/frames', value: '7016' }],
    });
    const fromStart = await watch(`/api/bars/${bar.id}/events?since=1`, owner);
    expect((await fromStart.take('patch')).data).toMatchObject({ version: 2 });
    // A pruned revision cannot be caught up on: the viewer reloads the bar.
    await database.db.delete(barRevisions).where(and(eq(barRevisions.barId, bar.id), eq(barRevisions.version, 4)));
    const pruned = await watch(`/api/bars/${bar.id}/events`, owner, { 'last-event-id': '3' });
    const reload = await pruned.take('reload');
    expect(reload).toMatchObject({ id: '5', data: { version: 5 } });
    expect(pruned.events.filter((event) => event.event === 'patch')).toEqual([]);
  });

  it('lists a client that only looks as a viewer, whatever its link could do', async () => {
    const owner = await startedClient(app);
    const bar = await savedBar(owner);
    const mine = await watch(`/api/bars/${bar.id}/events`, owner);
    const phone = new TestClient(app);
    await phone.fetchCsrfCookie();
    const looking = await watch(`/api/bars/${bar.id}/events?edit_token=${bar.edit_token}&view_only=1`, phone);
    const hello = (await looking.take('hello')).data as LiveHello;
    let participants = await presenceWhere(mine, (entry) => entry.id === hello.participant);
    expect(participants.find((entry) => entry.id === hello.participant)).toMatchObject({ access: 'view' });
    // The same link without the flag edits; a flag of any other value is refused.
    const editing = await watch(`/api/bars/${bar.id}/events?edit_token=${bar.edit_token}`, phone);
    const editor = (await editing.take('hello')).data as LiveHello;
    participants = await presenceWhere(mine, (entry) => entry.id === editor.participant);
    expect(participants.find((entry) => entry.id === editor.participant)).toMatchObject({ access: 'edit' });
    const refused = await phone.get(`/api/bars/${bar.id}/events?edit_token=${bar.edit_token}&view_only=yes`);
    expect(refused.statusCode).toBe(422);
  });

  it('shares who is here, what they selected and where they look, and refuses floods and strangers', async () => {
    const owner = await startedClient(app);
    const bar = await savedBar(owner);
    const mine = await watch(`/api/bars/${bar.id}/events`, owner);
    const guest = new TestClient(app);
    await guest.fetchCsrfCookie();
    const theirs = await watch(`/api/bars/${bar.id}/events?edit_token=${bar.edit_token}`, guest);
    const hello = (await theirs.take('hello')).data as LiveHello;
    const camera = { panX: 0, panY: 0.05, rotationX: 135, rotationY: 28, zoom: -5 };
    const url = `/api/bars/${bar.id}/presence?edit_token=${bar.edit_token}`;
    expect((await guest.post(url, { key: hello.key, selection: ['m1'], camera })).statusCode).toBe(204);
    const participants = await presenceWhere(mine, (entry) => entry.selection.includes('m1'));
    expect(participants).toHaveLength(2);
    expect(participants.find((entry) => entry.id === hello.participant)).toMatchObject({
      guest_number: 2,
      colour: hello.colour,
      access: 'edit',
      camera,
    });
    expect(participants.map((entry) => entry.colour)).toHaveLength(
      new Set(participants.map((entry) => entry.colour)).size,
    );
    // Too soon after the last one: 429; no such key: 404; a bad body: 422.
    expect((await guest.post(url, { key: hello.key, selection: [], camera: null })).statusCode).toBe(429);
    expect((await guest.post(url, { key: 'k'.repeat(32), selection: [], camera: null })).statusCode).toBe(404);
    const bad = await guest.post(url, {
      key: hello.key,
      selection: [],
      camera: { panX: 0, panY: 0, rotationX: 0, rotationY: 0 },
    });
    expect(bad.statusCode).toBe(422);
    // Leaving shows: the other side sees one participant.
    theirs.close();
    await theirs.finished;
    for (;;) {
      const left = ((await mine.take('presence')).data as { participants: LiveParticipant[] }).participants;
      if (left.length === 1) break;
    }
  });

  it('ends the streams of replaced links, of a logout and of a removed bar at once', async () => {
    const { client: owner } = await loggedInClient(app, database.db);
    const bar = await savedBar(owner);
    const mine = await watch(`/api/bars/${bar.id}/events`, owner);
    const byLink = await watch(`/api/bars/${bar.id}/events?edit_token=${bar.edit_token}`);
    expect((await owner.request({ method: 'DELETE', url: `/api/bars/${bar.id}/share` })).statusCode).toBe(204);
    expect((await byLink.take('end')).data).toEqual({ reason: 'revoked' });
    await byLink.finished;
    expect(mine.done).toBe(false);

    expect((await owner.post('/logout', {})).statusCode).toBe(204);
    expect((await mine.take('end')).data).toEqual({ reason: 'loggedOut' });

    const guest = await startedClient(app);
    const other = await savedBar(guest);
    const watching = await watch(`/api/bars/${other.id}/events?preview_token=${other.preview_token}`);
    expect((await guest.request({ method: 'DELETE', url: `/api/bars/${other.id}` })).statusCode).toBe(204);
    expect((await watching.take('end')).data).toEqual({ reason: 'removed' });
  });

  it(`lets at most ${LIVE_LIMITS.viewersPerBar} viewers watch one bar`, async () => {
    const owner = await startedClient(app);
    const bar = await savedBar(owner);
    const path = `/api/bars/${bar.id}/events?preview_token=${bar.preview_token}`;
    for (let index = 0; index < LIVE_LIMITS.viewersPerBar; index++) await watch(path);
    const refused = await LiveStream.open(base, path);
    expect(refused).toMatchObject({ status: 429 });
    expect(JSON.stringify(refused)).toContain('20');
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))(
  'the live channel across two server processes (%s)',
  (kind) => {
    const servers = useLiveServers(kind, 2);

    it('brings a save on one process to the viewers of the other, and ends their streams when the links are replaced', async () => {
      const first = servers.apps[0] as FastifyInstance;
      const secondBase = servers.bases[1] as string;
      const { client: owner } = await loggedInClient(first, servers.database.db);
      const created = await createBar(owner, 'Two processes');
      const byLink = await opened(secondBase, `/api/bars/${created.id}/events?edit_token=${created.edit_token}`);
      const byOwner = await opened(secondBase, `/api/bars/${created.id}/events`, owner);
      servers.streams.push(byLink, byOwner);
      await byLink.take('hello');

      expect((await owner.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(2) })).statusCode).toBe(200);
      const change = (await byLink.take('patch')).data as LivePatchEvent;
      expect(change.version).toBe(2);
      expect(change.ops.length).toBeGreaterThan(0);
      expect((await byOwner.take('patch')).id).toBe('2');

      expect((await owner.request({ method: 'DELETE', url: `/api/bars/${created.id}/share` })).statusCode).toBe(204);
      expect((await byLink.take('end')).data).toEqual({ reason: 'revoked' });
      // The owner's stream stays, and hears the next save.
      expect((await patch(owner, `/api/bars/${created.id}`, setFrames('9005'), 2)).statusCode).toBe(200);
      expect((await byOwner.take('patch')).data).toMatchObject({ version: 3 });
      expect(byOwner.done).toBe(false);
    });
  },
);
