import { barPatchMinimalResultSchema, barPatchResponseSchema } from '@bar/contracts/barPatch';
import { barResponseSchema } from '@bar/contracts/bars';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { barRevisions, bars } from '../src/db/schema.ts';
import { barDocumentParts } from '../src/features/bars/documentColumns.ts';
import { findBar } from '../src/features/bars/repository.ts';
import { createTestApp } from './helpers/app.ts';
import { type CreatedBar, createBar, graxxBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const JSON_PATCH = 'application/json-patch+json';

type Operation = { op: string; path?: string; from?: string; value?: unknown; [key: string]: unknown };

function patch(
  client: TestClient,
  url: string,
  operations: unknown,
  ifMatch: string | null,
  contentType = JSON_PATCH,
  extraHeaders: Record<string, string> = {},
) {
  return client.request({
    method: 'PATCH',
    url,
    payload: typeof operations === 'string' ? operations : JSON.stringify(operations),
    headers: { 'content-type': contentType, ...(ifMatch === null ? {} : { 'if-match': ifMatch }), ...extraHeaders },
  });
}

const setFrames = (color: string): Operation[] => [{ op: 'replace', path: '/settings/colors/frames', value: color }];

describe.each(databaseKinds)('PATCH /api/bars/{id} (%s)', (kind) => {
  const server = useTestApp(kind, { guest: true });

  /** A bar of `modules` G-Raxx modules at version 2. */
  async function savedBar(modules = 3, owner: TestClient = server.guest): Promise<CreatedBar> {
    const created = await createBar(owner);
    const saved = await owner.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(modules) });
    expect(saved.statusCode).toBe(200);
    return { ...created, version: 2 };
  }

  async function stored(id: string) {
    const row = await findBar(server.db, id);
    const revisions = await server.db.select().from(barRevisions).where(eq(barRevisions.barId, id));
    if (!row) throw new Error(`bar ${id} is not stored`);
    return { version: row.version, name: row.name, document: row.document, revisions: revisions.length };
  }

  it('applies a one-colour change: 200 with version, parts and warnings, an ETag, a reply under 10 KB', async () => {
    const bar = await savedBar(12);
    const response = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"3"');
    expect(Buffer.byteLength(response.body)).toBeLessThan(10 * 1024);
    const body = barPatchResponseSchema.parse(response.json());
    expect(body.data.version).toBe(3);
    expect(body.data.parts.list.length).toBeGreaterThan(0);
    expect(body.data.packaging_recommendation).toEqual(body.data.parts.packaging_recommendation);
    expect(Object.keys(response.json().data).sort()).toEqual([
      'packaging_recommendation',
      'parts',
      'power',
      'transport',
      'version',
      'warnings',
    ]);
    // The plan's totals only, beside the parts list (which does not carry the plan).
    expect(Object.keys(response.json().data.transport).sort()).toEqual(['bags', 'vehicles', 'volume_l', 'weight_g']);
    expect(Object.keys(response.json().data.parts)).not.toContain('transport');
    expect(body.data.transport.bags).toBe(body.data.packaging_recommendation.reduce((sum, line) => sum + line.qty, 0));

    const row = await stored(bar.id);
    expect(row.version).toBe(3);
    expect(row.revisions).toBe(3);
    expect(row.document.settings.colors.frames).toBe('9005');
    expect(row.document.front.baseModules).toHaveLength(12);
    const read = await server.guest.get(`/api/bars/${bar.id}`);
    expect(read.headers.etag).toBe('"3"');
    expect(read.json().data.settings.colors.frames).toBe('9005');
  });

  it('answers Prefer: return=minimal with the version and the parts list only, and says so', async () => {
    const bar = await savedBar(12);
    const full = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"');
    expect(full.headers['preference-applied']).toBeUndefined();
    const prefer = { prefer: 'respond-async, Return = "minimal"; lenient' };
    const response = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('3020'), '"3"', JSON_PATCH, prefer);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"4"');
    expect(response.headers['preference-applied']).toBe('return=minimal');
    const body = barPatchMinimalResultSchema.strict().parse(response.json().data);
    expect(body.version).toBe(4);
    expect(Object.keys(response.json().data).sort()).toEqual(['parts', 'version']);
    // The same parts list as the full reply's (only the colour changed), in fewer bytes.
    expect(body.parts).toEqual(barPatchResponseSchema.parse(full.json()).data.parts);
    expect(Buffer.byteLength(response.body)).toBeLessThan(Buffer.byteLength(full.body));
    expect((await stored(bar.id)).document.settings.colors.frames).toBe('3020');
    // A stale version still answers 409 with the bar as stored, whatever the preference.
    const stale = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9010'), '"3"', JSON_PATCH, prefer);
    expect(stale.statusCode).toBe(409);
    expect(barResponseSchema.parse(stale.json()).data.version).toBe(4);
    // Any other preference, however long, is ignored: the full reply.
    const other = { prefer: `handling=lenient, return=representation; ${'x'.repeat(2000)}` };
    const ignored = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9010'), '"4"', JSON_PATCH, other);
    expect(ignored.statusCode).toBe(200);
    expect(ignored.headers['preference-applied']).toBeUndefined();
    expect(barPatchResponseSchema.parse(ignored.json()).data.version).toBe(5);
  });

  it('applies every kind of operation in order and renames through /name', async () => {
    const bar = await savedBar(2);
    const response = await patch(
      server.guest,
      `/api/bars/${bar.id}`,
      [
        { op: 'test', path: '/front/baseModules/0/base_module_id', value: 1 },
        { op: 'replace', path: '/name', value: 'Patched' },
        { op: 'add', path: '/singleParts/-', value: { part_id: 1, count: 2 } },
        { op: 'add', path: '/singleParts/-', value: { part_id: 2, count: 1 } },
        { op: 'copy', from: '/settings/colors/frames', path: '/settings/colors/panels' },
        { op: 'replace', path: '/orbit_settings/zoom', value: -7 },
        { op: 'remove', path: '/singleParts/1' },
        { op: 'move', from: '/singleParts/0', path: '/singleParts/0' },
      ],
      '"2"',
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await stored(bar.id);
    expect(row).toMatchObject({ version: 3, name: 'Patched' });
    expect(row.document.singleParts).toEqual([{ part_id: 1, count: 2 }]);
    expect(row.document.orbit_settings.zoom).toBe(-7);
    expect(row.document.settings.colors.panels).toBe(row.document.settings.colors.frames);
  });

  it('patches a stored document that predates the schema (an unknown key, a missing field) as restored', async () => {
    const bar = await savedBar(1);
    const row = await findBar(server.db, bar.id);
    if (!row) throw new Error('no row');
    const { singleParts: _singleParts, ...older } = row.document;
    const legacy = { ...older, retiredField: true } as unknown as typeof row.document;
    await server.db.update(bars).set(barDocumentParts(legacy)).where(eq(bars.id, bar.id));
    // Another process: it has not seen this bar, so it reads the stored document.
    const other = await createTestApp(server.database);
    const response = await patch(
      server.guest.withApp(other),
      `/api/bars/${bar.id}`,
      [{ op: 'add', path: '/singleParts/-', value: { part_id: 1, count: 1 } }],
      '"2"',
    );
    await other.close();
    expect(response.statusCode, response.body).toBe(200);
    const stored = (await findBar(server.db, bar.id))?.document;
    expect(stored?.singleParts).toEqual([{ part_id: 1, count: 1 }]);
    expect(stored).not.toHaveProperty('retiredField');
  });

  it('stores no version for a patch that changes nothing', async () => {
    const bar = await savedBar(1);
    const response = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9016'), '"2"');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.version).toBe(2);
    expect(response.headers.etag).toBe('"2"');
    expect(await stored(bar.id)).toMatchObject({ version: 2, revisions: 2 });
  });

  it('answers 409 with the current bar for a stale If-Match, and loses nothing', async () => {
    const bar = await savedBar(1);
    expect((await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"')).statusCode).toBe(200);
    const before = await stored(bar.id);
    const response = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('3020'), '"2"');
    expect(response.statusCode).toBe(409);
    expect(response.headers.etag).toBe('"3"');
    const current = barResponseSchema.parse(response.json()).data;
    expect(current).toMatchObject({ id: bar.id, version: 3 });
    expect(current.settings.colors.frames).toBe('9005');
    expect(await stored(bar.id)).toEqual(before);
  });

  it('two tabs patch the same version: one gets 409, re-applies on the current bar, both changes are stored', async () => {
    const bar = await savedBar(2);
    const other = await createTestApp(server.database);
    try {
      const tabA = server.guest;
      const tabB = server.guest.withApp(other);
      const changeA = setFrames('9005');
      const changeB: Operation[] = [{ op: 'replace', path: '/orbit_settings/zoom', value: -9 }];
      const [first, second] = await Promise.all([
        patch(tabA, `/api/bars/${bar.id}`, changeA, '"2"'),
        patch(tabB, `/api/bars/${bar.id}`, changeB, '"2"'),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const [loser, lostChange, loserTab] = first.statusCode === 409 ? [first, changeA, tabA] : [second, changeB, tabB];
      const current = loser.json().data;
      expect(loser.headers.etag).toBe(`"${current.version}"`);
      const retried = await patch(loserTab, `/api/bars/${bar.id}`, lostChange, `"${current.version}"`);
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data.version).toBe(4);

      const row = await stored(bar.id);
      expect(row.version).toBe(4);
      expect(row.document.settings.colors.frames).toBe('9005');
      expect(row.document.orbit_settings.zoom).toBe(-9);
      expect(row.revisions).toBe(4);
    } finally {
      await other.close();
    }
  });

  const badPatches: [string, unknown, string, RegExp][] = [
    [
      'an unknown path',
      [{ op: 'replace', path: '/front/baseModules/99/color', value: 'x' }],
      'front.baseModules.99.color',
      /does not exist/,
    ],
    [
      'a path outside the document',
      [{ op: 'replace', path: '/parts/total_price', value: 1 }],
      'parts.total_price',
      /does not exist/,
    ],
    [
      'a failed test',
      [{ op: 'test', path: '/settings/colors/frames', value: '9005' }, ...setFrames('3020')],
      'settings.colors.frames',
      /test expects/,
    ],
    [
      'a remove of something absent',
      [{ op: 'remove', path: '/settings/nothing' }],
      'settings.nothing',
      /does not exist/,
    ],
    ['a move from nowhere', [{ op: 'move', from: '/nowhere', path: '/name' }], 'name', /"from" path/],
    [
      'an index beyond the list',
      [{ op: 'add', path: '/singleParts/5', value: { part_id: 1, count: 1 } }],
      'singleParts.5',
      /beyond the end/,
    ],
    ['an unknown op', [{ op: 'merge', path: '/name', value: 'x' }], '0.op', /./],
    ['a missing value', [{ op: 'replace', path: '/name' }], '0.value', /required/],
    ['an unknown key in an operation', [{ op: 'remove', path: '/name', value: 1 }], '0.value', /unknown/],
    ['a path that is no JSON Pointer', [{ op: 'remove', path: 'name' }], '0.path', /JSON Pointer/],
    ['a prototype path', [{ op: 'add', path: '/__proto__/isAdmin', value: true }], '0.path', /not allowed/],
    ['an empty patch', [], '_', /at least one/],
    ['an object instead of a list', { op: 'replace', path: '/name', value: 'x' }, '_', /./],
    ['a colour outside the palette', setFrames('nope'), 'settings.colors.frames', /./],
    ['an unknown document key', [{ op: 'add', path: '/owner_id', value: 1 }], 'owner_id', /unknown/],
    ['a wrong type', [{ op: 'replace', path: '/orbit_settings/zoom', value: 'far' }], 'orbit_settings.zoom', /./],
    [
      'overlapping modules',
      [{ op: 'copy', from: '/front/baseModules/0/position', path: '/front/baseModules/1/position' }],
      'front.baseModules.1.position',
      /P1: modules overlap/,
    ],
    ['a too short name', [{ op: 'replace', path: '/name', value: 'x' }], 'name', /too short/],
    ['a removed name', [{ op: 'remove', path: '/name' }], 'name', /./],
  ];

  it.each(badPatches.map(([name]) => [name]))(
    'refuses %s with 422 naming the path, and stores nothing',
    async (name) => {
      const entry = badPatches.find(([candidate]) => candidate === name);
      if (!entry) throw new Error(`no bad patch ${name}`);
      const [, operations, path, message] = entry;
      const bar = await savedBar(2);
      const before = await stored(bar.id);
      const response = await patch(server.guest, `/api/bars/${bar.id}`, operations, '"2"');
      expect(response.statusCode, response.body).toBe(422);
      const errors: Record<string, string[]> = response.json().errors;
      expect(Object.keys(errors)).toContain(path);
      expect(errors[path]?.join(' ')).toMatch(message);
      expect(await stored(bar.id)).toEqual(before);
    },
  );

  it('refuses a missing or malformed If-Match with 422 naming the header, and stores nothing', async () => {
    const bar = await savedBar(1);
    const before = await stored(bar.id);
    for (const ifMatch of [null, '2', 'W/"2"', '"0"', '*', '"2", "3"']) {
      const response = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), ifMatch);
      expect(response.statusCode, String(ifMatch)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['if-match']);
    }
    const missing = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), null);
    expect(missing.json().message).toMatch(/If-Match header is required/);
    expect(await stored(bar.id)).toEqual(before);
  });

  it('takes only application/json-patch+json (415 otherwise) and refuses a body that is no JSON (400)', async () => {
    const bar = await savedBar(1);
    const before = await stored(bar.id);
    const asJson = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"', 'application/json');
    expect(asJson.statusCode).toBe(415);
    expect(asJson.headers['accept-patch']).toBe(JSON_PATCH);
    const merge = await patch(
      server.guest,
      `/api/bars/${bar.id}`,
      setFrames('9005'),
      '"2"',
      'application/merge-patch+json',
    );
    expect(merge.statusCode).toBe(415);
    const broken = await patch(server.guest, `/api/bars/${bar.id}`, '[{"op":', '"2"');
    expect(broken.statusCode).toBe(400);
    const poisoned = await patch(server.guest, `/api/bars/${bar.id}`, '{"__proto__":{"x":1}}', '"2"');
    expect(poisoned.statusCode).toBe(400);
    expect(await stored(bar.id)).toEqual(before);
  });

  it('answers 404 for an unknown or removed bar', async () => {
    expect(
      (await patch(server.guest, '/api/bars/00000000-0000-4000-8000-000000000000', setFrames('9005'), '"1"'))
        .statusCode,
    ).toBe(404);
    expect((await patch(server.guest, '/api/bars/not-a-uuid', setFrames('9005'), '"1"')).statusCode).toBe(404);
    const bar = await savedBar(1);
    expect((await server.guest.request({ method: 'DELETE', url: `/api/bars/${bar.id}` })).statusCode).toBe(204);
    expect((await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"')).statusCode).toBe(404);
  });

  it('stores a colour without writing either side again; a module change writes its side', async () => {
    // The sides are stored out of the row (TOAST): a value written anew gets a new chunk id there.
    // (The rest of the document, under 1 KB, is stored out of the row too: see migration 0014.)
    const bar = await savedBar(40);
    const [{ toast } = { toast: '' }] = (
      await server.database.runSql(`select reltoastrelid::regclass::text as toast from pg_class where relname = 'bars'`)
    ).rows as { toast: string }[];
    const chunks = async () =>
      (
        await server.database.runSql(
          `select chunk_id::text as id from ${toast} group by chunk_id having sum(length(chunk_data)) > 1024 order by 1`,
        )
      ).rows.map((row) => (row as { id: string }).id);
    const before = await chunks();
    expect(before.length).toBeGreaterThanOrEqual(1);
    let version = 2;
    for (const colour of ['9005', '9010', '7016']) {
      const response = await patch(server.guest, `/api/bars/${bar.id}`, setFrames(colour), `"${version}"`);
      expect(response.statusCode).toBe(200);
      version += 1;
    }
    expect(await chunks()).toEqual(before);
    expect((await stored(bar.id)).document.settings.colors.frames).toBe('7016');

    const front = await patch(
      server.guest,
      `/api/bars/${bar.id}`,
      [{ op: 'replace', path: '/front/settings/colors/panels', value: '9005' }],
      `"${version}"`,
    );
    expect(front.statusCode).toBe(200);
    const after = await chunks();
    expect(after).not.toEqual(before);
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
    expect((await stored(bar.id)).document.front.settings.colors.panels).toBe('9005');
  });

  it("answers 401 to a guest and 403 to another user or a preview link for someone's bar, and stores nothing", async () => {
    const { client: owner } = await loggedInClient(server.app, server.db);
    const bar = await savedBar(1, owner);
    const before = await stored(bar.id);
    const guest = await startedClient(server.app);
    expect((await patch(guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"')).statusCode).toBe(401);
    const { client: other } = await loggedInClient(server.app, server.db);
    const refused = await patch(other, `/api/bars/${bar.id}`, setFrames('9005'), '"2"');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have the necessary rights to access this configuration.');
    const preview = await patch(
      guest,
      `/api/bars/${bar.id}?preview_token=${bar.preview_token}`,
      setFrames('9005'),
      '"2"',
    );
    expect(preview.statusCode).toBe(403);
    expect(await stored(bar.id)).toEqual(before);

    const withEditLink = await patch(
      guest,
      `/api/bars/${bar.id}?edit_token=${bar.edit_token}`,
      setFrames('9005'),
      '"2"',
    );
    expect(withEditLink.statusCode).toBe(200);
  });

  it("lets a guest patch the bar of the guest's own session", async () => {
    const guest = await startedClient(server.app);
    const bar = await savedBar(1, guest);
    expect((await patch(guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"')).statusCode).toBe(200);
    const stranger = await startedClient(server.app);
    expect((await patch(stranger, `/api/bars/${bar.id}`, setFrames('3020'), '"3"')).statusCode).toBe(403);
  });

  // A process that saved or served a version holds that bar: its next PATCH is checked on what the
  // process holds and stored in one statement that confirms, in the row, what the access check and
  // the checks rested on. Another process may change those columns without a new version; these
  // make the changes as another process would (straight in the database) after this one saved.

  /** Counts the statements the app sends to the database while `run` runs. */
  async function countStatements(run: () => Promise<unknown>): Promise<number> {
    const driver = (server.db._.session as unknown as { client: { query: (...args: unknown[]) => unknown } }).client;
    const spy = vi.spyOn(driver, 'query');
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it('saves a bar this process holds with one statement besides the session; one it does not hold is read first', async () => {
    const bar = await savedBar(3);
    let response = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"');
    const held = await countStatements(async () => {
      response = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9010'), '"3"');
    });
    expect(response.statusCode).toBe(200);
    expect(held).toBe(2);
    // Another process (an app of its own on the same database) holds nothing yet.
    const other = await createTestApp(server.database);
    try {
      const otherClient = await startedClient(other);
      const url = `/api/bars/${bar.id}?edit_token=${bar.edit_token}`;
      const read = await countStatements(async () => {
        response = await patch(otherClient, url, setFrames('7016'), '"4"');
      });
      expect(response.statusCode).toBe(200);
      expect(read).toBeGreaterThan(2);
    } finally {
      await other.close();
    }
    expect(await stored(bar.id)).toMatchObject({ version: 5 });
    expect((await stored(bar.id)).document.settings.colors.frames).toBe('7016');
  });

  it('refuses a held bar whose edit link was replaced, or which got an owner, since this process saved it', async () => {
    const guest = await startedClient(server.app);
    const bar = await savedBar(1, guest);
    const url = `/api/bars/${bar.id}?edit_token=${bar.edit_token}`;
    expect((await patch(guest, url, setFrames('9005'), '"2"')).statusCode).toBe(200);
    const stranger = await startedClient(server.app);
    expect((await patch(stranger, url, setFrames('9010'), '"3"')).statusCode).toBe(200);
    await server.db.update(bars).set({ editToken: 'replaced-elsewhere' }).where(eq(bars.id, bar.id));
    expect((await patch(stranger, url, setFrames('7016'), '"4"')).statusCode).toBe(403);

    // The guest who created it edits through the session, until someone owns the bar.
    expect((await patch(guest, `/api/bars/${bar.id}`, setFrames('7016'), '"4"')).statusCode).toBe(200);
    const { userId } = await loggedInClient(server.app, server.db);
    await server.db.update(bars).set({ ownerId: userId }).where(eq(bars.id, bar.id));
    expect((await patch(guest, `/api/bars/${bar.id}`, setFrames('3020'), '"5"')).statusCode).toBe(401);
    const row = await stored(bar.id);
    expect(row.version).toBe(5);
    expect(row.document.settings.colors.frames).toBe('7016');
  });

  it('answers 404 for a held bar removed since, and prices with the catalogue as it is now', async () => {
    const removed = await savedBar(1);
    expect((await patch(server.guest, `/api/bars/${removed.id}`, setFrames('9005'), '"2"')).statusCode).toBe(200);
    await server.db.update(bars).set({ deletedAt: new Date() }).where(eq(bars.id, removed.id));
    expect((await patch(server.guest, `/api/bars/${removed.id}`, setFrames('9010'), '"3"')).statusCode).toBe(404);

    const bar = await savedBar(2);
    const first = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9005'), '"2"');
    expect(first.statusCode).toBe(200);
    const before = barPatchResponseSchema.parse(first.json()).data.parts.total_price;
    // A price change by another process bumps the catalogue's version (a trigger).
    await server.database.runSql('update parts set price_cents = price_cents + 1000');
    try {
      const second = await patch(server.guest, `/api/bars/${bar.id}`, setFrames('9010'), '"3"');
      expect(second.statusCode).toBe(200);
      const after = barPatchResponseSchema.parse(second.json()).data.parts.total_price;
      expect(after).toBeGreaterThan(before);
      const [row] = await server.db.select({ total: bars.totalPriceCents }).from(bars).where(eq(bars.id, bar.id));
      expect(row?.total).toBe(after);
    } finally {
      await server.database.runSql('update parts set price_cents = price_cents - 1000');
    }
  });

  it('refuses a patch without the CSRF header with 419, and stores nothing', async () => {
    const bar = await savedBar(1);
    const before = await stored(bar.id);
    const response = await server.guest.request({
      method: 'PATCH',
      url: `/api/bars/${bar.id}`,
      payload: JSON.stringify(setFrames('9005')),
      headers: { 'content-type': JSON_PATCH, 'if-match': '"2"' },
      withoutCsrfHeader: true,
    });
    expect(response.statusCode).toBe(419);
    expect(await stored(bar.id)).toEqual(before);
  });
});
