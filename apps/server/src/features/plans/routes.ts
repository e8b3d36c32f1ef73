import { barPlanQuerySchema, ifNoneMatchHeaderSchema, PLAN_CONTENT_TYPES } from '@bar/contracts/barExports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../appError.ts';
import { storedDocument } from '../bars/presentBar.ts';
import { barParamsSchema, loadLiveBar } from '../bars/routeSupport.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import {
  entityTag,
  isFresh,
  keepFailuresOutOfCaches,
  notModified,
  REVALIDATE,
  requireViewableBar,
} from '../exports/barFileAccess.ts';
import { contentDisposition } from '../exports/fileName.ts';
import { ModelFileCache } from '../exports/modelFiles.ts';
import { makePlanFile } from './makePlanFile.ts';

/** A few plans: a 60-module bar's PDF is some 100 kB. */
const PLAN_CACHE_ENTRIES = 16;

/**
 * A bar's plan to scale, as SVG, PDF and DXF: the access and entity tags of the bar's other files
 * (`model.glb`), the language in the tag because the plan's words are the reader's.
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = new ModelFileCache(PLAN_CACHE_ENTRIES);
  keepFailuresOutOfCaches(app);

  for (const format of ['svg', 'pdf', 'dxf'] as const) {
    app.get(
      `/bars/:id/plan.${format}`,
      { schema: { params: barParamsSchema, querystring: barPlanQuerySchema, headers: ifNoneMatchHeaderSchema } },
      async (request, reply) => {
        const locale = request.query.locale ?? request.locale;
        const head = await requireViewableBar(app, request, request.params.id, request.query);
        const tag = await entityTag(app, head, locale);
        reply.header('vary', 'X-Locale, Accept-Language');
        if (isFresh(request, tag)) return notModified(reply, tag);
        const bar = await loadLiveBar(app.db, head.id);
        const bytes = await plans.get(`${format} ${bar.id} ${tag}`, async () => {
          const catalogue = await loadCatalogue(app.db);
          const input = { doc: storedDocument(bar), catalogue, barName: bar.name, locale };
          const file = await makePlanFile(input, format);
          // A bar without modules has nothing to draw; the editor offers no plan for it.
          if (!file) throw new AppError('conflict');
          return file;
        });
        return reply
          .header('content-type', PLAN_CONTENT_TYPES[format])
          .header('content-disposition', contentDisposition('attachment', bar.name, format, 'plan'))
          .header('etag', tag)
          .header('cache-control', REVALIDATE)
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
  }
};
