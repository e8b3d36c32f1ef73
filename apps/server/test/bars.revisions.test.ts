import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { barRevisions } from '../src/db/schema.ts';
import { checkDocument } from '../src/features/bars/prepareDocument.ts';
import { findBar, findRevision, SNAPSHOT_EVERY_VERSIONS } from '../src/features/bars/repository.ts';
import { applyRevisionPatch, diffJson } from '../src/features/bars/revisionPatch.ts';
import { type CreatedBar, createBar, graxxBar, seedCatalogue } from './helpers/bars.ts';
import type { TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const JSON_PATCH = 'application/json-patch+json';

/** The document a save of graxxBar(count) stores. */
function graxxBarChecked(count: number) {
  const checked = checkDocument(graxxBar(count), seedCatalogue);
  if (!checked.ok) throw new Error('graxxBar must pass the checks');
  return checked.doc;
}
const COLOURS = ['9005', '9010', '7016', '3020', '5010'];
const sqlBytes = sql<number>`octet_length(${barRevisions.patch}::text)`;

/** A JSON value as JSON gives it back (no -0, no `__proto__` keys, which no document holds). */
const jsonArbitrary = fc
  .jsonValue({ maxDepth: 4 })
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown)
  .filter((value) => !JSON.stringify(value).includes('"__proto__"'));

/** A PATCH of the frame colour, made on `version`. */
function patchColourWith(client: TestClient, bar: CreatedBar, version: number, colour: string) {
  return client.request({
    method: 'PATCH',
    url: `/api/bars/${bar.id}`,
    payload: JSON.stringify([{ op: 'replace', path: '/settings/colors/frames', value: colour }]),
    headers: { 'content-type': JSON_PATCH, 'if-match': `"${version}"` },
  });
}

