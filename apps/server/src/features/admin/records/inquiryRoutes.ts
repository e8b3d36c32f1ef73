import {
  adminInquiryResponseSchema,
  adminInquiryUpdateRequestSchema,
  adminRecordParamsSchema,
} from '@bar/contracts/adminRecords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audited } from '../audit/audited.ts';
import { auditedInquiry } from '../audit/auditedRecords.ts';
import { loadAdminInquiry, updateInquiryStatus } from './inquiryRecord.ts';

/** `GET/PUT /api/inquiries/{id}`: the inquiry with its frozen copies; staff change only the status. */
export const inquiryRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = adminRecordParamsSchema;

  app.get('/inquiries/:id', { schema: { params, response: { 200: adminInquiryResponseSchema } } }, async (request) => ({
    data: await loadAdminInquiry(app.db, request.params.id),
  }));

  app.put(
    '/inquiries/:id',
    { schema: { params, body: adminInquiryUpdateRequestSchema, response: { 200: adminInquiryResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      return {
        data: await audited(app.db, request, { record: auditedInquiry, id }, (tx) =>
          updateInquiryStatus(tx, id, request.body.status),
        ),
      };
    },
  );
};
