import { type PdfPictureIds, pdfDownloadQuerySchema } from '@bar/contracts/pdf';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../appError.ts';
import { barParamsSchema, callerOf, loadLiveBar } from '../bars/routeSupport.ts';
import { type PdfPictures, PICTURE_VIEWS } from './buildPartsListPdf.ts';
import { loadPictures, makeBarPdf } from './makeBarPdf.ts';
import { requirePdfAccess } from './pdfAccess.ts';

/** Every named view must exist now: a wrong id is the client's mistake, not a PDF without it. */
async function requirePictures(app: FastifyInstance, ids: PdfPictureIds): Promise<PdfPictures> {
  const pictures = await loadPictures(app, ids);
  const missing = PICTURE_VIEWS.filter((view) => ids[view] && !pictures[view]);
  if (missing.length > 0) {
    throw validationError(Object.fromEntries(missing.map((view) => [view, ['This image does not exist.']])));
  }
  return pictures;
}

/** The parts-list PDF: directly (GET download). */
export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bars/:id/download',
    { schema: { params: barParamsSchema, querystring: pdfDownloadQuerySchema } },
    async (request, reply) => {
      const bar = await loadLiveBar(app.db, request.params.id);
      await requirePdfAccess(app.db, bar, callerOf(request, request.query));
      const pictures = await requirePictures(app, request.query);
      const pdf = await makeBarPdf(app, bar, request.locale, pictures);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf.bytes);
    },
  );
};
