import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, inquiries, notifications } from '../src/db/schemaQuotes.ts';
import { THROTTLE_RULES } from '../src/features/auth/throttle.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';
import { insertAdmin, mailsAbout, mailsTo } from './inquiries.helpers.ts';
import { eventually, jobsAppForSuite } from './jobs.helpers.ts';

let emailCounter = 0;

/** A complete request; each call names a new e-mail so that the per-address throttle stays out of the way. */
function consultationBody(extra: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    name: 'Rita Theke',
    email: `rita-${emailCounter}-${Date.now()}@example.com`,
    phone: '+49 30 123456',
    country: 'Deutschland',
    preferred_time: 'afternoon',
    topic: 'branding',
    message: 'Which colours suit a summer festival?',
    consent_contact: true,
    ...extra,
  };
}

describe.each(databaseKinds)('POST /api/consultations on %s', (kind) => {
  const suite = jobsAppForSuite(kind);

  async function consultationCount(): Promise<number> {
    const [row] = await suite.database.db
      .select({ value: count() })
      .from(inquiries)
      .where(eq(inquiries.kind, 'consultation'));
    return row?.value ?? 0;
  }

  it('stores a guest request with its contact and answers without personal data, never cached', async () => {
    const guest = await startedClient(suite.app);
    const body = consultationBody({ name: '  Rita Theke ', message: '' });
    const response = await guest.post('/api/consultations', body, { 'x-locale': 'de' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json().data;
    expect(Object.keys(answer).sort()).toEqual(['created_at', 'id', 'kind', 'status']);
    expect(answer).toMatchObject({ kind: 'consultation', status: 'new' });

    const [stored] = await suite.database.db.select().from(inquiries).where(eq(inquiries.id, answer.id));
    expect(stored).toMatchObject({
      kind: 'consultation',
      userId: null,
      barSnapshot: null,
      address: null,
      message: null,
      consentContact: true,
      consentCall: true,
      consentNewsletter: false,
      locale: 'de',
      contact: {
        name: 'Rita Theke',
        email: body.email,
        phone: '+49 30 123456',
        // Sent as "Deutschland", stored as its code.
        country: 'DE',
        preferred_time: 'afternoon',
        topic: 'branding',
      },
    });
  });

  it("keeps a logged-in user's request with the account", async () => {
    const { client, userId } = await loggedInClient(suite.app, suite.database.db);
    const response = await client.post('/api/consultations', consultationBody());
    expect(response.statusCode).toBe(201);
    const [stored] = await suite.database.db.select().from(inquiries).where(eq(inquiries.id, response.json().data.id));
    expect(stored?.userId).toBe(userId);
    expect(stored?.kind).toBe('consultation');
  });

  it('answers 422 with a message per refused field and stores nothing', async () => {
    const guest = await startedClient(suite.app);
    const before = await consultationCount();

    const empty = await guest.post('/api/consultations', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['consent_contact', 'country', 'email', 'name', 'phone', 'preferred_time', 'topic'].sort(),
    );

    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-address' }, 'email'],
      [{ phone: 'call me' }, 'phone'],
      [{ phone: '12 34' }, 'phone'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Rita\r\nBcc: x@example.com' }, 'name'],
      [{ country: 'x'.repeat(101) }, 'country'],
      [{ country: 'Atlantis' }, 'country'],
      [{ preferred_time: 'midnight' }, 'preferred_time'],
      [{ topic: 'gossip' }, 'topic'],
      [{ message: 'x'.repeat(5001) }, 'message'],
      [{ message: 'nul \u0000 inside' }, 'message'],
      [{ message: 'lone \ud800 surrogate' }, 'message'],
      [{ consent_contact: false }, 'consent_contact'],
      [{ is_admin: true }, 'is_admin'],
    ];
    for (const [change, field] of cases) {
      const response = await guest.post('/api/consultations', consultationBody(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(change)).toEqual([field]);
    }
    const badKey = await guest.post('/api/consultations', consultationBody(), { 'idempotency-key': ' ' });
    expect(badKey.statusCode).toBe(422);
    expect(Object.keys(badKey.json().errors)).toEqual(['idempotency-key']);
    expect(await consultationCount()).toBe(before);
  });

  it('refuses a request without the CSRF token (419)', async () => {
    const guest = await startedClient(suite.app);
    const response = await guest.request({
      method: 'POST',
      url: '/api/consultations',
      payload: consultationBody(),
      withoutCsrfHeader: true,
    });
    expect(response.statusCode).toBe(419);
  });

  it('creates one request for a double submit with the same Idempotency-Key, per session', async () => {
    const guest = await startedClient(suite.app);
    const before = await consultationCount();
    const body = consultationBody();
    const headers = { 'idempotency-key': 'consultation-double-click' };
    const [first, second] = await Promise.all([
      guest.post('/api/consultations', body, headers),
      guest.post('/api/consultations', body, headers),
    ]);
    const third = await guest.post('/api/consultations', body, headers);
    expect(first?.statusCode).toBe(201);
    expect(second?.statusCode).toBe(201);
    expect(third.statusCode).toBe(201);
    expect(second?.json()).toEqual(first?.json());
    expect(third.json()).toEqual(first?.json());
    expect(await consultationCount()).toBe(before + 1);

    // The same key with another request is a conflict, not a second record.
    const changed = await guest.post('/api/consultations', { ...body, topic: 'pricing' }, headers);
    expect(changed.statusCode).toBe(409);
    expect(await consultationCount()).toBe(before + 1);

    // Another browser's key is its own: the same key there creates its own request.
    const other = await startedClient(suite.app);
    const elsewhere = await other.post('/api/consultations', body, headers);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().data.id).not.toBe(first?.json().data.id);
    expect(await consultationCount()).toBe(before + 2);
    const keys = await suite.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'consultation-double-click'));
    expect(keys).toHaveLength(2);
    expect(keys.every((row) => row.userId === null && row.sessionId !== null)).toBe(true);
  });

  it('mails the administrators responsible for the country and records each notification', async () => {
    const responsible = await insertAdmin(suite.database.db, ['CH'], 'de');
    const other = await insertAdmin(suite.database.db, ['AT']);
    const guest = await startedClient(suite.app);
    const body = consultationBody({ country: ' schweiz', topic: 'delivery', preferred_time: 'morning' });
    const response = await guest.post('/api/consultations', body);
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;

    const [mail] = await eventually(async () => {
      const mails = mailsAbout(suite.mailDir, responsible.email, id);
      return mails.length > 0 && mails;
    }, 'the administrator mail');
    expect(mail?.text).toContain(`Rita Theke <${body.email}> bittet um einen Rückruf zur Beratung.`);
    expect(mail?.text).toContain('Telefon: +49 30 123456');
    expect(mail?.text).toContain('Bevorzugte Zeit: vormittags');
    expect(mail?.text).toContain('Thema: Lieferung und Aufbau');
    expect(mailsAbout(suite.mailDir, other.email, id)).toEqual([]);
    // Nothing goes to the address typed into the form.
    expect(mailsTo(suite.mailDir, body.email)).toEqual([]);

    const recorded = await eventually(async () => {
      const rows = await suite.database.db.select().from(notifications).where(eq(notifications.inquiryId, id));
      return rows.length > 0 && rows;
    }, 'the recorded notification');
    expect(recorded.map((row) => [row.kind, row.recipientEmail, row.subject])).toEqual([
      ['consultation', responsible.email, `Neue Beratungsanfrage Nr. ${id} aus Schweiz`],
    ]);
  });

  it('is listed for administrators among the inquiries, marked as consultation, with its record', async () => {
    const guest = await startedClient(suite.app);
    const body = consultationBody({ name: 'Listed Guest', country: 'Belgique' });
    const id = (await guest.post('/api/consultations', body)).json().data.id as number;
    const { client: admin } = await loggedInAdmin(suite.app, suite.database.db);

    const all = await admin.get('/api/inquiries-index');
    expect(all.statusCode).toBe(200);
    const row = all.json().data.find((item: { id: number }) => item.id === id);
    expect(row).toEqual({
      id,
      kind: 'consultation',
      status: 'new',
      customer: { email: body.email, name: 'Listed Guest', organization: null },
      country: 'BE',
      bar_name: null,
      total_price: null,
      to_order_only: false,
      // Nobody works on it yet.
      assignee: null,
      created_at: expect.any(String),
    });

    const onlyConsultations = await admin.get('/api/inquiries-index?filter[kind]=consultation');
    const kinds = onlyConsultations.json().data.map((item: { kind: string }) => item.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['consultation']));
    const onlyQuotes = await admin.get('/api/inquiries-index?filter[kind]=quote');
    expect(onlyQuotes.json().data.map((item: { id: number }) => item.id)).not.toContain(id);
    // The filter takes the code or a name in any of the app's languages.
    for (const country of ['BE', 'Belgique', 'belgium', 'Belgien']) {
      const byCountry = await admin.get(`/api/inquiries-index?filter[country]=${encodeURIComponent(country)}`);
      expect(byCountry.json().data.map((item: { id: number }) => item.id)).toEqual([id]);
    }
    const bySearch = await admin.get(`/api/inquiries-index?search=${encodeURIComponent('Listed Guest')}`);
    expect(bySearch.json().data.map((item: { id: number }) => item.id)).toEqual([id]);

    const record = await admin.get(`/api/inquiries/${id}`);
    expect(record.statusCode).toBe(200);
    expect(record.json().data).toMatchObject({
      id,
      kind: 'consultation',
      bar_snapshot: null,
      address: null,
      bar_id: null,
      customer: null,
      message: body.message,
      contact: { name: 'Listed Guest', email: body.email, phone: body.phone, country: 'BE' },
    });
    const moved = await admin.put(`/api/inquiries/${id}`, { status: 'in_progress' });
    expect(moved.json().data).toMatchObject({ kind: 'consultation', status: 'in_progress' });

    // Customers may not read it.
    const { client: customer } = await loggedInClient(suite.app, suite.database.db);
    expect((await customer.get(`/api/inquiries/${id}`)).statusCode).toBe(403);
  });
});

