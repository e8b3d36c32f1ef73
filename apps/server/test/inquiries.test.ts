import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, inquiries, notifications, outboundMails } from '../src/db/schemaQuotes.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { customerWithBar, inquiryBody, insertAdmin, mailsAbout, mailsTo } from './inquiries.helpers.ts';
import { eventually, jobsAppForSuite } from './jobs.helpers.ts';

describe.each(databaseKinds)('POST /api/inquiries on %s', (kind) => {
  const suite = jobsAppForSuite(kind);

  async function inquiryCount(): Promise<number> {
    const [row] = await suite.database.db.select({ value: count() }).from(inquiries);
    return row?.value ?? 0;
  }

  const mailed = (to: string) => mailsTo(suite.mailDir, to).length;

  it('answers 401 to a guest and stores nothing', async () => {
    const before = await inquiryCount();
    const guest = await startedClient(suite.app);
    const response = await guest.post('/api/inquiries', { bar_id: 'x', address_id: 1, consent_contact: true });
    expect(response.statusCode).toBe(401);
    expect(await inquiryCount()).toBe(before);
  });

  it('answers 403 to a user whose e-mail is not verified', async () => {
    const customer = await customerWithBar(suite.app, suite.database.db, { verified: false });
    const before = await inquiryCount();
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(response.statusCode).toBe(403);
    expect(await inquiryCount()).toBe(before);
  });

  it('answers 422 on consent_contact when the contact consent is missing or false', async () => {
    const customer = await customerWithBar(suite.app, suite.database.db);
    const before = await inquiryCount();
    const refused = await customer.client.post('/api/inquiries', inquiryBody(customer, { consent_contact: false }));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['consent_contact']);
    const missing = await customer.client.post('/api/inquiries', inquiryBody(customer, { consent_contact: undefined }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.consent_contact).toHaveLength(1);
    expect(await inquiryCount()).toBe(before);
  });

  it("refuses someone else's bar (403) and address (404) and stores nothing", async () => {
    const customer = await customerWithBar(suite.app, suite.database.db);
    const stranger = await customerWithBar(suite.app, suite.database.db);
    const before = await inquiryCount();
    const key = { 'idempotency-key': 'refused-1' };
    const otherBar = await customer.client.post(
      '/api/inquiries',
      inquiryBody(customer, { bar_id: stranger.barId }),
      key,
    );
    expect(otherBar.statusCode).toBe(403);
    const otherAddress = await customer.client.post(
      '/api/inquiries',
      inquiryBody(customer, { address_id: stranger.addressId }),
    );
    expect(otherAddress.statusCode).toBe(404);
    const otherDelivery = await customer.client.post(
      '/api/inquiries',
      inquiryBody(customer, { delivery_address_id: stranger.addressId }),
    );
    expect(otherDelivery.statusCode).toBe(404);
    expect(await inquiryCount()).toBe(before);
    // The refused request left no key behind: the same key may carry a corrected request.
    expect(await suite.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'refused-1'))).toEqual(
      [],
    );
    expect(mailed(customer.email)).toBe(0);
  });

  it('creates one inquiry and one set of e-mails for retries with the same Idempotency-Key', async () => {
    const admin = await insertAdmin(suite.database.db, ['LI']);
    const customer = await customerWithBar(suite.app, suite.database.db, { country: 'Liechtenstein' });
    const before = await inquiryCount();
    const headers = { 'idempotency-key': `double-click-${customer.userId}` };
    const [first, second] = await Promise.all([
      customer.client.post('/api/inquiries', inquiryBody(customer), headers),
      customer.client.post('/api/inquiries', inquiryBody(customer), headers),
    ]);
    const third = await customer.client.post('/api/inquiries', inquiryBody(customer), headers);
    expect(first?.statusCode).toBe(201);
    expect(second?.statusCode).toBe(201);
    expect(third.statusCode).toBe(201);
    expect(second?.json()).toEqual(first?.json());
    expect(third.json()).toEqual(first?.json());
    expect(await inquiryCount()).toBe(before + 1);

    const id = first?.json().data.id as number;
    await eventually(
      async () => mailed(customer.email) > 0 && mailsAbout(suite.mailDir, admin.email, id).length > 0,
      'both mails',
    );
    // Give any duplicate job the time to run before counting: wait for the ledger to settle.
    await eventually(async () => {
      const rows = await suite.database.db.select().from(outboundMails);
      const forInquiry = rows.filter((row) => row.key.startsWith(`inquiry:${id}:`));
      return forInquiry.length === 2 && forInquiry.every((row) => row.status === 'sent');
    }, 'the ledger to show both mails sent');
    expect(mailed(customer.email)).toBe(1);
    expect(mailsAbout(suite.mailDir, admin.email, id)).toHaveLength(1);

    const reused = await customer.client.post('/api/inquiries', inquiryBody(customer, { message: 'other' }), headers);
    expect(reused.statusCode).toBe(409);
    expect(await inquiryCount()).toBe(before + 1);
  });

  it('keeps the frozen bar and parts list when the bar changes later', async () => {
    const customer = await customerWithBar(suite.app, suite.database.db);
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;
    const [stored] = await suite.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    const frozenDocument = stored?.barSnapshot?.front;
    const frozenTotal = stored?.barSnapshot?.parts.total_price;
    expect(stored?.barSnapshot?.front.baseModules).toHaveLength(2);
    expect(frozenTotal).toBeGreaterThan(0);

    const bar = (await customer.client.get(`/api/bars/${customer.barId}`)).json().data;
    const { graxxBar } = await import('./helpers/bars.ts');
    const changed = await customer.client.put(`/api/bars/${customer.barId}`, { version: bar.version, ...graxxBar(4) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.parts.total_price).not.toBe(frozenTotal);
    await customer.client.put(`/api/addresses/${customer.addressId}`, { ...stored?.address, city: 'Hamburg' });

    const [after] = await suite.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(after?.barSnapshot?.front).toEqual(frozenDocument);
    expect(after?.barSnapshot?.parts.total_price).toBe(frozenTotal);
    expect(after?.address?.city).toBe('Berlin');
  });

  it('mails only the administrators responsible for the country, and records each notification', async () => {
    const responsible = await insertAdmin(suite.database.db, ['AT'], 'de');
    const other = await insertAdmin(suite.database.db, ['CH']);
    const customer = await customerWithBar(suite.app, suite.database.db, { country: ' österreich' });
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer), { 'x-locale': 'fr' });
    const id = response.json().data.id as number;

    const [adminMail] = await eventually(async () => {
      const mails = mailsTo(suite.mailDir, responsible.email);
      return mails.length > 0 && mails;
    }, 'the admin mail');
    expect(adminMail?.text).toContain('hat eine Anfrage zur Bar „Inquiry bar“ gesendet');
    // The address's country (stored as AT) in the administrator's language.
    expect(adminMail?.text).toContain('\nÖsterreich\n');
    const [customerMail] = await eventually(async () => {
      const mails = mailsTo(suite.mailDir, customer.email);
      return mails.length > 0 && mails;
    }, 'the confirmation');
    expect(customerMail?.text).toContain('merci pour votre demande concernant le bar « Inquiry bar »');
    expect(mailsAbout(suite.mailDir, other.email, id)).toEqual([]);
    // The notification is recorded in the transaction that marks the mail sent, just after the
    // mail itself is written.
    const recorded = await eventually(async () => {
      const rows = await suite.database.db.select().from(notifications).where(eq(notifications.inquiryId, id));
      return rows.length > 0 && rows;
    }, 'the recorded notification');
    expect(recorded.map((row) => row.recipientEmail)).toEqual([responsible.email]);
  });

  it('mails the administrator responsible for DE about an inquiry whose address says "Germany"', async () => {
    const responsible = await insertAdmin(suite.database.db, ['DE']);
    const other = await insertAdmin(suite.database.db, ['AT', 'CH']);
    const customer = await customerWithBar(suite.app, suite.database.db, { country: 'Germany' });
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;
    const recorded = await eventually(async () => {
      const rows = await suite.database.db.select().from(notifications).where(eq(notifications.inquiryId, id));
      return rows.length > 0 && rows;
    }, 'the recorded notification');
    expect(recorded.map((row) => row.recipientEmail)).toEqual([responsible.email]);
    expect(mailsAbout(suite.mailDir, other.email, id)).toEqual([]);
    const [stored] = await suite.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(stored?.address?.country).toBe('DE');
  });

  it('mails every administrator when nobody is responsible for the country', async () => {
    const first = await insertAdmin(suite.database.db, ['IT']);
    const second = await insertAdmin(suite.database.db);
    const customer = await customerWithBar(suite.app, suite.database.db, { country: 'Portugal' });
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer));
    const id = response.json().data.id as number;
    const admins = await suite.database.db.query.users.findMany({ where: (users, { eq }) => eq(users.isAdmin, true) });
    const recorded = await eventually(async () => {
      const rows = await suite.database.db.select().from(notifications).where(eq(notifications.inquiryId, id));
      return rows.length === admins.length && rows;
    }, 'a notification per administrator');
    expect(recorded.map((row) => row.recipientEmail).sort()).toEqual(admins.map((admin) => admin.email).sort());
    // Other tests' inquiries may also reach these administrators: count this inquiry's mails.
    expect(mailsAbout(suite.mailDir, first.email, id)).toHaveLength(1);
    expect(mailsAbout(suite.mailDir, second.email, id)).toHaveLength(1);
  });
});
