import {
  barModelQuerySchema,
  barPartsCsvQuerySchema,
  CSV_CONTENT_TYPE,
  GLB_CONTENT_TYPE,
  ifNoneMatchHeaderSchema,
  USDZ_CONTENT_TYPE,
} from '@bar/contracts/barExports';
import { computePartsList } from '@bar/domain/partsList';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from './barFileAccess.ts';
import { barPartsCsv } from './barPartsCsv.ts';
import { contentDisposition } from './fileName.ts';
import { ModelFileCache, type ModelFormat, modelOfBar, writeModel } from './modelFiles.ts';

/** A few files: a 60-module bar's GLB is about 1 MB. */
const MODEL_CACHE_ENTRIES = 16;

const MODEL_TYPES: Record<ModelFormat, string> = { glb: GLB_CONTENT_TYPE, usdz: USDZ_CONTENT_TYPE };
/** A bar's files: its 3D model as GLB and USDZ, its parts list as CSV. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const models = new ModelFileCache(MODEL_CACHE_ENTRIES);
  keepFailuresOutOfCaches(app);

  for (const format of ['glb', 'usdz'] as const) {
    app.get(
      `/bars/:id/model.${format}`,
      { schema: { params: barParamsSchema, querystring: barModelQuerySchema, headers: ifNoneMatchHeaderSchema } },
      async (request, reply) => {
        const head = await requireViewableBar(app, request, request.params.id, request.query);
        const tag = await entityTag(app, head, '');
        if (isFresh(request, tag)) return notModified(reply, tag);
        const bar = await loadLiveBar(app.db, head.id);
        const bytes = await models.get(`${format} ${bar.id} ${tag}`, async () => {
          const catalogue = await loadCatalogue(app.db);
          const model = await modelOfBar(storedDocument(bar), catalogue, app.storage);
          return writeModel(model, format, bar.name);
        });
        return reply
          .header('content-type', MODEL_TYPES[format])
          .header('content-disposition', contentDisposition('inline', bar.name, format, 'bar'))
          .header('etag', tag)
          .header('cache-control', REVALIDATE)
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
  }

  app.get(
    '/bars/:id/parts.csv',
    { schema: { params: barParamsSchema, querystring: barPartsCsvQuerySchema, headers: ifNoneMatchHeaderSchema } },
    async (request, reply) => {
      const locale = request.query.locale ?? request.locale;
      const head = await requireViewableBar(app, request, request.params.id, request.query);
      const tag = await entityTag(app, head, locale);
      reply.header('vary', 'X-Locale, Accept-Language');
      if (isFresh(request, tag)) return notModified(reply, tag);
      const bar = await loadLiveBar(app.db, head.id);
      const catalogue = await loadCatalogue(app.db);
      const csv = barPartsCsv(computePartsList(storedDocument(bar), catalogue, locale), locale);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', contentDisposition('attachment', bar.name, 'csv', 'parts-list'))
        .header('etag', tag)
        .header('cache-control', REVALIDATE)
        .send(csv);
    },
  );
};
