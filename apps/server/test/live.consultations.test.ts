import { JSON_PATCH_CONTENT_TYPE } from '@bar/contracts/barPatch';
import type { InquiryEvent } from '@bar/contracts/inquiryWork';
import type { LiveHello, LiveParticipant } from '@bar/contracts/live';
import { eq } from 'drizzle-orm';
import type { Operation } from 'fast-json-patch';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bars } from '../src/db/schema.ts';
import { inquiries, liveConsultations } from '../src/db/schemaQuotes.ts';
import { expectAdminOnly } from './admin.records.helpers.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { createTestApp } from './helpers/app.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';
import { LiveStream, listening } from './helpers/liveStream.ts';
import { type Customer, customerWithBar, inquiryBody } from './inquiries.helpers.ts';

type Admin = { client: TestClient; userId: number; email: string };

function patch(client: TestClient, barId: string, version: number, colour: string) {
  const operations: Operation[] = [{ op: 'replace', path: '/settings/colors/frames', value: colour }];
  return client.request({
    method: 'PATCH',
    url: `/api/bars/${barId}`,
    payload: JSON.stringify(operations),
    headers: { 'content-type': JSON_PATCH_CONTENT_TYPE, 'if-match': `"${version}"` },
  });
}

function endConsultation(client: TestClient, barId: string, query = '') {
  return client.request({ method: 'DELETE', url: `/api/bars/${barId}/consultation${query}` });
}

