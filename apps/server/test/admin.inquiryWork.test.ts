import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schemaAudit.ts';
import { outboundMails } from '../src/db/schemaQuotes.ts';
import { expectAdminOnly, fieldsOf } from './admin.records.helpers.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import type { TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { type Customer, customerWithBar, inquiryBody, mailsTo } from './inquiries.helpers.ts';
import { eventually, jobsAppForSuite } from './jobs.helpers.ts';

describe.each(databaseKinds)('working an inquiry (reply, note, assign, history) on %s', (kind) => {
  const suite = jobsAppForSuite(kind);
  let admin: { client: TestClient; userId: number; email: string };
  let colleague: { client: TestClient; userId: number; email: string };

  beforeAll(async () => {
    admin = await loggedInAdmin(suite.app, suite.database.db);
    colleague = await loggedInAdmin(suite.app, suite.database.db);
  });

  /** A quote request sent by a customer whose interface speaks `locale`. */
  async function sendInquiry(locale = 'it'): Promise<{ customer: Customer; id: number }> {
    const customer = await customerWithBar(suite.app, suite.database.db);
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer), { 'x-locale': locale });
    expect(response.statusCode).toBe(201);
    return { customer, id: response.json().data.id };
  }

  it('lets only administrators reply, note, assign and list assignees', async () => {
    const { customer, id } = await sendInquiry();
    const routes = [
      { method: 'POST', url: `/api/inquiries/${id}/messages`, payload: { body: 'Hello' } },
      { method: 'POST', url: `/api/inquiries/${id}/notes`, payload: { body: 'Hello' } },
      { method: 'PATCH', url: `/api/inquiries/${id}`, payload: { assignee_id: colleague.userId } },
      { method: 'GET', url: '/api/inquiry-assignees' },
      { method: 'GET', url: '/api/inquiries-index.csv' },
    ] as const;
    for (const route of routes) await expectAdminOnly(suite.app, suite.database.db, route);
    // The customer who sent it neither.
    const own = await customer.client.request({
      method: 'POST',
      url: `/api/inquiries/${id}/notes`,
      payload: { body: 'x' },
    });
    expect(own.statusCode).toBe(403);
    const record = (await admin.client.get(`/api/inquiries/${id}`)).json().data;
    expect(record.history).toEqual([]);
    expect(record.assignee).toBeNull();
  });

  it('answers 422 for bad input and 404 for an unknown inquiry, keeping nothing', async () => {
    const { id } = await sendInquiry();
    const post = (path: string, payload: unknown) =>
      admin.client.request({ method: 'POST', url: `/api/inquiries/${id}/${path}`, payload });
    for (const path of ['messages', 'notes']) {
      expect(fieldsOf(await post(path, {}))).toEqual(['body']);
      expect(fieldsOf(await post(path, { body: '   ' }))).toEqual(['body']);
      expect(fieldsOf(await post(path, { body: 'x'.repeat(5001) }))).toEqual(['body']);
      expect(fieldsOf(await post(path, { body: 42 }))).toEqual(['body']);
      // Strict: a field the endpoint does not know is refused, not dropped.
      expect((await post(path, { body: 'ok', bcc: 'x@example.com' })).statusCode).toBe(422);
    }
    const patch = (payload: unknown) => admin.client.request({ method: 'PATCH', url: `/api/inquiries/${id}`, payload });
    expect(fieldsOf(await patch({}))).toEqual(['status']);
    expect(fieldsOf(await patch({ status: 'shipped' }))).toEqual(['status']);
    expect(fieldsOf(await patch({ assignee_id: 'me' }))).toEqual(['assignee_id']);
    // A customer is no colleague.
    const { customer } = await sendInquiry();
    expect(fieldsOf(await patch({ assignee_id: customer.userId }))).toEqual(['assignee_id']);
    expect(fieldsOf(await patch({ status: 'closed', assignee_id: 999999 }))).toEqual(['assignee_id']);

    const record = (await admin.client.get(`/api/inquiries/${id}`)).json().data;
    // The refused assignment took the status change with it: nothing half-saved.
    expect([record.status, record.assignee, record.history]).toEqual(['new', null, []]);
    const unknown = [
      await admin.client.request({ method: 'POST', url: '/api/inquiries/999999/messages', payload: { body: 'x' } }),
      await admin.client.request({ method: 'POST', url: '/api/inquiries/999999/notes', payload: { body: 'x' } }),
      await admin.client.request({ method: 'PATCH', url: '/api/inquiries/999999', payload: { status: 'closed' } }),
    ];
    expect(unknown.map((response) => response.statusCode)).toEqual([404, 404, 404]);
  });

  it("mails a reply in the customer's language and keeps the whole history oldest first", async () => {
    const { customer, id } = await sendInquiry('it');
    const reply = await admin.client.request({
      method: 'POST',
      url: `/api/inquiries/${id}/messages`,
      payload: { body: '  Buongiorno, ecco il preventivo.\n=SUM(A1)  ' },
    });
    expect(reply.statusCode).toBe(201);
    const note = await admin.client.request({
      method: 'POST',
      url: `/api/inquiries/${id}/notes`,
      payload: { body: 'Customer prefers delivery in March.' },
    });
    expect(note.statusCode).toBe(201);
    const assigned = await admin.client.request({
      method: 'PATCH',
      url: `/api/inquiries/${id}`,
      payload: { assignee_id: colleague.userId, status: 'in_progress' },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.assignee).toMatchObject({ id: colleague.userId, email: colleague.email });
    // The colleague closes it; the same assignee again adds no step.
    const closed = await colleague.client.request({
      method: 'PATCH',
      url: `/api/inquiries/${id}`,
      payload: { status: 'quoted', assignee_id: colleague.userId },
    });
    expect(closed.statusCode).toBe(200);

    const history = closed.json().data.history as { kind: string; actor: { email: string } }[];
    expect(history.map((event) => event.kind)).toEqual(['message', 'note', 'status', 'assignment', 'status']);
    expect(history.map((event) => event.actor.email)).toEqual([
      admin.email,
      admin.email,
      admin.email,
      admin.email,
      colleague.email,
    ]);
    expect(history[0]).toMatchObject({ body: 'Buongiorno, ecco il preventivo.\n=SUM(A1)', from_status: null });
    expect(history[2]).toMatchObject({ from_status: 'new', to_status: 'in_progress' });
    expect(history[3]).toMatchObject({ assignee: { id: colleague.userId, email: colleague.email } });
    expect(history[4]).toMatchObject({ from_status: 'in_progress', to_status: 'quoted' });
    const times = history.map((event) => Date.parse((event as unknown as { created_at: string }).created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // GET shows the same history.
    expect((await admin.client.get(`/api/inquiries/${id}`)).json().data.history).toEqual(history);

    // The reply is in the outbox, in Italian; the note went to nobody.
    const mails = await eventually(async () => {
      const found = mailsTo(suite.mailDir, customer.email).filter((mail) => mail.raw.includes('Risposta alla sua'));
      return found.length > 0 && found;
    }, 'the reply mail');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`richiesta n. ${id}`);
    expect(mails[0]?.text).toContain('Buongiorno, ecco il preventivo.');
    expect(mails[0]?.text).not.toContain('delivery in March');
    const ledger = await suite.database.db
      .select()
      .from(outboundMails)
      .where(eq(outboundMails.key, `inquiry:${id}:message:${(history[0] as unknown as { id: number }).id}`));
    expect(ledger.map((row) => [row.recipient, row.status])).toEqual([[customer.email, 'sent']]);

    // Every write is in the audit log under the inquiry.
    const lines = await suite.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(id)));
    expect(lines.map((line) => Object.keys(line.changes).sort())).toEqual([
      ['replies'],
      ['notes'],
      ['assigneeId', 'status'],
      ['status'],
    ]);
  });

  it('filters the list by open, my countries, assignee and days, and exports the rows as CSV', async () => {
    // A colleague of its own: the inquiries of the tests before are assigned to the other one.
    const assignee = await loggedInAdmin(suite.app, suite.database.db);
    const first = await sendInquiry();
    const second = await sendInquiry();
    await admin.client.request({ method: 'PATCH', url: `/api/inquiries/${second.id}`, payload: { status: 'closed' } });
    await admin.client.request({
      method: 'PATCH',
      url: `/api/inquiries/${first.id}`,
      payload: { assignee_id: assignee.userId },
    });
    const ids = async (query: string) =>
      ((await admin.client.get(`/api/inquiries-index?${query}`)).json().data as { id: number }[]).map((row) => row.id);

    expect(await ids('filter[open]=true')).toContain(first.id);
    expect(await ids('filter[open]=true')).not.toContain(second.id);
    expect(await ids(`filter[assignee]=${assignee.userId}`)).toContain(first.id);
    expect(await ids(`filter[assignee]=${assignee.userId}`)).not.toContain(second.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`filter[from]=${today}&filter[to]=${today}`)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(await ids('filter[to]=2000-01-01')).toEqual([]);
    // The inquiries are from Germany (DE): mine once I am responsible for it.
    expect(await ids('filter[my_countries]=true')).toEqual([]);
    await admin.client.request({
      method: 'PUT',
      url: `/api/users/${admin.userId}`,
      payload: { country_responsibilities: ['DE'] },
    });
    expect(await ids('filter[my_countries]=true')).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(fieldsOf(await admin.client.get('/api/inquiries-index?filter[assignee]=abc'))).toEqual(['filter.assignee']);
    expect(fieldsOf(await admin.client.get('/api/inquiries-index?filter[open]=false'))).toEqual(['filter.open']);

    const csv = await admin.client.get(`/api/inquiries-index.csv?filter[assignee]=${assignee.userId}`, {
      'x-locale': 'en',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'No.,Received (UTC),Kind,Status,Name,E-mail,Organization,Country,Bar,Net total (EUR),Parts to order only,Assignee',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([first.id]);
    expect(lines[1]).toContain(assignee.email);
  });
});
