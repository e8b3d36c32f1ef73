import type { InquiryEvent } from '@bar/contracts/inquiryWork';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { endLive } from '../src/features/live/liveConsultations.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { createTestApp } from './helpers/app.ts';
import type { TestClient } from './helpers/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';
import { LiveStream, listening, useLiveServers } from './helpers/liveStream.ts';
import { type Customer, customerWithBar, inquiryBody } from './inquiries.helpers.ts';

/** A short grace, swept often, so that these tests wait seconds rather than minutes. */
const ABSENCE = { graceSeconds: 1, sweepSeconds: 0.2 };
/** Long enough for several sweeps past the grace. */
const PAST_GRACE_MS = 2_500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Admin = { client: TestClient; userId: number; email: string };

/** What a consultation's end leaves behind: the inquiry's history and the bar's consultant. */
async function endsOf(admin: Admin, inquiryId: number): Promise<Array<string | null>> {
  const history: InquiryEvent[] = (await admin.client.get(`/api/inquiries/${inquiryId}`)).json().data.history;
  return history.filter((event) => event.kind === 'live_ended').map((event) => event.ended_by);
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > until) return value;
    await pause(100);
  }
}

describe.each(databaseKinds)('a consultation its consultant no longer attends (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let admin: Admin;
  const streams: LiveStream[] = [];

  async function watch(client: TestClient, barId: string, appBase = base): Promise<LiveStream> {
    const stream = await LiveStream.open(appBase, `/api/bars/${barId}/events`, { client });
    if (!(stream instanceof LiveStream)) throw new Error(`the stream was refused: ${JSON.stringify(stream)}`);
    streams.push(stream);
    await stream.take('hello');
    return stream;
  }

  /** A customer's inquiry about their bar, joined live by the administrator. */
  async function joined(): Promise<{ customer: Customer; inquiryId: number }> {
    const customer = await customerWithBar(app, database.db);
    const sent = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(sent.statusCode).toBe(201);
    const inquiryId: number = sent.json().data.id;
    expect((await admin.client.post(`/api/inquiries/${inquiryId}/live`, undefined)).statusCode).toBe(201);
    return { customer, inquiryId };
  }

  async function consultantOf(barId: string): Promise<number | null> {
    const [row] = await database.db.select({ id: bars.consultantId }).from(bars).where(eq(bars.id, barId));
    return row?.id ?? null;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database, { port: 0, consultantAbsence: ABSENCE });
    base = await listening(app);
    admin = await loggedInAdmin(app, database.db);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
    await database.dispose();
  });

  it('ends it once the consultant’s live view has been closed for the grace, as ended by timeout', async () => {
    const { customer, inquiryId } = await joined();
    const barId = customer.barId;
    const mine = await watch(customer.client, barId);
    const theirs = await watch(admin.client, barId);
    theirs.close();

    const ends = await waitFor(
      () => endsOf(admin, inquiryId),
      (list) => list.length > 0,
    );
    expect(ends).toEqual(['timeout']);
    expect(await consultantOf(barId)).toBeNull();
    const record = (await admin.client.get(`/api/inquiries/${inquiryId}`)).json().data;
    expect(record.live_consultation).toBeNull();
    // The customer's editor hears why; the consultant's edit right is gone.
    expect((await mine.take('consultation')).data).toEqual({ ended_by: 'timeout' });
    expect(mine.done).toBe(false);
    expect((await admin.client.get(`/api/bars/${barId}`)).json().data.can_edit).toBe(false);
    // Nothing is left to end.
    const again = await customer.client.request({ method: 'DELETE', url: `/api/bars/${barId}/consultation` });
    expect(again.statusCode).toBe(404);
  });

  it('keeps it open while the consultant’s live view stays open past the grace', async () => {
    const { customer, inquiryId } = await joined();
    const theirs = await watch(admin.client, customer.barId);
    await pause(PAST_GRACE_MS);
    expect(theirs.done).toBe(false);
    expect(await endsOf(admin, inquiryId)).toEqual([]);
    expect(await consultantOf(customer.barId)).toBe(admin.userId);
    expect(
      (await customer.client.request({ method: 'DELETE', url: `/api/bars/${customer.barId}/consultation` })).statusCode,
    ).toBe(204);
  });

  it('keeps it open when the consultant’s live view comes back within the grace (a reload)', async () => {
    const { customer, inquiryId } = await joined();
    const first = await watch(admin.client, customer.barId);
    first.close();
    await pause(300);
    await watch(admin.client, customer.barId);
    await pause(PAST_GRACE_MS);
    expect(await endsOf(admin, inquiryId)).toEqual([]);
    expect(await consultantOf(customer.barId)).toBe(admin.userId);
    expect(
      (await customer.client.request({ method: 'DELETE', url: `/api/bars/${customer.barId}/consultation` })).statusCode,
    ).toBe(204);
    expect(await endsOf(admin, inquiryId)).toEqual(['customer']);
  });

  it('ends a consultant’s live view that is still open somewhere with consultationTimedOut', async () => {
    // As when the process serving it stalled and stopped marking it seen while another swept.
    const { customer } = await joined();
    const theirs = await watch(admin.client, customer.barId);
    await database.db.transaction((tx) => endLive(tx, customer.barId, 'timeout'));
    app.live.consultationEnded(customer.barId, 'timeout');
    expect((await theirs.take('end')).data).toEqual({ reason: 'consultationTimedOut' });
  });

  it('ends a consultation whose consultant never opened a live view', async () => {
    const { customer, inquiryId } = await joined();
    expect(
      await waitFor(
        () => endsOf(admin, inquiryId),
        (list) => list.length > 0,
      ),
    ).toEqual(['timeout']);
    expect(await consultantOf(customer.barId)).toBeNull();
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))(
  'a consultation attended on another server process (%s)',
  (kind) => {
    // Both sweep; only the first serves the consultant's live view.
    const servers = useLiveServers(kind, 2, { consultantAbsence: ABSENCE });

    it('stays open while one process serves the consultant, and ends once that view closes', async () => {
      const second = servers.apps[1] as FastifyInstance;
      const admin = await loggedInAdmin(second, servers.database.db);
      const customer = await customerWithBar(second, servers.database.db);
      const sent = await customer.client.post('/api/inquiries', inquiryBody(customer));
      const inquiryId: number = sent.json().data.id;
      expect((await admin.client.post(`/api/inquiries/${inquiryId}/live`, undefined)).statusCode).toBe(201);
      const theirs = await LiveStream.open(servers.bases[0] as string, `/api/bars/${customer.barId}/events`, {
        client: admin.client,
      });
      if (!(theirs instanceof LiveStream)) throw new Error('the stream was refused');
      servers.streams.push(theirs);
      await theirs.take('hello');

      await pause(PAST_GRACE_MS);
      expect(await endsOf(admin, inquiryId)).toEqual([]);
      theirs.close();
      expect(
        await waitFor(
          () => endsOf(admin, inquiryId),
          (list) => list.length > 0,
        ),
      ).toEqual(['timeout']);
    });
  },
);
