import { MAX_UPLOAD_BYTES, uploadResponseSchema } from '@bar/contracts/uploads';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { throttles } from '../src/db/schema.ts';
import { uploads } from '../src/db/schemaContent.ts';
import { databaseKinds } from './helpers/database.ts';
import { type MultipartFile, multipartBody } from './helpers/multipart.ts';
import { useTestApp } from './helpers/testApp.ts';

function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });
}

describe.each(databaseKinds)('uploads (%s)', (kind) => {
  const server = useTestApp(kind, { guest: true });
  beforeEach(async () => {
    await server.db.delete(uploads);
    await server.db.delete(throttles);
  });

  function upload(file: MultipartFile, options: { locale?: string; withoutCsrfHeader?: boolean } = {}) {
    const { payload, headers } = multipartBody(file);
    return server.guest.request({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { ...headers, 'x-locale': options.locale ?? 'en' },
      withoutCsrfHeader: options.withoutCsrfHeader ?? false,
    });
  }

  async function storedCount(): Promise<number> {
    const [row] = await server.db.select({ value: count() }).from(uploads);
    return row?.value ?? 0;
  }

  async function expectRefused(file: MultipartFile, status: number, locale = 'en') {
    const response = await upload(file, { locale });
    expect(response.statusCode).toBe(status);
    expect(await storedCount()).toBe(0);
    return response.json();
  }

  it.each([
    ['JPEG', 'image/jpeg', 'jpeg', 'logo.jpg'],
    ['PNG', 'image/png', 'png', 'logo.png'],
  ] as const)('stores a %s re-encoded and serves it at its url', async (_name, contentType, format, filename) => {
    const bytes = await solidImage(320, 180)[format]().toBuffer();
    const response = await upload({ filename, contentType, bytes });
    expect(response.statusCode).toBe(201);
    const { data } = uploadResponseSchema.parse(response.json());
    expect(data).toMatchObject({ width: 320, height: 180, url: `/api/uploads/${data.id}` });
    expect(data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const served = await server.guest.get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format, width: 320, height: 180 });
    expect(await storedCount()).toBe(1);
  });

  // The upload throttle (per user or IP, 429 with Retry-After) is tested in throttles.test.ts.

  it('gives every upload its own random id', async () => {
    const bytes = await solidImage(16, 16).png().toBuffer();
    const first = uploadResponseSchema.parse(
      (await upload({ filename: 'a.png', contentType: 'image/png', bytes })).json(),
    );
    const second = uploadResponseSchema.parse(
      (await upload({ filename: 'a.png', contentType: 'image/png', bytes })).json(),
    );
    expect(first.data.id).not.toBe(second.data.id);
  });

  it('judges the bytes: a PNG named .jpg and declared as JPEG is stored as PNG', async () => {
    const bytes = await solidImage(40, 30).png().toBuffer();
    const response = await upload({ filename: 'photo.jpg', contentType: 'image/jpeg', bytes });
    expect(response.statusCode).toBe(201);
    const served = await server.guest.get(uploadResponseSchema.parse(response.json()).data.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('turns the image upright by its EXIF orientation and strips the metadata', async () => {
    // Orientation 6: the camera was turned; the stored pixels are 40 × 60 but the photo is upright 60 × 40.
    const bytes = await solidImage(40, 60).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload({ filename: 'turned.jpg', contentType: 'image/jpeg', bytes });
    expect(response.statusCode).toBe(201);
    const { data } = uploadResponseSchema.parse(response.json());
    expect(data).toMatchObject({ width: 60, height: 40 });
    const metadata = await sharp((await server.guest.get(data.url)).rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 60, height: 40 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses a text file named logo.png with 422 and a clear message', async () => {
    const body = await expectRefused(
      { filename: 'logo.png', contentType: 'image/png', bytes: Buffer.from('This is not an image at all.\n') },
      422,
    );
    expect(body.errors.file).toEqual(['Only JPG and PNG images can be uploaded.']);
    expect(body.message).toBe('Only JPG and PNG images can be uploaded.');
  });

  it('refuses a GIF and an SVG, in the request language', async () => {
    const gif = await solidImage(10, 10).gif().toBuffer();
    const german = await expectRefused({ filename: 'logo.gif', contentType: 'image/gif', bytes: gif }, 422, 'de');
    expect(german.errors.file).toEqual(['Nur JPG- und PNG-Bilder können hochgeladen werden.']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expectRefused({ filename: 'logo.png', contentType: 'image/png', bytes: svg }, 422);
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const bytes = await solidImage(200, 200).jpeg().toBuffer();
    const truncated = bytes.subarray(0, Math.floor(bytes.length / 2));
    const body = await expectRefused({ filename: 'cut.jpg', contentType: 'image/jpeg', bytes: truncated }, 422);
    expect(body.errors.file[0]).toMatch(/cannot be read/);
  });

  it('refuses an image of more than 40 megapixels', async () => {
    const bytes = await solidImage(7000, 6000).png().toBuffer(); // 42 MP, but small on disk
    expect(bytes.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const body = await expectRefused({ filename: 'huge.png', contentType: 'image/png', bytes }, 422);
    expect(body.errors.file[0]).toMatch(/too many pixels/);
  });

  it('answers 413 one byte past 2 MB and 201 at exactly 2 MB', async () => {
    const png = await solidImage(64, 64).png().toBuffer();
    // A PNG decoder stops at IEND, so trailing bytes pad the file without breaking the image.
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const tooLarge = await expectRefused(
      { filename: 'big.png', contentType: 'image/png', bytes: padded(MAX_UPLOAD_BYTES + 1) },
      413,
    );
    expect(tooLarge.message).toBe('The image is larger than 2 MB. Please upload a smaller file.');
    const atLimit = await upload({ filename: 'big.png', contentType: 'image/png', bytes: padded(MAX_UPLOAD_BYTES) });
    expect(atLimit.statusCode).toBe(201);
  });

  it('answers 422 when the request carries no file', async () => {
    const json = await server.guest.post('/api/uploads', { file: 'logo.png' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual(['Please choose a JPG or PNG image to upload.']);
    const otherField = await expectRefused(
      { field: 'image', filename: 'a.png', contentType: 'image/png', bytes: await solidImage(8, 8).png().toBuffer() },
      422,
    );
    expect(otherField.errors).toHaveProperty('file');
  });

  it('needs the CSRF token like every POST', async () => {
    const bytes = await solidImage(8, 8).png().toBuffer();
    const response = await upload({ filename: 'a.png', contentType: 'image/png', bytes }, { withoutCsrfHeader: true });
    expect(response.statusCode).toBe(419);
    expect(await storedCount()).toBe(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await server.guest.get('/api/uploads/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await server.guest.get('/api/uploads/not-an-id')).statusCode).toBe(404);
    expect((await server.guest.get(`/api/uploads/${'x'.repeat(80)}`)).statusCode).toBe(404);
  });
});
