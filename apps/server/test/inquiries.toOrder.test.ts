import { toOrderPartsList } from '@bar/domain/inventory';
import { computePartsList, type PartsListLine } from '@bar/domain/partsList';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries } from '../src/db/schemaQuotes.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { graxxBar, seedCatalogue } from './helpers/bars.ts';
import { databaseKinds } from './helpers/database.ts';
import { type Customer, customerWithBar, inquiryBody, insertAdmin, mailsAbout, mailsTo } from './inquiries.helpers.ts';
import { eventually, jobsAppForSuite } from './jobs.helpers.ts';

/** The bar customerWithBar saves: two G-Raxx modules. */
const parts = computePartsList(graxxBar(2), seedCatalogue, 'en');
const [fullyOwned, partlyOwned] = parts.list.filter((line) => line.quantity > 1);
if (!fullyOwned || !partlyOwned) throw new Error('the bar has two lines of several units');
const inventory = new Map([
  [fullyOwned.part_id, fullyOwned.quantity],
  [partlyOwned.part_id, partlyOwned.quantity - 1],
]);
const expected = toOrderPartsList(parts, inventory);

const quantities = (lines: PartsListLine[]) => lines.map((line) => [line.part_id, line.quantity, line.total]);

describe.each(databaseKinds)('an inquiry for the parts to order only on %s', (kind) => {
  const suite = jobsAppForSuite(kind);

  async function customerWithInventory(country?: string): Promise<Customer> {
    const customer = await customerWithBar(suite.app, suite.database.db, country ? { country } : {});
    const items = [...inventory].map(([part_id, count]) => ({ part_id, count }));
    expect((await customer.client.put('/api/user/inventory', { items })).statusCode).toBe(200);
    return customer;
  }

  async function stored(id: number) {
    const [row] = await suite.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    if (!row) throw new Error(`inquiry ${id} is not stored`);
    return row;
  }

  it('freezes only the lines to order, with their totals, and records the choice', async () => {
    const customer = await customerWithInventory();
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer, { parts: 'to_order' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.to_order_only).toBe(true);
    const row = await stored(response.json().data.id);
    expect(row.toOrderOnly).toBe(true);
    expect(row.ownedUnits).toBe(expected.owned_units);
    const frozen = row.barSnapshot?.parts;
    expect(quantities(frozen?.list ?? [])).toEqual(quantities(expected.partsList.list));
    expect(frozen?.list.some((line) => line.part_id === fullyOwned.part_id)).toBe(false);
    expect(frozen?.total_price).toBe(expected.partsList.total_price);
    expect(frozen?.gross_total).toBe(expected.partsList.gross_total);
    expect(frozen?.total_weight).toBe(expected.partsList.total_weight);
    // The document itself stays whole: staff see the bar the parts are for.
    expect(row.barSnapshot?.front.baseModules).toHaveLength(2);
  });

  it('freezes every part without the choice, even for a user who owns some', async () => {
    const customer = await customerWithInventory();
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.to_order_only).toBe(false);
    const row = await stored(response.json().data.id);
    expect([row.toOrderOnly, row.ownedUnits]).toEqual([false, null]);
    expect(quantities(row.barSnapshot?.parts.list ?? [])).toEqual(quantities(parts.list));
  });

  it("marks a to-order inquiry in the staff's list, whose total is that of the parts to order", async () => {
    const customer = await customerWithInventory();
    const sent = async (extra: Record<string, unknown>) => {
      const response = await customer.client.post('/api/inquiries', inquiryBody(customer, extra));
      expect(response.statusCode).toBe(201);
      return response.json().data.id as number;
    };
    const toOrder = await sent({ parts: 'to_order' });
    const whole = await sent({});
    const admin = await loggedInAdmin(suite.app, suite.database.db);
    const response = await admin.client.get(`/api/inquiries-index?search=${encodeURIComponent(customer.email)}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { id: number; to_order_only: boolean; total_price: number }[];
    expect(rows.map((row) => [row.id, row.to_order_only, row.total_price]).sort()).toEqual(
      [
        [toOrder, true, expected.partsList.total_price],
        [whole, false, parts.total_price],
      ].sort(),
    );
    expect(expected.partsList.total_price).toBeLessThan(parts.total_price);
  });

  it('refuses an unknown choice with 422 and stores nothing', async () => {
    const customer = await customerWithInventory();
    const [before] = await suite.database.db.select({ value: count() }).from(inquiries);
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer, { parts: 'owned' }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['parts']);
    const [after] = await suite.database.db.select({ value: count() }).from(inquiries);
    expect(after?.value).toBe(before?.value);
  });

  it('tells the staff and the customer that only the parts to order were asked for', async () => {
    const admin = await insertAdmin(suite.database.db, ['AD']);
    const customer = await customerWithInventory('Andorra');
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer, { parts: 'to_order' }), {
      'x-locale': 'de',
    });
    const id = response.json().data.id as number;
    const [adminMail] = await eventually(async () => {
      const mails = mailsAbout(suite.mailDir, admin.email, id);
      return mails.length > 0 && mails;
    }, 'the admin mail');
    expect(adminMail?.text).toContain(
      `Only the parts still to order were requested: ${expected.owned_units} parts already owned were subtracted.`,
    );
    const [customerMail] = await eventually(async () => {
      const mails = mailsTo(suite.mailDir, customer.email);
      return mails.length > 0 && mails;
    }, 'the confirmation');
    expect(customerMail?.text).toContain(
      `Nur die noch zu bestellenden Teile angefragt: ${expected.owned_units} Teile aus dem eigenen Bestand`,
    );
  });
});
