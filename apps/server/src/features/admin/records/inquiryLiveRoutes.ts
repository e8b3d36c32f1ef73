import { adminRecordParamsSchema } from '@bar/contracts/adminRecords';
import { liveConsultationResponseSchema } from '@bar/contracts/inquiryWork';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinLive, presentLiveConsultation } from '../../live/liveConsultations.ts';
import { adminActorOf, audited } from '../audit/audited.ts';
import { auditedInquiry } from '../audit/auditedRecords.ts';

/**
 * `POST /api/inquiries/{id}/live` ("Join live"): the administrator opens a live consultation on the
 * inquiry's bar and may edit it with the customer until it ends (`DELETE /api/bars/{bar}/consultation`).
 * 201 for a new one, 200 when the administrator's own is already open.
 */
export const inquiryLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inquiries/:id/live',
    {
      schema: {
        params: adminRecordParamsSchema,
        response: { 200: liveConsultationResponseSchema, 201: liveConsultationResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const consultant = adminActorOf(request);
      const { row, joined } = await audited(app.db, request, { record: auditedInquiry, id }, (tx) =>
        joinLive(tx, { inquiryId: id, consultant }),
      );
      // The consultant's edit right reaches the bar's open streams (a read-only view of theirs becomes an editor's).
      app.live.accessChanged(row.barId);
      return reply.code(joined ? 201 : 200).send({ data: presentLiveConsultation(row) });
    },
  );
};
