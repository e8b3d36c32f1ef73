import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { inquiries, notifications, outboundMails } from '../src/db/schemaQuotes.ts';
import { CONFIRM_TO_CUSTOMER_JOB, confirmToCustomerJob, notifyAdminsJob } from '../src/features/inquiries/jobs.ts';
import { messageIdFor } from '../src/mail/sendOnce.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';
import { customerWithBar, inquiryBody, insertAdmin, mailsTo } from './inquiries.helpers.ts';
import { createJobsApp, eventually, FAST_JOBS } from './jobs.helpers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** An SMTP server that refuses every client in its greeting. */
async function refusingMailServer(): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.end('554 5.7.1 No mail accepted here\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `smtp://127.0.0.1:${address.port}`, connections: () => connections };
}

describe.each(databaseKinds)('inquiry mail jobs on %s', (kind) => {
  it('sends one e-mail and records one notification when a handler runs twice', async () => {
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.dispose());
    // No worker: the test runs the handlers itself, twice, as a retry after a crash would.
    const { app, mailDir } = await createJobsApp(database, { ...FAST_JOBS, runWorker: false });
    cleanups.push(() => app.close());
    await app.ready();
    const admin = await insertAdmin(database.db);
    const customer = await customerWithBar(app, database.db);
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(response.statusCode).toBe(201);
    const payload = { inquiry_id: response.json().data.id as number };

    const context = { app, jobId: 'manual', retryCount: 0 };
    const notifyAdmins = notifyAdminsJob('https://bars.example.com');
    for (let run = 0; run < 2; run++) {
      await confirmToCustomerJob.handler(payload, context);
      await notifyAdmins.handler(payload, context);
    }

    expect(mailsTo(mailDir, customer.email)).toHaveLength(1);
    expect(mailsTo(mailDir, admin.email)).toHaveLength(1);
    const key = `inquiry:${payload.inquiry_id}:customer`;
    const [ledger] = await database.db.select().from(outboundMails).where(eq(outboundMails.key, key));
    expect(ledger).toMatchObject({ status: 'sent', attempts: 1, messageId: messageIdFor(key) });
    const unfoldedHeaders = mailsTo(mailDir, customer.email)[0]?.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfoldedHeaders).toContain(`Message-ID: ${messageIdFor(key)}`);
    const recorded = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.inquiryId, payload.inquiry_id));
    expect(recorded.map((row) => row.recipientEmail)).toEqual([admin.email]);
  });

  it('retries when the mail server refuses, then keeps the job in the dead-letter queue with nothing lost', async () => {
    const mailServer = await refusingMailServer();
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.dispose());
    const { app } = await createJobsApp(database, FAST_JOBS, { smtpUrl: mailServer.url });
    cleanups.push(() => app.close());
    await app.ready();
    const customer = await customerWithBar(app, database.db);
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id as number;

    const dead = await eventually(async () => {
      const letters = await app.jobs.deadLetters(CONFIRM_TO_CUSTOMER_JOB);
      return letters.length > 0 && letters;
    }, 'the confirmation in the dead-letter queue');
    expect(dead.map((letter) => letter.data)).toEqual([{ inquiry_id: id }]);
    const [ledger] = await database.db
      .select()
      .from(outboundMails)
      .where(eq(outboundMails.key, `inquiry:${id}:customer`));
    // The first attempt and both retries reached the server; none was marked sent.
    expect(ledger).toMatchObject({ status: 'failed', attempts: 3 });
    expect(mailServer.connections()).toBeGreaterThanOrEqual(3);
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(stored?.barSnapshot?.name).toBe('Inquiry bar');
  });
});
