import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { barRevisions } from '../src/db/schema.ts';
import { BoundedPatch } from '../src/features/bars/boundedPatch.ts';
import { findBar } from '../src/features/bars/repository.ts';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '../src/plugins/jsonLimits.ts';
import { copyBombOperations, nestedText } from './fuzz.helpers.ts';
import { createTestApp } from './helpers/app.ts';
import { type CreatedBar, createBar, graxxBar } from './helpers/bars.ts';
import type { TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const JSON_PATCH = 'application/json-patch+json';

function patch(client: TestClient, url: string, payload: string, version: number) {
  return client.request({
    method: 'PATCH',
    url,
    payload,
    headers: { 'content-type': JSON_PATCH, 'if-match': `"${version}"` },
  });
}

const TOO_LARGE = `This patch is too large: it would write more than a save may send (${MAX_JSON_BODY_BYTES} bytes).`;
const TOO_DEEP = `The data is nested deeper than ${MAX_JSON_DEPTH} levels.`;

describe.each(databaseKinds)('PATCH /api/bars/{id}: bounded work (%s)', (kind) => {
  const server = useTestApp(kind, { guest: true });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A bar of `modules` G-Raxx modules at version 2, held by this process (it saved it). */
  async function savedBar(modules: number): Promise<CreatedBar> {
    const created = await createBar(server.guest);
    const saved = await server.guest.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(modules) });
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...created, version: 2 };
  }

  async function stored(id: string) {
    const row = await findBar(server.db, id);
    const revisions = await server.db.select().from(barRevisions).where(eq(barRevisions.barId, id));
    return { version: row?.version, document: row?.document, revisions: revisions.length };
  }

  it('refuses a copy that doubles a value with 422 once it would write more than a save may send, applying it once', async () => {
    const bar = await savedBar(3);
    const before = await stored(bar.id);
    const apply = vi.spyOn(BoundedPatch, 'apply');
    const response = await patch(
      server.guest,
      `/api/bars/${bar.id}`,
      JSON.stringify(copyBombOperations(15, '/settings/bomb')),
      bar.version,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ message: TOO_LARGE, errors: { 'settings.bomb.-': [TOO_LARGE] } });
    // The held way refused; the way that reads the row answered with that refusal, not a second application.
    expect(apply).toHaveBeenCalledTimes(1);
    const outcome = apply.mock.results[0]?.value;
    expect(outcome).toMatchObject({ ok: false, reason: 'tooLarge', index: 12 });
    expect(outcome.bytes).toBeLessThanOrEqual(2 * MAX_JSON_BODY_BYTES);
    expect(await stored(bar.id)).toEqual(before);
  });

  it('refuses a thousand copies of /front on a bar it does not hold after a few, applying them once', async () => {
    const bar = await savedBar(7);
    // Another process (a fresh app on the same database) holds nothing: it reads the row.
    const other = await createTestApp(server.database);
    try {
      const otherClient = server.guest.withApp(other);
      const operations = Array.from({ length: 1000 }, (_, index) => ({
        op: 'copy',
        from: '/front',
        path: `/settings/copy${index}`,
      }));
      const apply = vi.spyOn(BoundedPatch, 'apply');
      const response = await patch(otherClient, `/api/bars/${bar.id}`, JSON.stringify(operations), bar.version);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().message).toBe(TOO_LARGE);
      expect(apply).toHaveBeenCalledTimes(1);
      const outcome = apply.mock.results[0]?.value;
      expect(outcome).toMatchObject({ ok: false, reason: 'tooLarge' });
      expect(outcome.index).toBeLessThan(200);
    } finally {
      await other.close();
    }
    expect((await stored(bar.id)).version).toBe(2);
  });

  it('applies a refused operation once on a bar it holds (a path that does not exist)', async () => {
    const bar = await savedBar(2);
    const apply = vi.spyOn(BoundedPatch, 'apply');
    const operations = [{ op: 'replace', path: '/settings/nothing', value: 1 }];
    const response = await patch(server.guest, `/api/bars/${bar.id}`, JSON.stringify(operations), bar.version);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ 'settings.nothing': ['This path does not exist in the configuration.'] });
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['add', 5_000, 'array'],
    ['replace', 20_000, 'object'],
    ['test', 20_000, 'array'],
  ] as const)(
    'refuses an %s value nested %i levels with 422 before any parser or patch sees it',
    async (op, levels, nesting) => {
      const bar = await savedBar(1);
      const before = await stored(bar.id);
      const apply = vi.spyOn(BoundedPatch, 'apply');
      const payload = `[{"op":"${op}","path":"/settings/colors","value":${nestedText(levels, nesting)}}]`;
      const response = await patch(server.guest, `/api/bars/${bar.id}`, payload, bar.version);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ message: TOO_DEEP, errors: { _: [TOO_DEEP] } });
      expect(apply).not.toHaveBeenCalled();
      expect(await stored(bar.id)).toEqual(before);
    },
  );

  it('refuses a JSON body nested 20,000 levels on the other routes too (a save, a new bar) with 422', async () => {
    const bar = await savedBar(1);
    const save = await server.guest.request({
      method: 'PUT',
      url: `/api/bars/${bar.id}`,
      payload: `{"version":2,"settings":${nestedText(20_000, 'object')}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(save.statusCode, save.body).toBe(422);
    expect(save.json().message).toBe(TOO_DEEP);
    const created = await server.guest.request({
      method: 'POST',
      url: '/api/bars',
      payload: `{"name":"Deep","x":${nestedText(20_000, 'array')}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(created.statusCode, created.body).toBe(422);
    expect((await stored(bar.id)).version).toBe(2);
  });

  it('a value nested as deeply as a body may still reaches the document checks (422 naming the field)', async () => {
    const bar = await savedBar(1);
    // The list of operations and the operation take 2 levels.
    const value = nestedText(MAX_JSON_DEPTH - 2, 'array');
    const payload = `[{"op":"replace","path":"/settings/colors","value":${value}}]`;
    const response = await patch(server.guest, `/api/bars/${bar.id}`, payload, bar.version);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['settings.colors']);
  });

  it('saves a patch of 1,000 operations on the 60-module bar', async () => {
    const bar = await savedBar(60);
    const colours = ['9005', '9010', '7016', '3020'];
    const operations = Array.from({ length: 1000 }, (_, index) =>
      index % 2 === 0
        ? { op: 'replace', path: '/settings/colors/frames', value: colours[index % 4] }
        : { op: 'test', path: `/front/baseModules/${index % 60}/base_module_id`, value: 1 },
    );
    const response = await patch(server.guest, `/api/bars/${bar.id}`, JSON.stringify(operations), bar.version);
    expect(response.statusCode, response.body).toBe(200);
    const row = await stored(bar.id);
    expect(row.version).toBe(3);
    expect((row.document as { settings: { colors: { frames: string } } }).settings.colors.frames).toBe('7016');
  });
});
