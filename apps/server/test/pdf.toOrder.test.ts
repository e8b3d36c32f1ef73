import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toOrderPartsList } from '@bar/domain/inventory';
import { computePartsList, type PartsListLine } from '@bar/domain/partsList';
import { describe, expect, it } from 'vitest';
import { PDF_MAIL_JOB } from '../src/features/pdf/pdfMailJob.ts';
import { createBar, seedCatalogue } from './helpers/bars.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { eventually, jobsAppForSuite, mailFiles } from './jobs.helpers.ts';
import { pdfText, renderFirstPage, verifiedClient } from './pdf.helpers.ts';
import {
  equippedDocument,
  escapeRegExp,
  euros,
  kilograms,
  rowPattern,
  savedBar,
  totalPattern,
} from './pdf.lines.helpers.ts';

const parts = computePartsList(equippedDocument(), seedCatalogue, 'en');
function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the equipped bar has no ${what}`);
  return value;
}
const several = parts.list.filter((line) => line.quantity > 1);
const fullyOwned = present(several[0], 'line of several units');
const partlyOwned = present(several[1], 'second line of several units');
const single = present(parts.singlePartsList[0], 'single part');
/** One line owned whole, one but a unit, one single part owned once. */
const inventory = new Map([
  [fullyOwned.part_id, fullyOwned.quantity + 5],
  [partlyOwned.part_id, partlyOwned.quantity - 1],
  [single.part_id, 1],
]);
const expected = toOrderPartsList(parts, inventory);

async function keepInventory(client: TestClient): Promise<void> {
  const items = [...inventory].map(([part_id, count]) => ({ part_id, count }));
  const response = await client.put('/api/user/inventory', { items });
  if (response.statusCode !== 200) throw new Error(`inventory answered ${response.statusCode}: ${response.body}`);
}

function rowOf(line: PartsListLine): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(line.part_number)}\\s`, 'm');
}

/** The text of a PDF that lists only what is to order, read against `expected`. */
function expectToOrderPdf(text: string): void {
  expect(text).toContain('Parts to order only');
  expect(text).toContain(`${expected.owned_units} parts you already own were subtracted`);
  expect(text).not.toMatch(rowOf(fullyOwned));
  expect(text).not.toMatch(rowPattern('en', partlyOwned));
  for (const line of [...expected.partsList.list, ...expected.partsList.singlePartsList]) {
    expect(text).toMatch(rowPattern('en', line));
  }
  expect(text).toMatch(totalPattern('Net total', euros('en', expected.partsList.total_price)));
  expect(text).toMatch(totalPattern('Gross total', euros('en', expected.partsList.gross_total)));
  expect(text).toMatch(totalPattern('Total weight', kilograms('en', expected.partsList.total_weight)));
}

/** The PDF attached to the newest .eml file nodemailer wrote (base64 in its own MIME part). */
function attachedPdfText(mailDir: string, file: string): { filename: string; text: string } {
  const eml = readFileSync(join(mailDir, file), 'utf8');
  const part = eml.split(/\n--[^\n]+\n/).find((section) => /Content-Type: application\/pdf/i.test(section));
  if (!part) throw new Error('the mail has no PDF attachment');
  const index = part.indexOf('\n\n');
  const filename = /filename="?([^"\n;]+)"?/i.exec(part.slice(0, index))?.[1] ?? '';
  return { filename, text: pdfText(Buffer.from(part.slice(index + 2).replace(/\s/g, ''), 'base64')) };
}

describe.each(databaseKinds)('the parts-list PDF of the parts to order (%s)', (kind) => {
  const suite = jobsAppForSuite(kind);

  it('lists only the lines with something to order, at the quantities and totals to order', async () => {
    expect(expected.partsList.list.length).toBeGreaterThan(0);
    const { client } = await verifiedClient(suite.app, suite.database.db, 'en');
    await keepInventory(client);
    const bar = await savedBar(client);
    const response = await client.get(`/api/bars/${bar.id}/download?parts=to_order`, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Sommerfest-Bar-to-order.pdf"');
    expectToOrderPdf(pdfText(response.rawPayload));
    renderFirstPage(response.rawPayload, `/tmp/shots/pdf/download-to-order-${kind}.png`);

    // Without the choice the same user gets every part, and no note.
    const whole = pdfText((await client.get(`/api/bars/${bar.id}/download`, { 'x-locale': 'en' })).rawPayload);
    expect(whole).not.toContain('Parts to order only');
    for (const line of [...parts.list, ...parts.singlePartsList]) expect(whole).toMatch(rowPattern('en', line));
  });

  it('says so when the own parts cover the whole bar', async () => {
    const { client } = await verifiedClient(suite.app, suite.database.db, 'de');
    const items = [...parts.list, ...parts.singlePartsList].map((line) => ({ part_id: line.part_id, count: 999 }));
    expect((await client.put('/api/user/inventory', { items })).statusCode).toBe(200);
    const bar = await savedBar(client);
    const response = await client.get(`/api/bars/${bar.id}/download?parts=to_order`, { 'x-locale': 'de' });
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Nur zu bestellende Teile');
    expect(text).toContain('Es ist nichts zu bestellen.');
    for (const line of parts.list) expect(text).not.toMatch(rowOf(line));
  });

  it('refuses a guest (401) and an unknown choice (422)', async () => {
    const guest = await startedClient(suite.app);
    const bar = await createBar(guest);
    const refused = await guest.get(`/api/bars/${bar.id}/download?parts=to_order&edit_token=${bar.edit_token}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/log in/i);
    const { client } = await verifiedClient(suite.app, suite.database.db, 'en');
    const own = await savedBar(client);
    const wrong = await client.get(`/api/bars/${own.id}/download?parts=owned`);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['parts']);
    const wrongBody = await client.post(`/api/bars/${own.id}/pdf`, { parts: 'some' });
    expect(wrongBody.statusCode).toBe(422);
    const unknownField = await client.post(`/api/bars/${own.id}/pdf`, { only: 'to_order' });
    expect(unknownField.statusCode).toBe(422);
  });

  it('mails the PDF of the parts to order, and a job queued without the choice lists every part', async () => {
    const { client, userId } = await verifiedClient(suite.app, suite.database.db, 'en');
    await keepInventory(client);
    const bar = await savedBar(client);
    const before = mailFiles(suite.mailDir).length;
    const response = await client.post(`/api/bars/${bar.id}/pdf`, { parts: 'to_order', request_id: 'to-order-01' });
    expect(response.statusCode).toBe(202);
    const mailed = await eventually(async () => mailFiles(suite.mailDir)[before], 'the to-order PDF e-mail');
    const toOrder = attachedPdfText(suite.mailDir, mailed);
    expect(toOrder.filename).toBe('Sommerfest-Bar-to-order.pdf');
    expectToOrderPdf(toOrder.text);

    // A payload as jobs were queued before the choice existed.
    await suite.app.jobs.enqueue(PDF_MAIL_JOB, { bar_id: bar.id, user_id: userId, locale: 'en', pictures: {} });
    const old = await eventually(async () => mailFiles(suite.mailDir)[before + 1], 'the PDF e-mail of the old job');
    const whole = attachedPdfText(suite.mailDir, old);
    expect(whole.filename).toBe('Sommerfest-Bar.pdf');
    expect(whole.text).not.toContain('Parts to order only');
    for (const line of [...parts.list, ...parts.singlePartsList]) expect(whole.text).toMatch(rowPattern('en', line));
  });
});