describe('diffJson', () => {
  it('gives operations that turn any JSON value into any other', () => {
    fc.assert(
      fc.property(jsonArbitrary, jsonArbitrary, (before, after) => {
        const patch = diffJson(before, after);
        expect(applyRevisionPatch(structuredClone(before), structuredClone(patch))).toEqual(after);
        if (JSON.stringify(before) === JSON.stringify(after)) expect(patch).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('names only what changed: one colour of a bar is one replace', () => {
    const before = graxxBar(12);
    const after = { ...before, settings: { ...before.settings, colors: { ...before.settings.colors, frames: 'x' } } };
    expect(diffJson(before, after)).toEqual([{ op: 'replace', path: '/settings/colors/frames', value: 'x' }]);
    expect(diffJson({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    // Keys a plain object also inherits (functions on its prototype) are told by what the JSON holds.
    expect(diffJson({}, { toString: 1, constructor: { a: 1 } })).toEqual([
      { op: 'add', path: '/toString', value: 1 },
      { op: 'add', path: '/constructor', value: { a: 1 } },
    ]);
    expect(diffJson({ hasOwnProperty: null, valueOf: 2 }, {})).toEqual([
      { op: 'remove', path: '/hasOwnProperty' },
      { op: 'remove', path: '/valueOf' },
    ]);
    expect(diffJson({ toString: 1 }, { toString: 2 })).toEqual([{ op: 'replace', path: '/toString', value: 2 }]);
    expect(diffJson({ 'a/b~': [1, 2, 3] }, { 'a/b~': [1] })).toEqual([
      { op: 'remove', path: '/a~1b~0/2' },
      { op: 'remove', path: '/a~1b~0/1' },
    ]);
  });
});

describe.each(databaseKinds)('revisions stored as patches (%s)', (kind) => {
  const server = useTestApp(kind, { config: { revisions: { keepLast: 4, keepDailyDays: 0 } }, guest: true });

  const patchColour = (bar: CreatedBar, version: number, colour: string) =>
    patchColourWith(server.guest, bar, version, colour);

  async function storedRow(id: string) {
    const row = await findBar(server.db, id);
    if (!row) throw new Error(`bar ${id} is not stored`);
    return { version: row.version, document: row.document };
  }

  const revisionsOf = (id: string) =>
    server.db
      .select({ version: barRevisions.version, baseVersion: barRevisions.baseVersion, patch: barRevisions.patch })
      .from(barRevisions)
      .where(eq(barRevisions.barId, id))
      .orderBy(asc(barRevisions.version));

  it('stores a one-colour change as a patch of a few bytes, with a snapshot every SNAPSHOT_EVERY_VERSIONS', async () => {
    const bar = await createBar(server.guest);
    expect((await server.guest.put(`/api/bars/${bar.id}`, { version: 1, ...graxxBar(12) })).statusCode).toBe(200);
    let version = 2;
    for (let turn = 0; turn < SNAPSHOT_EVERY_VERSIONS + 2; turn++) {
      const response = await patchColour(bar, version, COLOURS[turn % COLOURS.length] ?? '9005');
      expect(response.statusCode).toBe(200);
      version += 1;
    }
    const revisions = await revisionsOf(bar.id);
    const snapshots = revisions.filter((revision) => revision.patch === null).map((revision) => revision.version);
    // The first save (no stored document known before it) is a snapshot, then every 20th; creation's
    // snapshot (1) is pruned by now (keepLast 4).
    expect(snapshots).toEqual([2, 2 + SNAPSHOT_EVERY_VERSIONS]);
    // The revision after the second snapshot holds one replace.
    const afterSnapshot = 3 + SNAPSHOT_EVERY_VERSIONS;
    const [next] = await server.db
      .select({ bytes: sqlBytes, baseVersion: barRevisions.baseVersion })
      .from(barRevisions)
      .where(and(eq(barRevisions.barId, bar.id), eq(barRevisions.version, afterSnapshot)));
    expect(next).toEqual({ bytes: expect.any(Number), baseVersion: afterSnapshot - 1 });
    expect(next?.bytes).toBeLessThan(100);
  });

  it('undoes and redoes across snapshot boundaries', async () => {
    const bar = await createBar(server.guest);
    expect((await server.guest.put(`/api/bars/${bar.id}`, { version: 1, ...graxxBar(3) })).statusCode).toBe(200);
    const colours: string[] = [];
    let version = 2;
    for (let turn = 0; turn < SNAPSHOT_EVERY_VERSIONS + 5; turn++) {
      const colour = COLOURS[turn % COLOURS.length] ?? '9005';
      expect((await patchColour(bar, version, colour)).statusCode).toBe(200);
      colours.push(colour);
      version += 1;
    }
    // keepLast 4: the undos reach back three saves, the last one read from the older snapshot's patch.
    for (let undo = 1; undo <= 3; undo++) {
      const response = await server.guest.post(`/api/bars/${bar.id}/undo`, { version });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.settings.colors.frames).toBe(colours.at(-1 - undo));
      version = response.json().data.version;
    }
    for (let redo = 2; redo >= 0; redo--) {
      const response = await server.guest.post(`/api/bars/${bar.id}/redo`, { version });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.settings.colors.frames).toBe(colours.at(-1 - redo));
      version = response.json().data.version;
    }
    // Every revision left is readable, and every patch revision's snapshot is still there.
    const revisions = await revisionsOf(bar.id);
    const versions = new Set(revisions.map((revision) => revision.version));
    for (const revision of revisions) {
      if (revision.baseVersion !== null) expect(versions.has(revision.baseVersion)).toBe(true);
    }
  });

  type Edit =
    | { kind: 'colour'; colour: string }
    | { kind: 'modules'; count: number }
    | { kind: 'rename'; name: string }
    | { kind: 'undo' | 'redo' | 'read' };

  const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('colour' as const), colour: fc.constantFrom(...COLOURS) }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('modules' as const), count: fc.integer({ min: 1, max: 4 }) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), name: fc.constantFrom('A', 'B') }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const, 'read' as const) }) },
  );

  it('gives back exactly the stored document of every kept revision after any sequence of saves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(editArbitrary, { minLength: 1, maxLength: 2 * SNAPSHOT_EVERY_VERSIONS + 5 }),
        async (edits) => {
          const bar = await createBar(server.guest);
          const stored = new Map<number, unknown>([[1, (await storedRow(bar.id)).document]]);
          let version = 1;
          for (const edit of edits) {
            const url = `/api/bars/${bar.id}`;
            const response =
              edit.kind === 'colour'
                ? await patchColour(bar, version, edit.colour)
                : edit.kind === 'modules'
                  ? await server.guest.put(url, { version, ...graxxBar(edit.count) })
                  : edit.kind === 'rename'
                    ? await server.guest.put(url, { version, name: edit.name })
                    : edit.kind === 'read'
                      ? await server.guest.get(url)
                      : await server.guest.post(`${url}/${edit.kind}`, { version });
            // A colour that is already stored may be refused by nothing; undo or redo may find nothing.
            expect([200, 409, 422]).toContain(response.statusCode);
            const row = await storedRow(bar.id);
            // What was saved is what is stored (a short change is applied inside the database).
            if (response.statusCode === 200 && edit.kind === 'colour') {
              expect(row.document.settings.colors.frames).toBe(edit.colour);
            }
            if (response.statusCode === 200 && edit.kind === 'modules') {
              expect(row.document).toEqual(JSON.parse(JSON.stringify(graxxBarChecked(edit.count))));
            }
            version = row.version;
            stored.set(row.version, row.document);
          }
          for (const revision of await revisionsOf(bar.id)) {
            const read = await findRevision(server.db, bar.id, revision.version);
            expect(read?.document).toEqual(stored.get(revision.version));
          }
        },
      ),
      { numRuns: 5 },
    );
  });
});

/** Counted on PGlite, whose client the server calls directly (PostgreSQL's goes through a pool). */
describe('queries of a patch save (pglite)', () => {
  const server = useTestApp('pglite', { guest: true });

  it('saves a one-colour PATCH of a bar this process holds in 2 queries: session, save confirming the row and the catalogue version', async () => {
    const bar = await createBar(server.guest);
    expect((await server.guest.put(`/api/bars/${bar.id}`, { version: 1, ...graxxBar(3) })).statusCode).toBe(200);
    expect((await patchColourWith(server.guest, bar, 2, '9005')).statusCode).toBe(200);
    const queries = vi.spyOn(PGlite.prototype, 'query');
    const transactions = vi.spyOn(PGlite.prototype, 'transaction');
    try {
      expect((await patchColourWith(server.guest, bar, 3, '9010')).statusCode).toBe(200);
      const texts = queries.mock.calls.map(([text]) => String(text).trim());
      expect(texts.map((text) => text.split(' ')[0])).toEqual(['select', 'with']);
      expect(texts[1]).toContain('"catalogue_version"');
      expect(texts[1]).toContain('edit_token =');
      expect(transactions).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
      transactions.mockRestore();
    }
  });
});
