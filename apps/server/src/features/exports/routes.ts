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
import { barParamsSchema } from '../bars/routeSupport.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { keepFailuresOutOfCaches, notModified, readBarFileRequest, sendBarFile } from './barFileAccess.ts';
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
        const asked = { id: request.params.id, query: request.query, variant: '' };
        const file = await readBarFileRequest(app, request, asked);
        if (file.isCurrent) return notModified(reply, file.tag);
        const { bar, tag } = file;
        const bytes = await models.get(`${format} ${bar.id} ${tag}`, async () => {
          const catalogue = await loadCatalogue(app.db);
          const model = await modelOfBar(storedDocument(bar), catalogue, app.storage);
          return writeModel(model, format, bar.name);
        });
        return sendBarFile(reply, {
          contentType: MODEL_TYPES[format],
          disposition: contentDisposition('inline', bar.name, format, 'bar'),
          tag,
          body: bytes,
        });
      },
    );
  }

  app.get(
    '/bars/:id/parts.csv',
    { schema: { params: barParamsSchema, querystring: barPartsCsvQuerySchema, headers: ifNoneMatchHeaderSchema } },
    async (request, reply) => {
      const locale = request.query.locale ?? request.locale;
      reply.header('vary', 'X-Locale, Accept-Language');
      const file = await readBarFileRequest(app, request, {
        id: request.params.id,
        query: request.query,
        variant: locale,
      });
      if (file.isCurrent) return notModified(reply, file.tag);
      const catalogue = await loadCatalogue(app.db);
      const csv = barPartsCsv(computePartsList(storedDocument(file.bar), catalogue, locale), locale);
      return sendBarFile(reply, {
        contentType: CSV_CONTENT_TYPE,
        disposition: contentDisposition('attachment', file.bar.name, 'csv', 'parts-list'),
        tag: file.tag,
        body: csv,
      });
    },
  );
};
