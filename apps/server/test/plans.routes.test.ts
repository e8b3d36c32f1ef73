// GET /api/bars/{id}/plan.svg, plan.pdf, plan.dxf: the access and entity tags of model.glb.
import { seedPresets } from '@bar/domain/seed/presets';
import { eq } from 'drizzle-orm';
import DxfParser from 'dxf-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { createTestApp } from './helpers/app.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { TestClient } from './helpers/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';
import { pdfPageCount, pdfText, verifiedClient } from './pdf.helpers.ts';

const FILES = [
  { file: 'plan.svg', type: 'image/svg+xml; charset=utf-8' },
  { file: 'plan.pdf', type: 'application/pdf' },
  { file: 'plan.dxf', type: 'image/vnd.dxf; charset=utf-8' },
] as const;

type OwnedBar = { id: string; version: number; edit_token: string; preview_token: string };

describe.each(databaseKinds)('bar plans: plan.svg, plan.pdf, plan.dxf (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: TestClient;
  let bar: OwnedBar;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    owner = (await loggedInClient(app, database.db)).client;
    const preset = seedPresets.find((entry) => entry.code === 'full-service-bar');
    const created = await owner.post('/api/bars', { name: 'Café Süd', preset_id: preset?.id });
    expect(created.statusCode).toBe(201);
    bar = created.json().data;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  describe.each(FILES)('$file', ({ file, type }) => {
    const url = (query = '') => `/api/bars/${bar.id}/${file}${query}`;

    it('is served to the owner, the edit token, the preview token and an administrator, with type, name and ETag', async () => {
      const stranger = new TestClient(app);
      const admin = (await loggedInAdmin(app, database.db)).client;
      const replies = [
        await owner.get(url()),
        await stranger.get(url(`?edit_token=${bar.edit_token}`)),
        await stranger.get(url(`?preview_token=${bar.preview_token}`)),
        await admin.get(url()),
      ];
      for (const reply of replies) {
        expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
        expect(reply.headers['content-type']).toBe(type);
        expect(reply.headers.etag).toMatch(new RegExp(`^"${bar.version}-\\d+-[a-z]{2}"$`));
        expect(reply.headers['cache-control']).toBe('private, no-cache');
        expect(reply.headers['content-disposition']).toContain(`filename="Cafe-Sud.${file.split('.')[1]}"`);
        expect(reply.rawPayload.byteLength).toBeGreaterThan(100);
      }
    });

    it('answers 401 to nobody, 403 to another user and a wrong token, 404 for an unknown or removed bar', async () => {
      const nobody = new TestClient(app);
      const anotherUser = (await loggedInClient(app, database.db)).client;
      expect((await nobody.get(url())).statusCode).toBe(401);
      expect((await anotherUser.get(url())).statusCode).toBe(403);
      const wrong = await nobody.get(url('?preview_token=not-the-token'));
      expect(wrong.statusCode).toBe(403);
      expect(wrong.headers['cache-control']).toBe('no-store');
      expect((await nobody.get(url(`?edit_token=${bar.preview_token}`))).statusCode).toBe(403);
      expect((await owner.get(`/api/bars/00000000-0000-4000-8000-000000000000/${file}`)).statusCode).toBe(404);
      const removed = (await owner.post('/api/bars', { name: 'Gone soon' })).json().data;
      await database.db.update(bars).set({ deletedAt: new Date() }).where(eq(bars.id, removed.id));
      expect((await owner.get(`/api/bars/${removed.id}/${file}?edit_token=${removed.edit_token}`)).statusCode).toBe(
        404,
      );
      expect((await owner.get(url('?token=abc'))).statusCode).toBe(422);
    });

    it('answers 304 to If-None-Match with the current ETag, 200 in another language or after the bar changed', async () => {
      const first = await owner.get(url('?locale=en'));
      const tag = String(first.headers.etag);
      const again = await owner.get(url('?locale=en'), { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(tag);
      expect(again.rawPayload.byteLength).toBe(0);
      expect((await owner.get(url('?locale=de'), { 'if-none-match': tag })).statusCode).toBe(200);
      const other = (await owner.post('/api/bars', { name: 'Other', preset_id: seedPresets[0]?.id })).json().data;
      const before = await owner.get(`/api/bars/${other.id}/${file}`);
      const renamed = await owner.put(`/api/bars/${other.id}`, { version: other.version, name: 'Renamed' });
      expect(renamed.statusCode).toBe(200);
      const after = await owner.get(`/api/bars/${other.id}/${file}`, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('answers 409 for a bar without modules: there is nothing to draw', async () => {
      const empty = (await owner.post('/api/bars', { name: 'Empty' })).json().data;
      expect((await owner.get(`/api/bars/${empty.id}/${file}`)).statusCode).toBe(409);
    });
  });

  it('the files read back: the DXF by dxf-parser, the PDF by pdftotext, in the language asked for', async () => {
    const dxf = new DxfParser().parseSync((await owner.get(`/api/bars/${bar.id}/plan.dxf`)).body);
    expect(Object.keys(dxf?.tables.layer.layers ?? {}).sort()).toEqual(['DIMENSIONS', 'MODULES', 'TEXT']);
    const pdf = await owner.get(`/api/bars/${bar.id}/plan.pdf?locale=de`);
    expect(pdfPageCount(pdf.rawPayload)).toBe(1);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Café Süd – Draufsicht 1:');
    expect(text).toContain('Arbeitsgang');
  });

  it('the parts-list PDF ends with the plan on a landscape page of its own, under the header and footer', async () => {
    const { client } = await verifiedClient(app, database.db, 'en');
    const preset = seedPresets.find((entry) => entry.code === 'full-service-bar');
    const created = (await client.post('/api/bars', { name: 'Plan page', preset_id: preset?.id })).json().data;
    const response = await client.get(`/api/bars/${created.id}/download`, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    const pages = pdfPageCount(response.rawPayload);
    const last = pdfText(response.rawPayload)
      .split('\f')
      .filter((page) => page.trim() !== '')
      .at(-1);
    expect(last).toContain('Plan page – top view 1:');
    expect(last).toContain('Parts list · Plan page');
    expect(last).toContain(`Page ${pages} of ${pages}`);
    expect(String(response.rawPayload)).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });
});
