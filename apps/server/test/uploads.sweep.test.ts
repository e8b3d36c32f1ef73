import { uploadResponseSchema } from '@bar/contracts/uploads';
import { eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { barPresets, barRevisions, bars, throttles } from '../src/db/schema.ts';
import { assemblies } from '../src/db/schemaCatalogue.ts';
import { contentSections, uploads } from '../src/db/schemaContent.ts';
import { barDocumentParts } from '../src/features/bars/documentColumns.ts';
import { SWEEP_UPLOADS_JOB, sweepUploads } from '../src/features/uploads/sweepUploads.ts';
import { createBar, graxxBar } from './helpers/bars.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import { waitUntil } from './helpers/serverProcess.ts';
import { useTestApp } from './helpers/testApp.ts';

const HOUR_MS = 60 * 60 * 1000;
const GRACE_MS = 24 * HOUR_MS;

describe.each(databaseKinds)('sweep of unreferenced uploads (%s)', (kind) => {
  // The worker runs in this process on both databases, so that the queued sweep runs here.
  const server = useTestApp(kind, { jobs: { runWorker: true, pollingIntervalSeconds: 0.5 }, ready: true, guest: true });
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#38c' } })
      .png()
      .toBuffer();
  });
  beforeEach(async () => {
    await server.db.delete(uploads);
  });

  /** A stored upload made `ageHours` ago; returns its id. */
  async function uploaded(ageHours: number): Promise<string> {
    const { payload, headers } = multipartBody({ filename: 'logo.png', contentType: 'image/png', bytes: png });
    const response = await server.guest.request({ method: 'POST', url: '/api/uploads', payload, headers });
    expect(response.statusCode).toBe(201);
    const { id } = uploadResponseSchema.parse(response.json()).data;
    const createdAt = new Date(Date.now() - ageHours * HOUR_MS);
    await server.db.update(uploads).set({ createdAt }).where(eq(uploads.id, id));
    return id;
  }

  async function storedIds(ids: string[]): Promise<string[]> {
    const rows = await server.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
    return rows.map((row) => row.id).sort();
  }

  /** A brand sign showing the upload on the first front module, as the editor stores it. */
  function withPicture(id: string) {
    const doc = graxxBar(1);
    const [module, ...others] = doc.front.baseModules;
    if (!module) throw new Error('no module');
    const brandsigns = [{ part_id: 1, edge: 'n' as const, image_url: `/api/uploads/${id}`, fill_image: false }];
    return { ...doc, front: { ...doc.front, baseModules: [{ ...module, brandsigns }, ...others] } };
  }

  it('removes old unreferenced uploads with their bytes and keeps young ones', async () => {
    const old = await uploaded(25);
    const young = await uploaded(23);
    expect(await sweepUploads(server.db, { graceMs: GRACE_MS })).toBe(1);
    expect(await storedIds([old, young])).toEqual([young]);
    expect((await server.guest.get(`/api/uploads/${old}`)).statusCode).toBe(404);
    expect((await server.guest.get(`/api/uploads/${young}`)).statusCode).toBe(200);
  });

  it('keeps uploads a bar, a removed bar or only an older revision of a bar shows', async () => {
    const [inBar, inRemovedBar, inRevision, unused] = [
      await uploaded(48),
      await uploaded(48),
      await uploaded(48),
      await uploaded(48),
    ];
    const live = await createBar(server.guest, 'Live');
    await server.db
      .update(bars)
      .set(barDocumentParts(withPicture(inBar)))
      .where(eq(bars.id, live.id));
    const removed = await createBar(server.guest, 'Removed');
    await server.db
      .update(bars)
      .set({ ...barDocumentParts(withPicture(inRemovedBar)), deletedAt: new Date() })
      .where(eq(bars.id, removed.id));
    // The picture was taken off in a later save; restoring the first revision brings it back.
    const edited = await createBar(server.guest, 'Edited');
    await server.db
      .insert(barRevisions)
      .values({ barId: edited.id, version: 99, document: withPicture(inRevision), name: 'Edited' });

    expect(await sweepUploads(server.db, { graceMs: GRACE_MS })).toBe(1);
    expect(await storedIds([inBar, inRemovedBar, inRevision, unused])).toEqual(
      [inBar, inRemovedBar, inRevision].sort(),
    );
  });

  it('keeps uploads a preset, an assembly thumbnail or a home screen section shows', async () => {
    const [presetDocument, presetThumbnail, assemblyThumbnail, section] = [
      await uploaded(48),
      await uploaded(48),
      await uploaded(48),
      await uploaded(48),
    ];
    const [preset] = await server.db.select().from(barPresets).limit(1);
    const [assembly] = await server.db.select().from(assemblies).limit(1);
    if (!preset || !assembly) throw new Error('the seed has no preset or assembly');
    await server.db
      .update(barPresets)
      .set({
        document: withPicture(presetDocument),
        thumbnail: `https://bars.example.com/api/uploads/${presetThumbnail}`,
      })
      .where(eq(barPresets.id, preset.id));
    await server.db
      .update(assemblies)
      .set({ thumbnail: `/api/uploads/${assemblyThumbnail}` })
      .where(eq(assemblies.id, assembly.id));
    await server.db.insert(contentSections).values({
      id: 'a'.repeat(40),
      type: 'text',
      value: { title: { en: `<img src="/api/uploads/${section}">` } } as never,
      position: 99,
    });
    try {
      expect(await sweepUploads(server.db, { graceMs: GRACE_MS })).toBe(0);
      expect(await storedIds([presetDocument, presetThumbnail, assemblyThumbnail, section])).toHaveLength(4);
    } finally {
      await server.db
        .update(barPresets)
        .set({ document: preset.document, thumbnail: preset.thumbnail })
        .where(eq(barPresets.id, preset.id));
      await server.db.update(assemblies).set({ thumbnail: assembly.thumbnail }).where(eq(assemblies.id, assembly.id));
      await server.db.delete(contentSections).where(eq(contentSections.id, 'a'.repeat(40)));
    }
  });

  it('runs as the queued job, which also drops throttle counters of passed windows', async () => {
    const old = await uploaded(30);
    await server.db.insert(throttles).values([
      { key: 'test:passed', hits: 3, windowEndsAt: new Date(Date.now() - 1000) },
      { key: 'test:current', hits: 3, windowEndsAt: new Date(Date.now() + HOUR_MS) },
    ]);
    await server.app.jobs.enqueue(SWEEP_UPLOADS_JOB, {});
    const counters = async () =>
      (await server.db.select({ key: throttles.key }).from(throttles).where(like(throttles.key, 'test:%')))
        .map((row) => row.key)
        .sort();
    await waitUntil(async () => (await counters()).length === 1, 'the queued sweep', 20_000);
    expect(await counters()).toEqual(['test:current']);
    expect(await storedIds([old])).toEqual([]);
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('sweep beside a save in flight (%s)', (kind) => {
  const server = useTestApp(kind);

  // Where a save writes an upload's address: a side, the rest of the document, a revision's patch.
  const writes: [string, (url: string, barId: string) => SQL][] = [
    [
      'a side',
      (url, barId) =>
        sql`update bars set front = jsonb_set(front, '{brandings}', jsonb_build_array(jsonb_build_object('image_url', ${url}::text))) where id = ${barId}`,
    ],
    [
      'the rest of the document',
      (url, barId) =>
        sql`update bars set document_rest = jsonb_set(document_rest, '{settings,logo}', to_jsonb(${url}::text)) where id = ${barId}`,
    ],
    [
      "a revision's patch",
      (url, barId) =>
        sql`insert into bar_revisions (bar_id, version, patch, base_version, name)
            values (${barId}, 2, jsonb_build_array(jsonb_build_object('op', 'add', 'path', '/front/brandings/0',
              'value', jsonb_build_object('image_url', ${url}::text))), 1, 'Saving')`,
    ],
  ];

  it.each(writes)('keeps the picture that a save names in %s while the sweep runs', async (_where, write) => {
    const client = await startedClient(server.app);
    const { payload, headers } = multipartBody({
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    });
    const response = await client.request({ method: 'POST', url: '/api/uploads', payload, headers });
    const { id } = uploadResponseSchema.parse(response.json()).data;
    await server.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 48 * HOUR_MS) })
      .where(eq(uploads.id, id));
    const bar = await createBar(client, 'Saving');

    // A save on a connection of its own has written the address but not committed yet.
    await server.db.transaction(async (save) => {
      await save.execute(write(`/api/uploads/${id}`, bar.id));
      // The sweep (on other connections of the pool) neither waits for it nor takes its upload.
      expect(await sweepUploads(server.db, { graceMs: GRACE_MS })).toBe(0);
    });
    // Once committed, the reference is seen.
    expect(await sweepUploads(server.db, { graceMs: GRACE_MS })).toBe(0);
    const rows = await server.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id));
    expect(rows).toHaveLength(1);
  });
});
