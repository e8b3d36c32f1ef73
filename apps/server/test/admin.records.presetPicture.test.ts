import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';
import { customerWithBar } from './inquiries.helpers.ts';

const FILTERS = { type: 'bar', base_module: 'g-raxx', equipment: 'basic', shape: 'straight', size: 'S' } as const;

describe.each(databaseKinds)('a preset’s thumbnail from the bar’s picture (%s)', (kind) => {
  const server = useAdminTestApp(kind);
  let pictured: string;
  let plain: string;
  let owner: Awaited<ReturnType<typeof customerWithBar>>['client'];

  beforeAll(async () => {
    const customer = await customerWithBar(server.app, server.db);
    pictured = customer.barId;
    owner = customer.client;
    plain = (await customerWithBar(server.app, server.db)).barId;
    const photo = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#c63' } })
      .jpeg()
      .toBuffer();
    const stored = await customer.client.request({
      method: 'PUT',
      url: `/api/bars/${pictured}/picture?kind=photo`,
      payload: photo,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(stored.statusCode, stored.body).toBe(200);
  });

  const create = (barId: string, extra: Record<string, unknown> = {}) =>
    server.admin.post('/api/bar-presets', { bar_id: barId, name: { de: 'Foto', en: 'Photo' }, ...FILTERS, ...extra });

  it('takes the bar’s best picture, cut to the card’s 640 × 400, when staff choose no thumbnail', async () => {
    const response = await create(pictured);
    expect(response.statusCode, response.body).toBe(201);
    const { thumbnail } = response.json().data;
    expect(thumbnail).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22}$/);
    const image = await server.admin.get(thumbnail);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([640, 400]);
  });

  it('keeps its own copy: the bar’s picture going leaves the preset’s thumbnail', async () => {
    const { thumbnail } = (await create(pictured)).json().data;
    const removed = await owner.request({ method: 'DELETE', url: `/api/bars/${pictured}/picture` });
    expect(removed.statusCode).toBe(204);
    expect((await server.admin.get(thumbnail)).statusCode).toBe(200);
    const afterwards = await create(pictured);
    expect(afterwards.json().data.thumbnail).toBeNull();
  });

  it('keeps the thumbnail staff chose, and a bar without a picture gives none', async () => {
    const chosen = await create(pictured, { thumbnail: '/api/uploads/chosen' });
    expect(chosen.json().data.thumbnail).toBe('/api/uploads/chosen');
    const withoutPicture = await create(plain);
    expect(withoutPicture.statusCode).toBe(201);
    expect(withoutPicture.json().data.thumbnail).toBeNull();
  });
});
