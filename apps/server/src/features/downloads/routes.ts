import { localeSchema } from '@bar/contracts/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCatalogue, paletteColors } from '../catalogue/loadCatalogue.ts';
import { colorsCsv, partsCsv } from './catalogueCsv.ts';

/** A plain download link cannot send X-Locale, so `?locale=` may name the language instead. */
const downloadQuerySchema = z.object({ locale: localeSchema.optional() });

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      // Generated from the live catalogue: an edited price must show in the next download.
      .header('cache-control', 'no-cache')
      .send(csv)
  );
}

/** Files of the home screen's download area, generated from the current catalogue. */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/downloads/parts.csv', { schema: { querystring: downloadQuerySchema } }, async (request, reply) => {
    const locale = request.query.locale ?? request.locale;
    const catalogue = await loadCatalogue(app.db);
    return sendCsv(reply, `bar-parts-${locale}.csv`, partsCsv(catalogue, locale));
  });

  app.get('/downloads/colors.csv', { schema: { querystring: downloadQuerySchema } }, async (request, reply) => {
    const locale = request.query.locale ?? request.locale;
    const catalogue = await loadCatalogue(app.db);
    return sendCsv(reply, 'ral-colors.csv', colorsCsv(paletteColors(catalogue), locale));
  });
};
