import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries } from '../src/db/schemaQuotes.ts';
import { graxxBar } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';
import { customerWithBar, inquiryBody } from './inquiries.helpers.ts';

type Line = { part_number: string; unit_price: number; quantity: number };
const RACK_NUMBER = 'GRX-0600-BF';
const unitPrice = (lines: Line[]) => lines.find((line) => line.part_number === RACK_NUMBER)?.unit_price;

describe.each(databaseKinds)('a price edited by an administrator (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  it('shows in the next saved parts list, while a sent inquiry keeps its frozen price', async () => {
    const customer = await customerWithBar(server.app, server.db);
    const sent = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(sent.statusCode).toBe(201);
    const inquiryId = sent.json().data.id as number;
    const frozenBefore = await frozenSnapshot(inquiryId);
    expect(unitPrice(frozenBefore.parts.list)).toBe(38900);

    const rack = (await server.guest.get('/api/parts'))
      .json()
      .data.find((part: { variants: { part_number: string }[] }) => part.variants[0]?.part_number === RACK_NUMBER);
    const edited = await server.admin.put(`/api/parts/${rack.id}`, { ...rack, price: 41000 });
    expect(edited.statusCode).toBe(200);

    const bar = (await customer.client.get(`/api/bars/${customer.barId}`)).json().data;
    const saved = await customer.client.put(`/api/bars/${customer.barId}`, { version: bar.version, ...graxxBar(2) });
    expect(saved.statusCode).toBe(200);
    expect(unitPrice(saved.json().data.parts.list)).toBe(41000);
    expect(saved.json().data.parts.total_price).toBe(frozenBefore.parts.total_price + 2 * (41000 - 38900));

    const frozenAfter = await frozenSnapshot(inquiryId);
    expect(unitPrice(frozenAfter.parts.list)).toBe(38900);
    expect(frozenAfter.parts.total_price).toBe(frozenBefore.parts.total_price);
  });

  async function frozenSnapshot(id: number) {
    const [row] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    if (!row) throw new Error(`inquiry ${id} not stored`);
    return row.barSnapshot as unknown as { parts: { list: Line[]; total_price: number } };
  }
});
