import { barAccessQuerySchema } from '@bar/contracts/bars';
import {
  type PdfPictureIds,
  pdfAcceptedResponseSchema,
  pdfDownloadQuerySchema,
  pdfRequestSchema,
} from '@bar/contracts/pdf';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../appError.ts';
import { messageRef } from '../../i18n/catalogue.ts';
import { ipSubject, THROTTLE_RULES } from '../auth/throttle.ts';
import { barParamsSchema, callerOf, loadLiveBar } from '../bars/routeSupport.ts';
import { type PdfPictures, PICTURE_VIEWS } from './buildPartsListPdf.ts';
import { inventoryToSubtract, loadPictures, makeBarPdf } from './makeBarPdf.ts';
import { requirePdfAccess } from './pdfAccess.ts';
import { PDF_MAIL_JOB, pdfMailJob } from './pdfMailJob.ts';

/** Every named view must exist now: a wrong id is the client's mistake, not a PDF without it. */
async function requirePictures(app: FastifyInstance, ids: PdfPictureIds): Promise<PdfPictures> {
  const pictures = await loadPictures(app, ids);
  const missing = PICTURE_VIEWS.filter((view) => ids[view] && !pictures[view]);
  if (missing.length > 0) {
    throw validationError(Object.fromEntries(missing.map((view) => [view, [messageRef('images.notFound')]])));
  }
  return pictures;
}

/** The parts-list PDF: directly (GET download) or by e-mail from a job (POST pdf). */
export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(pdfMailJob);

  app.get(
    '/bars/:id/download',
    { schema: { params: barParamsSchema, querystring: pdfDownloadQuerySchema } },
    async (request, reply) => {
      const bar = await loadLiveBar(app.db, request.params.id);
      const user = await requirePdfAccess(app.db, bar, callerOf(request, request.query));
      const pictures = await requirePictures(app, request.query);
      const inventory = await inventoryToSubtract(app, request.query.parts, user.id);
      const pdf = await makeBarPdf(app, bar, request.locale, pictures, inventory);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf.bytes);
    },
  );

  app.post(
    '/bars/:id/pdf',
    {
      schema: {
        params: barParamsSchema,
        querystring: barAccessQuerySchema,
        body: pdfRequestSchema,
        response: { 202: pdfAcceptedResponseSchema },
      },
    },
    async (request, reply) => {
      const bar = await loadLiveBar(app.db, request.params.id);
      const user = await requirePdfAccess(app.db, bar, callerOf(request, request.query));
      await app.throttles.enforce(request, [
        { rule: THROTTLE_RULES.pdfMailPerUser, subject: `user:${user.id}` },
        { rule: THROTTLE_RULES.pdfMailPerIp, subject: ipSubject(request) },
      ]);
      const ids = request.body?.pictures ?? {};
      await requirePictures(app, ids);
      const parts = request.body?.parts ?? 'all';
      const payload = { bar_id: bar.id, user_id: user.id, locale: request.locale, pictures: ids, parts };
      const requestId = request.body?.request_id;
      // The same request id with the other choice of parts is a new request, not a retry.
      await enqueueOnce(app, payload, requestId ? `${user.id}:${bar.id}:${requestId}:${parts}` : undefined);
      return reply.code(202).send({ data: { status: 'queued' as const } });
    },
  );
};

/** A retried request (same request id) while its job still waits queues no second job. */
async function enqueueOnce(app: FastifyInstance, payload: unknown, singletonKey: string | undefined): Promise<void> {
  try {
    await app.jobs.enqueue(PDF_MAIL_JOB, payload, singletonKey ? { singletonKey } : {});
  } catch (error) {
    if (singletonKey && error instanceof Error && /singleton key already queued/.test(error.message)) return;
    throw error;
  }
}
