import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { passwordResetTokens, throttles, users } from '../src/db/schema.ts';
import { uploads } from '../src/db/schemaContent.ts';
import { inquiries } from '../src/db/schemaQuotes.ts';
import { THROTTLE_RULES } from '../src/features/auth/throttle.ts';
import { mailsTo, PASSWORD, registeredClient, uniqueEmail, waitForMail } from './auth.helpers.ts';
import { testConfig } from './helpers/app.ts';
import { createBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { multipartBody } from './helpers/multipart.ts';
import { useTestApp } from './helpers/testApp.ts';
import { customerWithBar, inquiryBody } from './inquiries.helpers.ts';
import { verifiedClient } from './pdf.helpers.ts';

/** A browser on its own session, seen by the server as coming from `ip`. */
async function browserFrom(app: FastifyInstance, ip: string): Promise<TestClient> {
  const client = new TestClient(app);
  client.remoteAddress = ip;
  await client.fetchCsrfCookie();
  return client;
}

function expectThrottled(response: LightMyRequestResponse, windowMs: number): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(response.json().message).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);
}

describe.each(databaseKinds)('throttles (%s)', (kind) => {
  let clock: Date;
  // The production limits (factor 1) and a clock the tests move past a window.
  const server = useTestApp(kind, {
    mailLinks: true,
    config: { throttleLimitFactor: 1 },
    now: () => clock,
    // Queued jobs (inquiry and PDF mails) are counted, not run.
    jobs: { runWorker: false },
  });
  beforeEach(async () => {
    clock = new Date();
    await server.db.delete(throttles);
  });

  /** Jobs in pg-boss's table whose queue name is like `pattern`, whatever their state. */
  async function queued(pattern: string): Promise<number> {
    const result = (await server.db.execute(
      sql`select count(*)::int as n from pgboss.job where name like ${pattern}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n ?? 0;
  }

  async function userCount(): Promise<number> {
    const [row] = await server.db.select({ value: count() }).from(users);
    return row?.value ?? 0;
  }

  describe('forgot password', () => {
    const { limit, windowMs } = THROTTLE_RULES.forgotPasswordPerEmail;

    it('limits one address across sessions and IPs; the refused request mails nothing; the window resets', async () => {
      const { user } = await registeredClient(server.app);
      for (let attempt = 1; attempt <= limit; attempt++) {
        const browser = await browserFrom(server.app, `198.51.100.${attempt}`);
        expect((await browser.post('/forgot-password', { email: user.email })).statusCode).toBe(200);
      }
      // The verification mail and one reset mail per accepted request.
      await waitForMail(server.mailDir, user.email, 1 + limit);
      const [tokenBefore] = await server.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));

      const refused = await (await browserFrom(server.app, '198.51.100.99')).post('/forgot-password', {
        email: user.email,
      });
      expectThrottled(refused, windowMs);
      const [tokenAfter] = await server.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(tokenAfter?.tokenHash).toBe(tokenBefore?.tokenHash);
      expect(mailsTo(server.mailDir, user.email)).toHaveLength(1 + limit);

      clock = new Date(clock.getTime() + windowMs + 1000);
      const again = await (await browserFrom(server.app, '198.51.100.99')).post('/forgot-password', {
        email: user.email,
      });
      expect(again.statusCode).toBe(200);
      await waitForMail(server.mailDir, user.email, 2 + limit);
    });

    it('refuses an unknown address exactly like a known one (nothing reveals the account)', async () => {
      const { user } = await registeredClient(server.app);
      const unknown = uniqueEmail('nobody');
      const answers: LightMyRequestResponse[] = [];
      for (const email of [user.email, unknown]) {
        for (let attempt = 0; attempt <= limit; attempt++) {
          answers.push(await (await startedClient(server.app)).post('/forgot-password', { email, locale: 'en' }));
        }
      }
      const known = answers[limit];
      const other = answers[2 * limit + 1];
      if (!known || !other) throw new Error('missing answers');
      expectThrottled(known, windowMs);
      expectThrottled(other, windowMs);
      expect(other.json()).toEqual(known.json());
    });

    it('limits one IP across addresses, and another IP still gets through', async () => {
      const perIp = THROTTLE_RULES.forgotPasswordPerIp;
      const browser = await browserFrom(server.app, '203.0.113.7');
      for (let attempt = 1; attempt <= perIp.limit; attempt++) {
        expect((await browser.post('/forgot-password', { email: uniqueEmail('ip') })).statusCode).toBe(200);
      }
      expectThrottled(await browser.post('/forgot-password', { email: uniqueEmail('ip') }), perIp.windowMs);
      const other = await browserFrom(server.app, '203.0.113.8');
      expect((await other.post('/forgot-password', { email: uniqueEmail('ip') })).statusCode).toBe(200);
    });

    it('answers in the request language', async () => {
      const email = uniqueEmail('de');
      for (let attempt = 0; attempt < limit; attempt++)
        await (await startedClient(server.app)).post('/forgot-password', { email });
      const refused = await (await startedClient(server.app)).post('/forgot-password', { email }, { 'x-locale': 'de' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/);
    });
  });

  describe('registration', () => {
    function register(client: TestClient, email: string) {
      return client.post('/register', { email, password: PASSWORD, password_confirmation: PASSWORD });
    }

    it('limits one IP across addresses: the refused registration writes no user and sends no mail', async () => {
      const { limit, windowMs } = THROTTLE_RULES.registerPerIp;
      for (let attempt = 1; attempt <= limit; attempt++) {
        const browser = await browserFrom(server.app, '203.0.113.20');
        expect((await register(browser, uniqueEmail('reg'))).statusCode).toBe(201);
      }
      const users = await userCount();
      const email = uniqueEmail('refused');
      expectThrottled(await register(await browserFrom(server.app, '203.0.113.20'), email), windowMs);
      expect(await userCount()).toBe(users);
      expect(mailsTo(server.mailDir, email)).toHaveLength(0);

      expect((await register(await browserFrom(server.app, '203.0.113.21'), email)).statusCode).toBe(201);
      clock = new Date(clock.getTime() + windowMs + 1000);
      expect((await register(await browserFrom(server.app, '203.0.113.20'), uniqueEmail('reg'))).statusCode).toBe(201);
    });

    it('limits one address across sessions and IPs', async () => {
      const { limit, windowMs } = THROTTLE_RULES.registerPerEmail;
      const email = uniqueEmail('same');
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= limit; attempt++) {
        statuses.push((await register(await browserFrom(server.app, `192.0.2.${attempt}`), email)).statusCode);
      }
      expect(statuses).toEqual([201, ...Array(limit - 1).fill(422)]);
      expectThrottled(await register(await browserFrom(server.app, '192.0.2.99'), email), windowMs);
    });
  });

  it('limits resends of the verification mail per account: the refused one sends nothing', async () => {
    const { limit, windowMs } = THROTTLE_RULES.verificationPerUser;
    const { client, user } = await registeredClient(server.app);
    for (let attempt = 1; attempt <= limit; attempt++) {
      client.remoteAddress = `198.18.0.${attempt}`;
      expect((await client.post('/email/verification-notification', {})).statusCode).toBe(202);
    }
    expect(mailsTo(server.mailDir, user.email)).toHaveLength(1 + limit);
    expectThrottled(await client.post('/email/verification-notification', {}), windowMs);
    expect(mailsTo(server.mailDir, user.email)).toHaveLength(1 + limit);
  });

  it('limits inquiries per user: the refused one stores no inquiry and queues no mail', async () => {
    const { limit, windowMs } = THROTTLE_RULES.inquiryPerUser;
    const customer = await customerWithBar(server.app, server.db);
    for (let attempt = 1; attempt <= limit; attempt++) {
      customer.client.remoteAddress = `198.18.1.${attempt}`;
      expect((await customer.client.post('/api/inquiries', inquiryBody(customer))).statusCode).toBe(201);
    }
    const jobsBefore = await queued('inquiry%');
    expectThrottled(await customer.client.post('/api/inquiries', inquiryBody(customer)), windowMs);
    const [stored] = await server.db
      .select({ value: count() })
      .from(inquiries)
      .where(eq(inquiries.userId, customer.userId));
    expect(stored?.value).toBe(limit);
    expect(await queued('inquiry%')).toBe(jobsBefore);
  });

  it('limits PDFs by e-mail per user: the refused request queues no mail', async () => {
    const { limit, windowMs } = THROTTLE_RULES.pdfMailPerUser;
    const { client } = await verifiedClient(server.app, server.db, 'en');
    const bar = await createBar(client, 'PDF bar');
    for (let attempt = 1; attempt <= limit; attempt++) {
      client.remoteAddress = `198.18.4.${attempt}`;
      expect((await client.post(`/api/bars/${bar.id}/pdf`, {})).statusCode).toBe(202);
    }
    expect(await queued('pdf-mail%')).toBe(limit);
    expectThrottled(await client.post(`/api/bars/${bar.id}/pdf`, {}), windowMs);
    expect(await queued('pdf-mail%')).toBe(limit);
  });

  describe('uploads', () => {
    const { limit, windowMs } = THROTTLE_RULES.uploads;
    let png: Buffer;

    beforeAll(async () => {
      png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c83' } })
        .png()
        .toBuffer();
    });
    beforeEach(async () => {
      await server.db.delete(uploads);
    });

    async function storedCount(): Promise<number> {
      const [row] = await server.db.select({ value: count() }).from(uploads);
      return row?.value ?? 0;
    }

    function upload(client: TestClient, locale = 'en') {
      const { payload, headers } = multipartBody({ filename: 'logo.png', contentType: 'image/png', bytes: png });
      return client.request({
        method: 'POST',
        url: '/api/uploads',
        payload,
        headers: { ...headers, 'x-locale': locale },
      });
    }

    it('limits guests per IP, not per session: a new session gets no new allowance; the window resets', async () => {
      for (let attempt = 1; attempt <= limit; attempt++) {
        expect((await upload(await browserFrom(server.app, '203.0.113.30'))).statusCode).toBe(201);
      }
      const refused = await upload(await browserFrom(server.app, '203.0.113.30'), 'de');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      expect(refused.json().message).toBe(
        `Zu viele Bilder in kurzer Zeit. Bitte versuchen Sie es in ${retryAfter} Sekunden erneut.`,
      );
      expect(await storedCount()).toBe(limit);

      expect((await upload(await browserFrom(server.app, '203.0.113.31'))).statusCode).toBe(201);
      clock = new Date(clock.getTime() + windowMs + 1000);
      expect((await upload(await browserFrom(server.app, '203.0.113.30'))).statusCode).toBe(201);
      expect(await storedCount()).toBe(limit + 2);
    });

    it('limits a signed-in user across IPs', async () => {
      const { client } = await loggedInClient(server.app, server.db);
      for (let attempt = 1; attempt <= limit; attempt++) {
        client.remoteAddress = `198.18.2.${attempt}`;
        expect((await upload(client)).statusCode).toBe(201);
      }
      client.remoteAddress = '198.18.3.1';
      expect((await upload(client)).statusCode).toBe(429);
      expect(await storedCount()).toBe(limit);
      // A guest on that same IP has an allowance of its own.
      expect((await upload(await browserFrom(server.app, '198.18.3.1'))).statusCode).toBe(201);
    });
  });

  it('counts per IP from X-Forwarded-For only behind a trusted proxy', async () => {
    const { limit } = THROTTLE_RULES.forgotPasswordPerIp;
    const behindProxy = await buildApp(
      testConfig({ mailDir: server.mailDir, throttleLimitFactor: 1, trustProxy: ['10.0.0.0/8'] }),
      {
        database: server.database,
        keepDatabaseOpen: true,
        now: () => clock,
      },
    );
    try {
      const send = async (remote: string, forwarded: string) => {
        const client = await browserFrom(behindProxy, remote);
        return client.post('/forgot-password', { email: uniqueEmail('proxy') }, { 'x-forwarded-for': forwarded });
      };
      // Through the proxy, each forwarded client has its own allowance.
      for (let attempt = 1; attempt <= limit; attempt++) {
        expect((await send('10.0.0.5', '203.0.113.50')).statusCode).toBe(200);
      }
      expect((await send('10.0.0.5', '203.0.113.50')).statusCode).toBe(429);
      expect((await send('10.0.0.5', '203.0.113.51')).statusCode).toBe(200);
      // A client not behind the proxy cannot pick another address by sending the header.
      for (let attempt = 1; attempt <= limit; attempt++) {
        expect((await send('198.51.100.200', `203.0.113.${100 + attempt}`)).statusCode).toBe(200);
      }
      expect((await send('198.51.100.200', '203.0.113.200')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});