describe.each(databaseKinds)('joining a customer’s bar live from an inquiry (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let admin: Admin;
  let colleague: Admin;
  const streams: LiveStream[] = [];

  async function watch(path: string, client: TestClient): Promise<LiveStream> {
    const stream = await LiveStream.open(base, path, { client });
    if (!(stream instanceof LiveStream)) throw new Error(`the stream was refused: ${JSON.stringify(stream)}`);
    streams.push(stream);
    return stream;
  }

  /** A customer's quote request for their saved bar (version 2). */
  async function sendInquiry(): Promise<{ customer: Customer; id: number }> {
    const customer = await customerWithBar(app, database.db);
    const response = await customer.client.post('/api/inquiries', inquiryBody(customer));
    expect(response.statusCode).toBe(201);
    return { customer, id: response.json().data.id };
  }

  async function historyOf(id: number): Promise<InquiryEvent[]> {
    return (await admin.client.get(`/api/inquiries/${id}`)).json().data.history;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database, { port: 0 });
    base = await listening(app);
    admin = await loggedInAdmin(app, database.db);
    colleague = await loggedInAdmin(app, database.db);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
    await database.dispose();
  });

  it('lets only administrators join, 404 for an unknown inquiry, 409 for one without a bar', async () => {
    const { customer, id } = await sendInquiry();
    await expectAdminOnly(app, database.db, { method: 'POST', url: `/api/inquiries/${id}/live` });
    expect((await customer.client.post(`/api/inquiries/${id}/live`, undefined)).statusCode).toBe(403);
    expect((await admin.client.post('/api/inquiries/999999/live', undefined)).statusCode).toBe(404);

    // A consultation request carries no bar.
    const [consultation] = await database.db
      .insert(inquiries)
      .values({
        kind: 'consultation',
        contact: {
          name: 'Eva',
          email: 'eva@example.com',
          phone: '+49 30 123456',
          country: 'DE',
          preferred_time: 'anytime',
          topic: 'planning',
        },
        consentContact: true,
        consentCall: true,
        consentNewsletter: false,
        locale: 'en',
      })
      .returning({ id: inquiries.id });
    const noBar = await admin.client.post(`/api/inquiries/${consultation?.id}/live`, undefined);
    expect(noBar.statusCode).toBe(409);
    expect(noBar.json().message).toContain('no customer configuration');

    // Nor does a quote whose bar the customer removed since.
    expect((await customer.client.request({ method: 'DELETE', url: `/api/bars/${customer.barId}` })).statusCode).toBe(
      204,
    );
    expect((await admin.client.post(`/api/inquiries/${id}/live`, undefined)).statusCode).toBe(409);
    expect(await historyOf(id)).toEqual([]);
    expect(await database.db.select().from(liveConsultations).where(eq(liveConsultations.inquiryId, id))).toEqual([]);
  });

  it('lets the consultant edit while it is open, and not after the customer ended it', async () => {
    const { customer, id } = await sendInquiry();
    const barId = customer.barId;
    // Staff read any bar, but edit none of their own accord.
    const before = (await admin.client.get(`/api/bars/${barId}`)).json().data;
    expect(before.can_edit).toBe(false);
    expect((await patch(admin.client, barId, 2, '9005')).statusCode).toBe(403);

    const joined = await admin.client.post(`/api/inquiries/${id}/live`, undefined);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data).toMatchObject({
      bar_id: barId,
      inquiry_id: id,
      consultant: { id: admin.userId, email: admin.email },
      ended_at: null,
    });
    // Joining again is the same consultation; a colleague waits for it to end.
    const again = await admin.client.post(`/api/inquiries/${id}/live`, undefined);
    expect([again.statusCode, again.json().data.id]).toEqual([200, joined.json().data.id]);
    const taken = await colleague.client.post(`/api/inquiries/${id}/live`, undefined);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain(admin.email);
    expect((await colleague.client.get(`/api/bars/${barId}`)).json().data.can_edit).toBe(false);

    // The consultant edits as an edit-link holder does, but gets neither link.
    const opened = (await admin.client.get(`/api/bars/${barId}`)).json().data;
    expect(opened.can_edit).toBe(true);
    expect(opened.edit_token).toBeUndefined();
    expect(opened.preview_token).toBeUndefined();
    expect((await patch(admin.client, barId, 2, '9005')).statusCode).toBe(200);
    expect((await patch(admin.client, barId, 3, '9010')).statusCode).toBe(200);
    const undone = await admin.client.post(`/api/bars/${barId}/undo`, { version: 4 });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.edit_token).toBeUndefined();
    expect((await customer.client.get(`/api/bars/${barId}`)).json().data.settings.colors.frames).toBe('9005');
    // The bar's links and its existence stay the customer's.
    expect((await admin.client.post(`/api/bars/${barId}/share`, undefined)).statusCode).toBe(403);
    expect((await admin.client.request({ method: 'DELETE', url: `/api/bars/${barId}` })).statusCode).toBe(403);

    // Both are on the bar; the customer sees who the consultant is.
    const theirs = await watch(`/api/bars/${barId}/events`, admin.client);
    const mine = await watch(`/api/bars/${barId}/events`, customer.client);
    const consultantHello = (await theirs.take('hello')).data as LiveHello;
    let participants: LiveParticipant[] = [];
    while (participants.length < 2) {
      participants = ((await mine.take('presence')).data as { participants: LiveParticipant[] }).participants;
    }
    expect(participants.find((entry) => entry.id === consultantHello.participant)).toMatchObject({
      consultant: true,
      staff: true,
      access: 'edit',
    });
    expect(participants.filter((entry) => entry.consultant)).toHaveLength(1);

    // The customer ends it: the consultant's stream ends at once, saying so, and their saves are refused.
    expect((await endConsultation(customer.client, barId)).statusCode).toBe(204);
    expect((await theirs.take('end')).data).toEqual({ reason: 'consultationEnded' });
    await theirs.finished;
    expect(mine.done).toBe(false);
    expect((await patch(admin.client, barId, 5, '7016')).statusCode).toBe(403);
    expect((await admin.client.post(`/api/bars/${barId}/undo`, { version: 5 })).statusCode).toBe(403);
    expect((await admin.client.get(`/api/bars/${barId}`)).json().data.can_edit).toBe(false);
    expect((await endConsultation(customer.client, barId)).statusCode).toBe(404);
    const [row] = await database.db.select({ consultantId: bars.consultantId }).from(bars).where(eq(bars.id, barId));
    expect(row?.consultantId).toBeNull();

    // The inquiry keeps both steps, with who and when; nothing is open any more.
    const record = (await admin.client.get(`/api/inquiries/${id}`)).json().data;
    expect(record.live_consultation).toBeNull();
    expect(record.history.map((event: InquiryEvent) => [event.kind, event.actor.email, event.ended_by])).toEqual([
      ['live_joined', admin.email, null],
      ['live_ended', admin.email, 'customer'],
    ]);
    for (const event of record.history as InquiryEvent[]) expect(Date.parse(event.created_at)).not.toBeNaN();
    // Now a colleague may join.
    expect((await colleague.client.post(`/api/inquiries/${id}/live`, undefined)).statusCode).toBe(201);
    expect((await endConsultation(colleague.client, barId)).statusCode).toBe(204);
  });

  it('ends a consultant’s consultations with their admin right', async () => {
    const { customer, id } = await sendInquiry();
    const barId = customer.barId;
    const staff = await loggedInAdmin(app, database.db);
    expect((await staff.client.post(`/api/inquiries/${id}/live`, undefined)).statusCode).toBe(201);
    const theirs = await watch(`/api/bars/${barId}/events`, staff.client);
    await theirs.take('hello');
    expect((await patch(staff.client, barId, 2, '9005')).statusCode).toBe(200);
    expect((await admin.client.put(`/api/users/${staff.userId}`, { is_admin: false })).statusCode).toBe(200);
    expect((await theirs.take('end')).data).toEqual({ reason: 'consultationLeft' });
    expect((await patch(staff.client, barId, 3, '9010')).statusCode).toBe(403);
    expect((await historyOf(id)).map((event) => [event.kind, event.ended_by])).toEqual([
      ['live_joined', null],
      ['live_ended', 'consultant'],
    ]);
    expect((await colleague.client.post(`/api/inquiries/${id}/live`, undefined)).statusCode).toBe(201);
    expect((await endConsultation(customer.client, barId)).statusCode).toBe(204);
  });

  it('lets the consultant leave, and an edit-link holder end it; strangers can do neither', async () => {
    const { customer, id } = await sendInquiry();
    const barId = customer.barId;
    const links = (await customer.client.get(`/api/bars/${barId}`)).json().data;
    const stranger = await startedClient(app);
    expect((await endConsultation(customer.client, barId)).statusCode).toBe(404);

    expect((await admin.client.post(`/api/inquiries/${id}/live`, undefined)).statusCode).toBe(201);
    expect((await admin.client.get(`/api/inquiries/${id}`)).json().data.live_consultation).toMatchObject({
      bar_id: barId,
      consultant: { email: admin.email },
    });
    expect((await endConsultation(stranger, barId)).statusCode).toBe(401);
    expect((await endConsultation(colleague.client, barId)).statusCode).toBe(403);
    const theirs = await watch(`/api/bars/${barId}/events`, admin.client);
    await theirs.take('hello');
    expect((await endConsultation(admin.client, barId)).statusCode).toBe(204);
    expect((await theirs.take('end')).data).toEqual({ reason: 'consultationLeft' });

    expect((await admin.client.post(`/api/inquiries/${id}/live`, undefined)).statusCode).toBe(201);
    const byLink = await startedClient(app);
    expect((await endConsultation(byLink, barId, `?edit_token=${links.edit_token}`)).statusCode).toBe(204);
    expect((await historyOf(id)).map((event) => event.ended_by)).toEqual([null, 'consultant', null, 'customer']);
  });
});
