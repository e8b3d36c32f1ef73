import { brotliDecompressSync } from 'node:zlib';
import { seedPresets } from '@bar/domain/seed/presets';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { TestClient } from './helpers/client.ts';
import { parseCsv } from './helpers/csv.ts';
import { databaseKinds } from './helpers/database.ts';
import { glbJson, readLocalHeaders, validateGlb } from './helpers/modelFiles.ts';
import { useTestApp } from './helpers/testApp.ts';
import { uploadPicture } from './pdf.helpers.ts';

const FILES = [
  { file: 'model.glb', type: 'model/gltf-binary' },
  { file: 'model.usdz', type: 'model/vnd.usdz+zip' },
  { file: 'parts.csv', type: 'text/csv; charset=utf-8' },
] as const;

type OwnedBar = { id: string; version: number; edit_token: string; preview_token: string; parts: PartsDto };
type PartsDto = {
  list: { part_number: string; name: string; quantity: number; unit_price: number; total: number; weight: number }[];
  singlePartsList: unknown[];
  total_price: number;
  vat: number;
  gross_total: number;
  total_weight: number;
};

describe.each(databaseKinds)('bar files: model.glb, model.usdz, parts.csv (%s)', (kind) => {
  const server = useTestApp(kind);
  let owner: TestClient;
  let bar: OwnedBar;

  beforeAll(async () => {
    owner = (await loggedInClient(server.app, server.db)).client;
    // A preset with a front banner, so a picture can be put on it.
    const preset = seedPresets.find((entry) => entry.code === 'island-bar');
    const created = await owner.post('/api/bars', { name: 'Café "Süd" = Bar', preset_id: preset?.id });
    expect(created.statusCode).toBe(201);
    bar = created.json().data;
  });

  describe.each(FILES)('$file', ({ file, type }) => {
    const url = (query = '') => `/api/bars/${bar.id}/${file}${query}`;

    it('is served to the owner, the edit token and the preview token, with type, name and ETag', async () => {
      const stranger = new TestClient(server.app);
      const replies = [
        await owner.get(url()),
        await stranger.get(url(`?edit_token=${bar.edit_token}`)),
        await stranger.get(url(`?preview_token=${bar.preview_token}`)),
      ];
      for (const reply of replies) {
        expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
        expect(reply.headers['content-type']).toBe(type);
        expect(reply.headers.etag).toMatch(new RegExp(`^"${bar.version}-\\d+`));
        expect(reply.headers['cache-control']).toBe('private, no-cache');
        const extension = file.split('.')[1];
        expect(reply.headers['content-disposition']).toContain(`filename="Cafe-Sud-Bar.${extension}"`);
        expect(reply.headers['content-disposition']).toContain(
          `filename*=UTF-8''Caf%C3%A9%20S%C3%BCd%20%3D%20Bar.${extension}`,
        );
        expect(reply.rawPayload.byteLength).toBeGreaterThan(100);
      }
      expect(replies[1]?.rawPayload.equals(replies[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    });

    it('answers 401 to nobody, 403 to another user and to a wrong token, 404 for an unknown or removed bar', async () => {
      const nobody = new TestClient(server.app);
      const anotherUser = (await loggedInClient(server.app, server.db)).client;
      expect((await nobody.get(url())).statusCode).toBe(401);
      expect((await anotherUser.get(url())).statusCode).toBe(403);
      const wrong = await nobody.get(url('?preview_token=not-the-token'));
      expect(wrong.statusCode).toBe(403);
      expect(wrong.headers['cache-control']).toBe('no-store');
      expect((await nobody.get(url(`?edit_token=${bar.preview_token}`))).statusCode).toBe(403);
      expect((await owner.get(`/api/bars/00000000-0000-4000-8000-000000000000/${file}`)).statusCode).toBe(404);
      expect((await owner.get(`/api/bars/not-a-uuid/${file}`)).statusCode).toBe(404);
      const removed = (await owner.post('/api/bars', { name: 'Gone soon' })).json().data;
      await server.db.update(bars).set({ deletedAt: new Date() }).where(eq(bars.id, removed.id));
      expect((await owner.get(`/api/bars/${removed.id}/${file}?edit_token=${removed.edit_token}`)).statusCode).toBe(
        404,
      );
    });

    it('names the file without invisible characters: no bidi override or zero-width space reaches filename*', async () => {
      const spoofing = (await owner.post('/api/bars', { name: '\u202egpj\u200b.exe' })).json().data;
      const reply = await owner.get(`/api/bars/${spoofing.id}/${file}`);
      expect(reply.statusCode).toBe(200);
      const extension = file.split('.')[1];
      expect(reply.headers['content-disposition']).toBe(
        `${file === 'parts.csv' ? 'attachment' : 'inline'}; filename="gpj-exe.${extension}"; filename*=UTF-8''gpj.exe.${extension}`,
      );
    });

    it('is served to an administrator, read only, as the bar itself is', async () => {
      const admin = (await loggedInAdmin(server.app, server.db)).client;
      expect((await admin.get(url())).statusCode).toBe(200);
    });

    it('refuses an over-long token and unknown query keys with 422', async () => {
      expect((await owner.get(url(`?preview_token=${'x'.repeat(129)}`))).statusCode).toBe(422);
      expect((await owner.get(url('?token=abc'))).statusCode).toBe(422);
    });

    it('answers 304 to If-None-Match with the current ETag, and 200 after the bar changed', async () => {
      const first = await owner.get(url());
      const tag = String(first.headers.etag);
      const again = await owner.get(url(), { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(tag);
      expect(again.rawPayload.byteLength).toBe(0);
      expect((await owner.get(url(), { 'if-none-match': `"0-0", W/${tag}` })).statusCode).toBe(304);
      expect((await owner.get(url(), { 'if-none-match': '"0-0"' })).statusCode).toBe(200);
      const other = (await owner.post('/api/bars', { name: 'Other' })).json().data;
      const before = await owner.get(`/api/bars/${other.id}/${file}`);
      const renamed = await owner.put(`/api/bars/${other.id}`, { version: other.version, name: 'Renamed' });
      expect(renamed.statusCode).toBe(200);
      const after = await owner.get(`/api/bars/${other.id}/${file}`, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });
  });

  it('GLB: passes the Khronos validator, one node per module', async () => {
    const reply = await owner.get(`/api/bars/${bar.id}/model.glb`);
    const glb = new Uint8Array(reply.rawPayload);
    expect((await validateGlb(glb)).issues.numErrors).toBe(0);
    expect(glbJson(glb).nodes.map((node) => node.name)).toContain('front/module-1');
  });

  it('GLB and USDZ: an uploaded banner picture becomes a texture', async () => {
    const pictureId = await uploadPicture(owner, 200);
    const current = (await owner.get(`/api/bars/${bar.id}`)).json().data;
    expect(current.front.brandings.length).toBeGreaterThan(0);
    const front = {
      ...current.front,
      brandings: current.front.brandings.map((branding: object) => ({
        ...branding,
        image_url: `/api/uploads/${pictureId}`,
      })),
    };
    const saved = await owner.put(`/api/bars/${bar.id}`, { version: current.version, front });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const glb = new Uint8Array((await owner.get(`/api/bars/${bar.id}/model.glb`)).rawPayload);
    const report = await validateGlb(glb);
    // Errors (0) and warnings (1) none; hints such as a picture's non-power-of-two size may be.
    expect(report.issues.messages.filter((issue) => issue.severity <= 1)).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
    expect(glbJson(glb).images).toEqual([{ mimeType: 'image/png', bufferView: expect.any(Number), name: pictureId }]);
    const usdz = new Uint8Array((await owner.get(`/api/bars/${bar.id}/model.usdz`)).rawPayload);
    const entries = readLocalHeaders(usdz);
    // The picture's id as a USD name: letters, digits and '_', never a digit first (ids are random).
    const usdName = pictureId.replace(/-/g, '_').replace(/^(?=[0-9])/, '_');
    expect(entries.map((entry) => entry.name)).toEqual(['bar.usda', `textures/${usdName}.png`]);
    expect(entries.every((entry) => entry.method === 0 && entry.dataOffset % 64 === 0)).toBe(true);
    bar = { ...bar, version: saved.json().data.version };
  });

  it('USDZ: sent compressed to a client that accepts brotli, the same bytes once decoded', async () => {
    const plain = await owner.get(`/api/bars/${bar.id}/model.usdz`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await owner.get(`/api/bars/${bar.id}/model.usdz`, { 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 4);
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('CSV: the parts list as the API gives it, with totals, in the language asked for', async () => {
    const current = (await owner.get(`/api/bars/${bar.id}`, { 'x-locale': 'en' })).json().data as OwnedBar;
    const reply = await owner.get(`/api/bars/${bar.id}/parts.csv?locale=en`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(reply.body, ',');
    expect(rows[0]).toEqual(['Part no.', 'Description', 'Qty', 'Unit price (EUR)', 'Total (EUR)', 'Weight (kg)']);
    const lines = rows.slice(1, 1 + current.parts.list.length + current.parts.singlePartsList.length);
    expect(lines.length).toBe(current.parts.list.length);
    const euros = (cents: number) => (cents / 100).toFixed(2);
    lines.forEach((row, index) => {
      const line = current.parts.list[index];
      expect(row).toEqual([
        line?.part_number,
        line?.name,
        String(line?.quantity),
        euros(line?.unit_price ?? 0),
        euros(line?.total ?? 0),
        ((line?.weight ?? 0) / 1000).toFixed(3),
      ]);
    });
    const lineSum = lines.reduce((sum, row) => sum + Math.round(Number(row[4]) * 100), 0);
    const totals = rows.slice(1 + lines.length);
    expect(totals).toEqual([
      ['', 'Net total', '', '', euros(current.parts.total_price), (current.parts.total_weight / 1000).toFixed(3)],
      ['', 'plus 19 % VAT', '', '', euros(current.parts.vat), ''],
      ['', 'Gross total', '', '', euros(current.parts.gross_total), ''],
    ]);
    expect(lineSum).toBe(current.parts.total_price);

    const german = await owner.get(`/api/bars/${bar.id}/parts.csv`, { 'x-locale': 'de' });
    const germanRows = parseCsv(german.body, ';');
    expect(germanRows[0]?.[0]).toBe('Artikelnr.');
    expect(germanRows.at(-3)?.[4]).toBe(euros(current.parts.total_price).replace('.', ','));
    expect(german.headers.etag).not.toBe(reply.headers.etag);
  });
});
