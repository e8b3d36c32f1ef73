import { describe, expect, it } from 'vitest';
import { createBar, graxxBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';
import { pdfText, verifiedClient } from './pdf.helpers.ts';

const LED_1200 = 141;
const COOLER = 115;

describe.each(databaseKinds)('the PDF prints the transport plan and the power budget (%s)', (kind) => {
  const server = useTestApp(kind);

  async function pdfOf(singleParts: { part_id: number; count: number }[], locale: 'de' | 'en') {
    const { client } = await verifiedClient(server.app, server.db, locale);
    const created = await createBar(client);
    const saved = await client.put(`/api/bars/${created.id}`, { version: 1, ...graxxBar(3), singleParts });
    expect(saved.statusCode).toBe(200);
    const response = await client.get(`/api/bars/${created.id}/download`, { 'x-locale': locale });
    expect(response.statusCode).toBe(200);
    return pdfText(response.rawPayload).replace(/\s+/g, ' ');
  }

  it('bags with their contents, volume, weight, vehicles, and the watts of four LED bars', async () => {
    const text = await pdfOf([{ part_id: LED_1200, count: 4 }], 'en');
    expect(text).toContain('Transport plan');
    expect(text).toMatch(/1 × TAS-MOD Transport bag base module Contents: 3 × GRX-0600-BF/);
    expect(text).toMatch(/Volume [\d.,]+ l, weight [\d.,]+ kg/);
    expect(text).toContain('Vehicles: Estate car: does not fit · Small van: fits · 3.5 t van: fits');
    expect(text).toContain('Power budget');
    expect(text).toContain('72 W, 0.31 A at 230 V, 1 circuit(s) of 16 A, 4 socket(s)');
    expect(text).not.toContain('One 16 A circuit is not enough');
  });

  it("warns in the reader's language when one circuit is not enough", async () => {
    const text = await pdfOf([{ part_id: COOLER, count: 25 }], 'de');
    expect(text).toContain('Transportplan');
    expect(text).toContain('3.000 W, 13,04 A bei 230 V, 2 Stromkreis(e) à 16 A, 25 Steckdose(n)');
    expect(text).toContain('Ein Stromkreis mit 16 A reicht nicht');
  });
});
