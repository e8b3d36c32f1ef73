import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { barPictures, uploads } from '../src/db/schemaContent.ts';
import { sweepUploads } from '../src/features/uploads/sweepUploads.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { type CreatedBar, createBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

function solidImage(width: number, height: number, format: 'png' | 'jpeg', red = 200): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 40 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

const PNG = 'image/png';
const JPEG = 'image/jpeg';

describe.each(databaseKinds)('a bar’s best picture (%s)', (kind) => {
  const server = useTestApp(kind);
  let owner: TestClient;
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    owner = (await loggedInClient(server.app, server.db)).client;
    png = await solidImage(640, 360, 'png');
    jpeg = await solidImage(800, 450, 'jpeg', 30);
  });

  function putPicture(
    client: TestClient,
    bar: { id: string },
    options: { kind?: string; bytes: Buffer; type: string; query?: string; locale?: string },
  ) {
    const kindParam = options.kind === undefined ? '' : `kind=${options.kind}`;
    const query = [kindParam, options.query ?? ''].filter(Boolean).join('&');
    return client.request({
      method: 'PUT',
      url: `/api/bars/${bar.id}/picture?${query}`,
      payload: options.bytes,
      headers: { 'content-type': options.type, ...(options.locale ? { 'x-locale': options.locale } : {}) },
    });
  }

  async function uploadCount(): Promise<number> {
    return (await server.db.select({ id: uploads.id }).from(uploads)).length;
  }

  describe('storing (PUT)', () => {
    let bar: CreatedBar;
    beforeAll(async () => {
      bar = await createBar(owner, 'Picture bar');
    });

    it('is for whoever may edit the bar: 401 nobody, 403 another user or the preview link, 404 unknown', async () => {
      const nobody = new TestClient(server.app);
      await nobody.fetchCsrfCookie();
      const anotherUser = (await loggedInClient(server.app, server.db)).client;
      expect((await putPicture(nobody, bar, { kind: 'raster', bytes: png, type: PNG })).statusCode).toBe(401);
      expect((await putPicture(anotherUser, bar, { kind: 'raster', bytes: png, type: PNG })).statusCode).toBe(403);
      const byPreview = await putPicture(nobody, bar, {
        kind: 'raster',
        bytes: png,
        type: PNG,
        query: `preview_token=${bar.preview_token}`,
      });
      expect(byPreview.statusCode).toBe(403);
      const unknown = { id: '00000000-0000-4000-8000-000000000000' };
      expect((await putPicture(owner, unknown, { kind: 'raster', bytes: png, type: PNG })).statusCode).toBe(404);
      expect(
        (await putPicture(owner, { id: 'not-a-uuid' }, { kind: 'raster', bytes: png, type: PNG })).statusCode,
      ).toBe(404);
      expect(await server.db.select().from(barPictures).where(eq(barPictures.barId, bar.id))).toEqual([]);

      const byEditLink = await putPicture(nobody, bar, {
        kind: 'raster',
        bytes: png,
        type: PNG,
        query: `edit_token=${bar.edit_token}`,
      });
      expect(byEditLink.statusCode, byEditLink.body).toBe(200);
      expect(byEditLink.json().data).toMatchObject({
        kind: 'raster',
        content_type: PNG,
        width: 640,
        height: 360,
        bar_version: bar.version,
        is_stored: true,
      });
    });

    it('refuses what is not a PNG or a JPEG with 415, in the caller’s language', async () => {
      const text = await putPicture(owner, bar, { kind: 'photo', bytes: Buffer.from('hello'), type: 'text/plain' });
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toContain('PNG');
      const german = await putPicture(owner, bar, { kind: 'photo', bytes: png, type: 'image/gif', locale: 'de' });
      expect(german.statusCode).toBe(415);
      expect(german.json().message).toBe(
        'Das Bild muss ein PNG oder JPEG sein (Content-Type image/png oder image/jpeg, passend zum Inhalt).',
      );
      // The bytes decide: a JPEG sent as a PNG, or bytes that are no image at all.
      expect((await putPicture(owner, bar, { kind: 'photo', bytes: jpeg, type: PNG })).statusCode).toBe(415);
      const noise = Buffer.alloc(4096, 7);
      expect((await putPicture(owner, bar, { kind: 'photo', bytes: noise, type: JPEG })).statusCode).toBe(415);
    });

    it('refuses a body past 12 MB with 413', async () => {
      const huge = Buffer.concat([png, Buffer.alloc(12 * 1024 * 1024)]);
      const response = await putPicture(owner, bar, { kind: 'photo', bytes: huge, type: PNG, locale: 'fr' });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('L’image dépasse 12 Mo.');
    });

    it('refuses more than 3840 × 2160 pixels, a broken image and a missing kind with 422', async () => {
      const wide = await solidImage(3841, 100, 'png');
      const tooWide = await putPicture(owner, bar, { kind: 'photo', bytes: wide, type: PNG });
      expect(tooWide.statusCode).toBe(422);
      expect(tooWide.json().message).toContain('3840 × 2160');
      const square = await solidImage(2200, 2200, 'jpeg');
      expect((await putPicture(owner, bar, { kind: 'photo', bytes: square, type: JPEG })).statusCode).toBe(422);
      const truncated = png.subarray(0, 60);
      expect((await putPicture(owner, bar, { kind: 'photo', bytes: truncated, type: PNG })).statusCode).toBe(422);
      expect((await putPicture(owner, bar, { bytes: png, type: PNG })).statusCode).toBe(422);
      expect((await putPicture(owner, bar, { kind: 'sketch', bytes: png, type: PNG })).statusCode).toBe(422);
      // Nothing refused replaced the raster stored before.
      const [stored] = await server.db.select().from(barPictures).where(eq(barPictures.barId, bar.id));
      expect(stored?.kind).toBe('raster');
    });

    it('takes a portrait picture up to 2160 × 3840', async () => {
      const other = await createBar(owner, 'Portrait');
      const portrait = await solidImage(2160, 3840, 'jpeg');
      const response = await putPicture(owner, other, { kind: 'photo', bytes: portrait, type: JPEG });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ width: 2160, height: 3840 });
    });
  });

  describe('the best picture', () => {
    it('a photo replaces a raster, a raster never replaces a photo, and no replaced bytes are left behind', async () => {
      const bar = await createBar(owner, 'Best');
      const before = await uploadCount();
      const raster = await putPicture(owner, bar, { kind: 'raster', bytes: png, type: PNG });
      expect(raster.json().data).toMatchObject({ kind: 'raster', is_stored: true });
      const newerRaster = await putPicture(owner, bar, {
        kind: 'raster',
        bytes: await solidImage(320, 200, 'png'),
        type: PNG,
      });
      expect(newerRaster.json().data).toMatchObject({ kind: 'raster', width: 320, is_stored: true });
      expect(await uploadCount()).toBe(before + 1);

      const photo = await putPicture(owner, bar, { kind: 'photo', bytes: jpeg, type: JPEG });
      expect(photo.json().data).toMatchObject({ kind: 'photo', content_type: JPEG, width: 800, is_stored: true });
      expect(await uploadCount()).toBe(before + 1);

      const lateRaster = await putPicture(owner, bar, { kind: 'raster', bytes: png, type: PNG });
      expect(lateRaster.statusCode).toBe(200);
      expect(lateRaster.json().data).toMatchObject({ kind: 'photo', content_type: JPEG, is_stored: false });
      expect(await uploadCount()).toBe(before + 1);

      const served = await owner.get(`/api/bars/${bar.id}/picture`);
      expect(served.headers['content-type']).toBe(JPEG);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);

      const newerPhoto = await putPicture(owner, bar, {
        kind: 'photo',
        bytes: await solidImage(1920, 1080, 'png'),
        type: PNG,
      });
      expect(newerPhoto.json().data).toMatchObject({ kind: 'photo', content_type: PNG, width: 1920, is_stored: true });
      expect(await uploadCount()).toBe(before + 1);
    });

    it('the sweep of unreferenced uploads keeps a bar’s picture', async () => {
      const bar = await createBar(owner, 'Swept');
      await putPicture(owner, bar, { kind: 'raster', bytes: png, type: PNG });
      const [row] = await server.db.select().from(barPictures).where(eq(barPictures.barId, bar.id));
      await sweepUploads(server.db, { graceMs: 0, now: new Date(Date.now() + 3_600_000) });
      const kept = await server.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(eq(uploads.id, row?.uploadId ?? ''));
      expect(kept).toHaveLength(1);
      expect((await owner.get(`/api/bars/${bar.id}/picture`)).statusCode).toBe(200);
    });

    it('tells the editor when a raster is wanted: none yet, or a raster older than the bar', async () => {
      const bar = await createBar(owner, 'Info');
      const info = async () => (await owner.get(`/api/bars/${bar.id}/picture/info`)).json().data;
      expect(await info()).toEqual({ picture: null, wants_raster: true });
      await putPicture(owner, bar, { kind: 'raster', bytes: png, type: PNG });
      expect(await info()).toMatchObject({
        picture: { kind: 'raster', bar_version: bar.version },
        wants_raster: false,
      });
      const renamed = await owner.put(`/api/bars/${bar.id}`, { version: bar.version, name: 'Info 2' });
      expect(renamed.statusCode).toBe(200);
      expect(await info()).toMatchObject({ picture: { kind: 'raster' }, wants_raster: true });
      await putPicture(owner, bar, { kind: 'photo', bytes: jpeg, type: JPEG });
      expect(await info()).toMatchObject({ picture: { kind: 'photo' }, wants_raster: false });
      const viewer = new TestClient(server.app);
      expect((await viewer.get(`/api/bars/${bar.id}/picture/info`)).statusCode).toBe(401);
      const byPreview = await viewer.get(`/api/bars/${bar.id}/picture/info?preview_token=${bar.preview_token}`);
      expect(byPreview.statusCode).toBe(200);
    });
  });

  describe('reading (GET)', () => {
    let bar: CreatedBar;
    beforeAll(async () => {
      bar = await createBar(owner, 'Served');
    });

    it('answers 404 while the bar has no picture', async () => {
      const response = await owner.get(`/api/bars/${bar.id}/picture`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This configuration has no picture yet.');
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('serves the picture with the access of the bar itself, with an ETag and 304 while it is the same', async () => {
      await putPicture(owner, bar, { kind: 'raster', bytes: png, type: PNG });
      const stranger = new TestClient(server.app);
      const admin = (await loggedInAdmin(server.app, server.db)).client;
      const anotherUser = (await loggedInClient(server.app, server.db)).client;
      const url = `/api/bars/${bar.id}/picture`;
      for (const response of [
        await owner.get(url),
        await stranger.get(`${url}?preview_token=${bar.preview_token}`),
        await stranger.get(`${url}?edit_token=${bar.edit_token}&v=abc`),
        await admin.get(url),
      ]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(PNG);
        expect(response.headers['cache-control']).toBe('private, no-cache');
        expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      }
      expect((await stranger.get(url)).statusCode).toBe(401);
      expect((await stranger.get(`${url}?preview_token=wrong`)).statusCode).toBe(403);
      expect((await anotherUser.get(url)).statusCode).toBe(403);

      const first = await owner.get(url);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      const again = await owner.get(url, { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.byteLength).toBe(0);

      await putPicture(owner, bar, { kind: 'raster', bytes: await solidImage(100, 100, 'png'), type: PNG });
      const changed = await owner.get(url, { 'if-none-match': tag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(tag);
    });
  });

  describe('removing', () => {
    it('DELETE removes the picture and its bytes, for editors only', async () => {
      const bar = await createBar(owner, 'Remove picture');
      await putPicture(owner, bar, { kind: 'photo', bytes: jpeg, type: JPEG });
      const before = await uploadCount();
      const viewer = new TestClient(server.app);
      await viewer.fetchCsrfCookie();
      const byPreview = await viewer.request({
        method: 'DELETE',
        url: `/api/bars/${bar.id}/picture?preview_token=${bar.preview_token}`,
      });
      expect(byPreview.statusCode).toBe(403);
      const removed = await owner.request({ method: 'DELETE', url: `/api/bars/${bar.id}/picture` });
      expect(removed.statusCode).toBe(204);
      expect(await uploadCount()).toBe(before - 1);
      expect((await owner.get(`/api/bars/${bar.id}/picture`)).statusCode).toBe(404);
    });

    it('deleting the bar removes its picture and the picture’s bytes', async () => {
      const bar = await createBar(owner, 'Remove bar');
      const stored = await putPicture(owner, bar, { kind: 'raster', bytes: png, type: PNG });
      expect(stored.statusCode).toBe(200);
      const [row] = await server.db.select().from(barPictures).where(eq(barPictures.barId, bar.id));
      expect(row).toBeDefined();
      const deleted = await owner.request({ method: 'DELETE', url: `/api/bars/${bar.id}` });
      expect(deleted.statusCode).toBe(204);
      expect(await server.db.select().from(barPictures).where(eq(barPictures.barId, bar.id))).toEqual([]);
      expect(
        await server.db
          .select({ id: uploads.id })
          .from(uploads)
          .where(eq(uploads.id, row?.uploadId ?? '')),
      ).toEqual([]);
    });
  });
});
