import type { EmbedTheme } from '@bar/contracts/embed';
import { uploadResponseSchema } from '@bar/contracts/uploads';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schemaContent.ts';
import { sweepUploads } from '../src/features/uploads/sweepUploads.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const ACME: EmbedTheme = {
  dealer: 'acme',
  origin: 'https://acme.example.com',
  logo_url: null,
  primary_colour: '#c92a2a',
  language: 'fr',
};
const BARTOP: EmbedTheme = {
  dealer: 'bartop-shop',
  origin: null,
  logo_url: null,
  primary_colour: null,
  language: null,
};

describe.each(databaseKinds)('dealer themes of the embed (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  it('are stored by an administrator and chosen by dealer, else by the framing origin', async () => {
    const saved = await server.admin.put('/api/embed-themes', { themes: [ACME, BARTOP] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual([ACME, BARTOP]);
    expect((await server.admin.get('/api/embed-themes')).json().data).toEqual([ACME, BARTOP]);

    const theme = async (query: string) => (await server.guest.get(`/api/embed${query}`)).json().data.theme;
    expect(await theme('?dealer=bartop-shop')).toEqual(BARTOP);
    expect(await theme('?dealer=bartop-shop&origin=https%3A%2F%2Facme.example.com')).toEqual(BARTOP);
    expect(await theme('?origin=https%3A%2F%2Facme.example.com')).toEqual(ACME);
    expect(await theme('?dealer=unknown&origin=https%3A%2F%2Facme.example.com')).toEqual(ACME);
    expect(await theme('?origin=https%3A%2F%2Fother.example.com')).toBeNull();
    expect(await theme('')).toBeNull();
  });

  it('are only for administrators: 401 for a guest, 403 for a customer, nothing changed', async () => {
    await server.admin.put('/api/embed-themes', { themes: [ACME] });
    for (const [client, status] of [
      [server.guest, 401],
      [server.customer, 403],
    ] as const) {
      expect((await client.get('/api/embed-themes')).statusCode).toBe(status);
      expect((await client.put('/api/embed-themes', { themes: [] })).statusCode).toBe(status);
    }
    expect((await server.admin.get('/api/embed-themes')).json().data).toEqual([ACME]);
  });

  it('refuse bad themes with 422 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ themes: [ACME, { ...BARTOP, dealer: 'acme' }] }, 'themes.1.dealer'],
      [{ themes: [ACME, { ...BARTOP, origin: ACME.origin }] }, 'themes.1.origin'],
      [{ themes: [{ ...ACME, primary_colour: 'red' }] }, 'themes.0.primary_colour'],
      [{ themes: [{ ...ACME, origin: 'https://acme.example.com/shop' }] }, 'themes.0.origin'],
      [{ themes: [{ ...ACME, logo_url: 'https://evil.example.com/logo.png' }] }, 'themes.0.logo_url'],
      [{ themes: [{ ...ACME, language: 'nl' }] }, 'themes.0.language'],
      [{ themes: [{ ...ACME, dealer: 'ACME Inc' }] }, 'themes.0.dealer'],
      [{ themes: [{ ...ACME, extra: true }] }, 'themes.0.extra'],
    ];
    for (const [body, field] of cases) {
      const response = await server.admin.put('/api/embed-themes', body);
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
  });

  it('keep their logo out of the sweep of unused uploads while they name it', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c92a2a' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody({ filename: 'logo.png', contentType: 'image/png', bytes: png });
    const uploaded = await server.admin.request({ method: 'POST', url: '/api/uploads', payload, headers });
    expect(uploaded.statusCode).toBe(201);
    const logo = uploadResponseSchema.parse(uploaded.json()).data;
    await server.db
      .update(uploads)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(uploads.id, logo.id));
    const stored = async () => (await server.db.select().from(uploads).where(eq(uploads.id, logo.id))).length;

    expect(
      (await server.admin.put('/api/embed-themes', { themes: [{ ...ACME, logo_url: logo.url }] })).statusCode,
    ).toBe(200);
    await sweepUploads(server.db, { graceMs: 60_000 });
    expect(await stored()).toBe(1);
    const served = await server.guest.get(logo.url);
    expect(served.statusCode).toBe(200);

    await server.admin.put('/api/embed-themes', { themes: [ACME] });
    await sweepUploads(server.db, { graceMs: 60_000 });
    expect(await stored()).toBe(0);
  });
});
