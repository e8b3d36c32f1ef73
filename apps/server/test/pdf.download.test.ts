import { primaryPartNumber } from '@bar/domain/catalogue';
import { computePartsList } from '@bar/domain/partsList';
import { barDimensions } from '@bar/layout/dimensions';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBar, graxxBar, seedCatalogue } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';
import { pdfImages, pdfPageCount, pdfText, renderFirstPage, uploadPicture, verifiedClient } from './pdf.helpers.ts';
import {
  equippedDocument,
  escapeRegExp,
  euros,
  kilograms,
  millimetres,
  rowPattern,
  savedBar,
  spaced,
} from './pdf.lines.helpers.ts';

const SHOTS = '/tmp/shots/pdf';

describe.each(databaseKinds)('GET bars/{id}/download (%s)', (kind) => {
  const server = useTestApp(kind);

  it.each(['de', 'en'] as const)(
    'answers the parts list as a PDF whose lines and totals match the bar (%s)',
    async (locale) => {
      const { client } = await verifiedClient(server.app, server.db, locale);
      const bar = await savedBar(client);
      const response = await client.get(`/api/bars/${bar.id}/download`, { 'x-locale': locale });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="Sommerfest-Bar.pdf"');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const text = pdfText(bytes);
      const parts = computePartsList(equippedDocument(), seedCatalogue, locale);
      expect(parts.list.length).toBeGreaterThan(1);
      expect(parts.singlePartsList).toHaveLength(1);
      for (const line of [...parts.list, ...parts.singlePartsList]) expect(text).toMatch(rowPattern(locale, line));
      const totals =
        locale === 'de'
          ? [
              ['Summe netto', parts.total_price],
              ['zzgl. 19 % MwSt.', parts.vat],
              ['Summe brutto', parts.gross_total],
            ]
          : [
              ['Net total', parts.total_price],
              ['plus 19 % VAT', parts.vat],
              ['Gross total', parts.gross_total],
            ];
      for (const [label, amount] of totals) {
        expect(text).toMatch(
          new RegExp(`${escapeRegExp(String(label))}\\s+${escapeRegExp(spaced(euros(locale, Number(amount))))}`),
        );
      }
      const weightLabel = locale === 'de' ? 'Gesamtgewicht' : 'Total weight';
      expect(text).toMatch(
        new RegExp(`${weightLabel}\\s+${escapeRegExp(spaced(kilograms(locale, parts.total_weight)))}`),
      );
      // The overall size and the module widths, the figures of the editor's dimension lines.
      const dimensions = barDimensions(equippedDocument(), seedCatalogue);
      if (!dimensions) throw new Error('the bar has modules');
      const size = [dimensions.width, dimensions.depth, dimensions.height].map((line) =>
        millimetres(locale, line.lengthMm),
      );
      const moduleWidths = equippedDocument().front.baseModules.map((module) =>
        millimetres(locale, seedCatalogue.baseModules.get(module.base_module_id)?.width ?? 0),
      );
      expect(dimensions.width.lengthMm).toBeGreaterThanOrEqual(
        equippedDocument().front.baseModules.reduce(
          (sum, module) => sum + (seedCatalogue.baseModules.get(module.base_module_id)?.width ?? 0),
          0,
        ),
      );
      expect(text).toContain(locale === 'de' ? 'Abmessungen' : 'Dimensions');
      expect(text).toContain(`${size.join(' × ')} mm`);
      expect(text).toContain(`${moduleWidths.join(' + ')} mm`);
      expect(text).toContain(locale === 'de' ? 'Einzelteile' : 'Single parts');
      expect(text).toContain(locale === 'de' ? 'zzgl. MwSt. und Versand' : 'plus VAT and shipping');
      expect(text).toContain('Sommerfest Bar');
      // The bags the bar needs, by part number.
      for (const bag of parts.packaging_recommendation) {
        const part = seedCatalogue.parts.get(bag.part_id);
        expect(text).toMatch(
          new RegExp(`${escapeRegExp(part ? primaryPartNumber(part) : '?')}\\s.*\\s${bag.qty}\\s*×`),
        );
      }
      expect(pdfImages(bytes)).toEqual([]);
      renderFirstPage(bytes, `${SHOTS}/download-${locale}-${kind}.png`);
    },
  );

  it('puts the captured views into the PDF', async () => {
    const { client } = await verifiedClient(server.app, server.db);
    const bar = await savedBar(client);
    const ids = {
      front: await uploadPicture(client, 30),
      back: await uploadPicture(client, 120),
      perspective: await uploadPicture(client, 220),
    };
    const query = new URLSearchParams(ids).toString();
    const response = await client.get(`/api/bars/${bar.id}/download?${query}`, { 'x-locale': 'de' });
    expect(response.statusCode).toBe(200);
    expect(pdfImages(response.rawPayload)).toHaveLength(3);
    const text = pdfText(response.rawPayload);
    for (const caption of ['Vorderseite', 'Rückseite', '3D-Ansicht']) expect(text).toContain(caption);
    renderFirstPage(response.rawPayload, `${SHOTS}/download-pictures-${kind}.png`);
  });

  it("puts the bar's best picture first, across the first page, before the views", async () => {
    const { client } = await verifiedClient(server.app, server.db);
    const bar = await savedBar(client);
    const photo = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const stored = await client.request({
      method: 'PUT',
      url: `/api/bars/${bar.id}/picture?kind=photo`,
      payload: photo,
      headers: { 'content-type': 'image/png' },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const withoutViews = await client.get(`/api/bars/${bar.id}/download`, { 'x-locale': 'en' });
    expect(withoutViews.statusCode).toBe(200);
    const alone = pdfImages(withoutViews.rawPayload);
    expect(alone).toHaveLength(1);
    // page, number, type, width, height: on page 1, made 1600 pixels wide for the page.
    expect(alone[0]?.trim().split(/\s+/).slice(0, 5)).toEqual(['1', '0', 'image', '1600', '900']);
    expect(pdfText(withoutViews.rawPayload)).not.toContain('Made without views');

    const ids = { front: await uploadPicture(client, 30), perspective: await uploadPicture(client, 220) };
    const query = new URLSearchParams(ids).toString();
    const withViews = await client.get(`/api/bars/${bar.id}/download?${query}`, { 'x-locale': 'en' });
    const images = pdfImages(withViews.rawPayload).map((line) => line.trim().split(/\s+/));
    expect(images.map((columns) => [columns[0], columns[3], columns[4]])).toEqual([
      ['1', '1600', '900'],
      ['1', '600', '400'],
      ['1', '600', '400'],
    ]);
    renderFirstPage(withViews.rawPayload, `${SHOTS}/download-best-picture-${kind}.png`);
  });

  it('refuses a view id that names no image with 422', async () => {
    const { client } = await verifiedClient(server.app, server.db);
    const bar = await savedBar(client);
    const response = await client.get(`/api/bars/${bar.id}/download?front=${'A'.repeat(22)}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['front']);
  });

  it('breaks a long list over pages, repeating the table header and numbering the pages', async () => {
    const { client } = await verifiedClient(server.app, server.db, 'en');
    const every = [...seedCatalogue.parts.values()].map((part) => ({ part_id: part.id, count: 2 }));
    const document = { ...graxxBar(60), singleParts: every };
    const bar = await savedBar(client, document, 'Sixty modules');
    const response = await client.get(`/api/bars/${bar.id}/download`, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    const pages = pdfPageCount(response.rawPayload);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(response.rawPayload);
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages}`);
      expect(page).toContain('Parts list · Sixty modules');
    });
    // The table continues on the next page under its own header.
    expect(pageTexts[1]).toMatch(/Part no\.\s+Description\s+Qty\s+Unit price\s+Total/);
    const parts = computePartsList(document, seedCatalogue, 'en');
    for (const line of parts.singlePartsList) expect(text).toMatch(rowPattern('en', line));
  });

  describe('who may make a PDF', () => {
    it('answers 401 to a guest, even one holding the edit link', async () => {
      const guest = await startedClient(server.app);
      const bar = await createBar(guest);
      expect((await guest.get(`/api/bars/${bar.id}/download`)).statusCode).toBe(401);
      const other = await startedClient(server.app);
      const response = await other.get(`/api/bars/${bar.id}/download?edit_token=${bar.edit_token}`);
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 to a user whose e-mail address is not verified', async () => {
      const { client } = await loggedInClient(server.app, server.db);
      const bar = await createBar(client);
      expect((await client.get(`/api/bars/${bar.id}/download`)).statusCode).toBe(403);
    });

    it("answers 403 for someone else's bar, 200 with its preview link", async () => {
      const owner = await verifiedClient(server.app, server.db);
      const bar = await savedBar(owner.client);
      const { client } = await verifiedClient(server.app, server.db);
      expect((await client.get(`/api/bars/${bar.id}/download`)).statusCode).toBe(403);
      const viaPreview = await client.get(`/api/bars/${bar.id}/download?preview_token=${bar.preview_token}`);
      expect(viaPreview.statusCode).toBe(200);
    });

    it('answers 404 for a removed bar', async () => {
      const { client } = await verifiedClient(server.app, server.db);
      const bar = await savedBar(client);
      expect((await client.request({ method: 'DELETE', url: `/api/bars/${bar.id}` })).statusCode).toBe(204);
      expect((await client.get(`/api/bars/${bar.id}/download`)).statusCode).toBe(404);
    });
  });
});