describe.each(databaseKinds)('consultation throttles on %s', (kind) => {
  // The production limits (factor 1); queued mails are not sent.
  const server = useTestApp(kind, { config: { throttleLimitFactor: 1 }, jobs: { runWorker: false } });

  async function browserFrom(ip: string): Promise<TestClient> {
    const client = new TestClient(server.app);
    client.remoteAddress = ip;
    await client.fetchCsrfCookie();
    return client;
  }

  async function storedFor(email: string): Promise<number> {
    const [row] = await server.db
      .select({ value: count() })
      .from(inquiries)
      .where(sql`${inquiries.contact} ->> 'email' = ${email}`);
    return row?.value ?? 0;
  }

  function expectThrottled(response: LightMyRequestResponse): void {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_RULES.consultationPerEmail.windowMs / 1000);
    expect(response.headers['cache-control']).toBe('no-store');
  }

  it('limits requests per e-mail address, whatever the IP; the refused one is not stored', async () => {
    const body = consultationBody();
    const { limit } = THROTTLE_RULES.consultationPerEmail;
    for (let sent = 0; sent < limit; sent += 1) {
      const client = await browserFrom(`198.51.100.${sent + 1}`);
      expect((await client.post('/api/consultations', { ...body, message: `attempt ${sent}` })).statusCode).toBe(201);
    }
    const late = await browserFrom('198.51.100.200');
    expectThrottled(await late.post('/api/consultations', { ...body, message: 'one too many' }));
    expect(await storedFor(body.email)).toBe(limit);
    // Another address from that client is still welcome.
    expect((await late.post('/api/consultations', consultationBody())).statusCode).toBe(201);
  });

  it('limits requests per client IP across addresses', async () => {
    const client = await browserFrom('203.0.113.9');
    const { limit } = THROTTLE_RULES.consultationPerIp;
    for (let sent = 0; sent < limit; sent += 1) {
      expect((await client.post('/api/consultations', consultationBody())).statusCode).toBe(201);
    }
    const body = consultationBody();
    expectThrottled(await client.post('/api/consultations', body));
    expect(await storedFor(body.email)).toBe(0);
    // Another client IP is counted on its own.
    const neighbour = await browserFrom('203.0.113.10');
    expect((await neighbour.post('/api/consultations', consultationBody())).statusCode).toBe(201);
  });
});
