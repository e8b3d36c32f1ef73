import type { AdminInquiry } from '@bar/contracts/adminRecords';
import {
  adminInquiryResponseSchema,
  adminInquiryUpdateRequestSchema,
  adminRecordParamsSchema,
} from '@bar/contracts/adminRecords';
import {
  type AdminInquiryPatchRequest,
  adminInquiryPatchRequestSchema,
  inquiryAssigneesResponseSchema,
  inquiryMessageRequestSchema,
  inquiryNoteRequestSchema,
} from '@bar/contracts/inquiryWork';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { adminActorOf, audited } from '../audit/audited.ts';
import { auditedInquiry } from '../audit/auditedRecords.ts';
import { loadAdminInquiry } from './inquiryRecord.ts';
import { addInquiryNote, changeInquiry, replyToCustomer, replyToCustomerJob, type TextStep } from './inquiryWork.ts';

/**
 * `GET/PUT/PATCH /api/inquiries/{id}`: the inquiry with its frozen copies and its history; staff
 * move its status, assign it, reply to the customer (`POST …/messages`) and keep notes (`POST …/notes`).
 */
export const inquiryRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(replyToCustomerJob);
  const params = adminRecordParamsSchema;
  const response = { 200: adminInquiryResponseSchema };

  /** The inquiry the request names after `change` (PUT: the status alone), recorded in the audit log. */
  function changeAudited(request: FastifyRequest<{ Params: { id: number } }>, change: AdminInquiryPatchRequest) {
    const { id } = request.params;
    const record = { record: auditedInquiry, id };
    return audited(app.db, request, record, (tx) => changeInquiry(tx, id, change, adminActorOf(request)));
  }

  app.get('/inquiries/:id', { schema: { params, response } }, async (request) => ({
    data: await loadAdminInquiry(app.db, request.params.id),
  }));

  app.put(
    '/inquiries/:id',
    { schema: { params, body: adminInquiryUpdateRequestSchema, response } },
    async (request) => ({ data: await changeAudited(request, { status: request.body.status }) }),
  );

  app.patch(
    '/inquiries/:id',
    { schema: { params, body: adminInquiryPatchRequestSchema, response } },
    async (request) => ({ data: await changeAudited(request, request.body) }),
  );

  /** A reply or a note by the signed-in administrator, recorded in the audit log; 201 with the inquiry. */
  async function addStep(
    request: FastifyRequest<{ Params: { id: number }; Body: { body: string } }>,
    reply: FastifyReply,
    add: (tx: Database, step: TextStep) => Promise<AdminInquiry>,
  ) {
    const { id } = request.params;
    const step = { inquiryId: id, actor: adminActorOf(request), body: request.body.body };
    const data = await audited(app.db, request, { record: auditedInquiry, id }, (tx) => add(tx, step));
    return reply.code(201).send({ data });
  }

  app.post(
    '/inquiries/:id/messages',
    { schema: { params, body: inquiryMessageRequestSchema, response: { 201: adminInquiryResponseSchema } } },
    (request, reply) => addStep(request, reply, (tx, step) => replyToCustomer(tx, app.jobs, step)),
  );

  app.post(
    '/inquiries/:id/notes',
    { schema: { params, body: inquiryNoteRequestSchema, response: { 201: adminInquiryResponseSchema } } },
    (request, reply) => addStep(request, reply, addInquiryNote),
  );

  app.get('/inquiry-assignees', { schema: { response: { 200: inquiryAssigneesResponseSchema } } }, async () => {
    const admins = await app.db
      .select({ id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.email));
    return {
      data: admins.map((admin) => ({
        id: admin.id,
        email: admin.email,
        name: [admin.givenName, admin.familyName].filter(Boolean).join(' ') || null,
      })),
    };
  });
};
