import { barPlanQuerySchema, ifNoneMatchHeaderSchema, PLAN_CONTENT_TYPES } from '@bar/contracts/barExports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../appError.ts';
import { storedDocument } from '../bars/presentBar.ts';
import { barParamsSchema } from '../bars/routeSupport.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { keepFailuresOutOfCaches, notModified, readBarFileRequest, sendBarFile } from '../exports/barFileAccess.ts';
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
        reply.header('vary', 'X-Locale, Accept-Language');
        const asked = { id: request.params.id, query: request.query, variant: locale };
        const file = await readBarFileRequest(app, request, asked);
        if (file.isCurrent) return notModified(reply, file.tag);
        const { bar, tag } = file;
        const bytes = await plans.get(`${format} ${bar.id} ${tag}`, async () => {
          const catalogue = await loadCatalogue(app.db);
          const input = { doc: storedDocument(bar), catalogue, barName: bar.name, locale };
          const made = await makePlanFile(input, format);
          // A bar without modules has nothing to draw.
          if (!made) throw new AppError('conflict');
          return made;
        });
        return sendBarFile(reply, {
          contentType: PLAN_CONTENT_TYPES[format],
          disposition: contentDisposition('attachment', bar.name, format, 'plan'),
          tag,
          body: bytes,
        });
      },
    );
  }
};
