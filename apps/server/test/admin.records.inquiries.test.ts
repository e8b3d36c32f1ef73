import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { inquiries } from '../src/db/schemaQuotes.ts';
import { expectAdminOnly, fieldsOf } from './admin.records.helpers.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';
import { ADDRESS, type Customer, customerWithBar, inquiryBody } from './inquiries.helpers.ts';

describe.each(databaseKinds)('admin inquiry records and bars on %s', (kind) => {
  const server = useAdminTestApp(kind);

  async function sendInquiry(customer: Customer, extra: Record<string, unknown> = {}): Promise<number> {
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer, extra), { 'x-locale': 'it' });
    expect(response.statusCode).toBe(201);
    return response.json().data.id;
  }

  /** The frozen columns as PostgreSQL prints them, to compare byte for byte. */
  async function frozenText(id: number): Promise<string> {
    const { rows } = await server.database.runSql(
      'select bar_snapshot::text as bar, address::text as address, delivery_address::text as delivery from inquiries where id = $1',
      [id],
    );
    return JSON.stringify(rows);
  }

  it('refuses guests (401) and customers (403) on GET and PUT', async () => {
    const customer = await customerWithBar(server.app, server.db);
    const id = await sendInquiry(customer);
    await expectAdminOnly(server.app, server.db, { method: 'GET', url: `/api/inquiries/${id}` });
    await expectAdminOnly(server.app, server.db, {
      method: 'PUT',
      url: `/api/inquiries/${id}`,
      payload: { status: 'closed' },
    });
    // Also the customer who sent it may not read or move it.
    expect((await customer.client.get(`/api/inquiries/${id}`)).statusCode).toBe(403);
    expect((await customer.client.put(`/api/inquiries/${id}`, { status: 'closed' })).statusCode).toBe(403);
    const [row] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row?.status).toBe('new');
  });

  it('shows the whole inquiry: frozen bar and parts list, address snapshots, customer and their addresses', async () => {
    const customer = await customerWithBar(server.app, server.db);
    const delivery = await customer.client.post('/api/addresses', { ...ADDRESS, city: 'Hamburg', street: 'Kai 2' });
    const id = await sendInquiry(customer, { delivery_address_id: delivery.json().data.id });

    const response = await server.admin.get(`/api/inquiries/${id}`);
    expect(response.statusCode).toBe(200);
    const record = response.json().data;
    expect(record).toMatchObject({
      id,
      status: 'new',
      message: 'Please call me on Monday.',
      consent_contact: true,
      consent_call: true,
      consent_newsletter: false,
      locale: 'it',
      bar_id: customer.barId,
      address: { city: 'Berlin', street: 'Hauptstraße 1', organization: 'Bar GmbH' },
      delivery_address: { city: 'Hamburg', street: 'Kai 2' },
      customer: { id: customer.userId, email: customer.email, given_name: 'Eva' },
    });
    expect(record.customer.addresses.map((address: { city: string }) => address.city)).toEqual(['Berlin', 'Hamburg']);
    const [stored] = await server.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(record.bar_snapshot).toEqual(stored?.barSnapshot);
    expect(record.bar_snapshot.front.baseModules).toHaveLength(2);
    expect(record.bar_snapshot.parts.list.length).toBeGreaterThan(0);
    expect([record.to_order_only, record.owned_units]).toEqual([false, null]);
  });

  it('marks an inquiry for the parts to order only, with the units the customer owned', async () => {
    const customer = await customerWithBar(server.app, server.db);
    const whole = (await customer.client.get(`/api/bars/${customer.barId}`)).json().data.parts.list[0];
    const items = [{ part_id: whole.part_id, count: whole.quantity }];
    expect((await customer.client.put('/api/user/inventory', { items })).statusCode).toBe(200);
    const id = await sendInquiry(customer, { parts: 'to_order' });
    const record = (await server.admin.get(`/api/inquiries/${id}`)).json().data;
    expect([record.to_order_only, record.owned_units]).toEqual([true, whole.quantity]);
    const frozenIds = record.bar_snapshot.parts.list.map((line: { part_id: number }) => line.part_id);
    expect(frozenIds).not.toContain(whole.part_id);
  });

  it('moves the status and never touches the frozen copy; a deleted bar shows as bar_id null', async () => {
    const customer = await customerWithBar(server.app, server.db);
    const id = await sendInquiry(customer);
    const before = await frozenText(id);
    // The customer changes the live bar and address afterwards; the inquiry keeps what was asked for.
    await customer.client.put(`/api/addresses/${customer.addressId}`, { ...ADDRESS, city: 'München' });

    for (const status of ['in_progress', 'quoted', 'closed', 'new']) {
      const response = await server.admin.put(`/api/inquiries/${id}`, { status, message: 'changed', bar_snapshot: {} });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe(status);
      expect(response.json().data.message).toBe('Please call me on Monday.');
    }
    expect(await frozenText(id)).toBe(before);
    const record = (await server.admin.get(`/api/inquiries/${id}`)).json().data;
    expect(record.address.city).toBe('Berlin');
    expect(record.customer.addresses[0].city).toBe('München');

    expect((await customer.client.request({ method: 'DELETE', url: `/api/bars/${customer.barId}` })).statusCode).toBe(
      204,
    );
    const afterDelete = (await server.admin.get(`/api/inquiries/${id}`)).json().data;
    expect(afterDelete.bar_id).toBeNull();
    expect(afterDelete.bar_snapshot.front.baseModules).toHaveLength(2);
  });

  it('answers 422 for an unknown or missing status and 404 for an unknown inquiry', async () => {
    const customer = await customerWithBar(server.app, server.db);
    const id = await sendInquiry(customer);
    expect(fieldsOf(await server.admin.put(`/api/inquiries/${id}`, { status: 'shipped' }))).toEqual(['status']);
    expect(fieldsOf(await server.admin.put(`/api/inquiries/${id}`, {}))).toEqual(['status']);
    expect((await server.admin.get(`/api/inquiries/${id}`)).json().data.status).toBe('new');
    expect((await server.admin.get('/api/inquiries/999999')).statusCode).toBe(404);
    expect((await server.admin.put('/api/inquiries/999999', { status: 'closed' })).statusCode).toBe(404);
  });

  it("lets an administrator read anyone's bar, read only; others still may not", async () => {
    const owner = await loggedInClient(server.app, server.db);
    const created = await owner.client.post('/api/bars', { name: 'Private bar' });
    const barId = created.json().data.id as string;

    const asAdmin = await server.admin.get(`/api/bars/${barId}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data).toMatchObject({ id: barId, name: 'Private bar', can_edit: false });
    expect(asAdmin.json().data.edit_token).toBeUndefined();
    expect(asAdmin.json().data.preview_token).toBeUndefined();
    const save = await server.admin.put(`/api/bars/${barId}`, { version: 1, name: 'Taken over' });
    expect(save.statusCode).toBe(403);

    // The owner keeps full access; a stranger and a guest are still refused.
    expect((await owner.client.get(`/api/bars/${barId}`)).json().data.can_edit).toBe(true);
    const stranger = await loggedInClient(server.app, server.db);
    expect((await stranger.client.get(`/api/bars/${barId}`)).statusCode).toBe(403);
    expect((await (await startedClient(server.app)).get(`/api/bars/${barId}`)).statusCode).toBe(401);

    // A deleted bar is gone for administrators too.
    await server.db.update(bars).set({ deletedAt: new Date() }).where(eq(bars.id, barId));
    expect((await server.admin.get(`/api/bars/${barId}`)).statusCode).toBe(404);
  });
});
