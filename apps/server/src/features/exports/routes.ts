import {
  barModelQuerySchema,
  barPartsCsvQuerySchema,
  CSV_CONTENT_TYPE,
  GLB_CONTENT_TYPE,
  ifNoneMatchHeaderSchema,
  USDZ_CONTENT_TYPE,
} from '@bar/contracts/barExports';
import { computePartsList } from '@bar/domain/partsList';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../plugins/noStore.ts';
import { isAdministrator } from '../admin/records/isAdministrator.ts';
import { requireAccess, resolveAccess } from '../bars/access.ts';
import { storedDocument } from '../bars/presentBar.ts';
import type { BarHead } from '../bars/repository.ts';
import { barParamsSchema, callerOf, loadLiveBar, loadLiveBarHead } from '../bars/routeSupport.ts';
import { readCatalogueVersion } from '../catalogue/catalogueVersion.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { barPartsCsv } from './barPartsCsv.ts';
import { contentDisposition } from './fileName.ts';
import { ModelFileCache, type ModelFormat, modelOfBar, writeModel } from './modelFiles.ts';

/** A few files: a 60-module bar's GLB is about 1 MB. */
const MODEL_CACHE_ENTRIES = 16;
/** The browser keeps the file and asks again with If-None-Match each time (304 when unchanged). */
const REVALIDATE = 'private, no-cache';

const MODEL_TYPES: Record<ModelFormat, string> = { glb: GLB_CONTENT_TYPE, usdz: USDZ_CONTENT_TYPE };

type AccessQuery = { edit_token?: string | undefined; preview_token?: string | undefined };

/**
 * The same rule as `GET /api/bars/{id}`: owner, creating session, edit or preview token, or staff
 * (read only); 404 for an unknown or removed bar, 401/403 as `requireAccess` decides.
 */
async function requireViewableBar(app: FastifyInstance, request: FastifyRequest, id: string, query: AccessQuery) {
  const bar = await loadLiveBarHead(app.db, id);
  const caller = callerOf(request, query);
  if (resolveAccess(bar, caller) === null && !(await isAdministrator(app.db, caller.session))) {
    requireAccess(bar, caller, 'view');
  }
  return bar;
}

/**
 * A file of the bar changes with the bar's version and with the catalogue (sizes, colours, prices),
 * and a CSV with the language: the entity tag names all of them.
 */
async function entityTag(app: FastifyInstance, bar: BarHead, variant: string): Promise<string> {
  const catalogueVersion = (await readCatalogueVersion(app.db)) ?? 0;
  return `"${bar.version}-${catalogueVersion}${variant ? `-${variant}` : ''}"`;
}

/** RFC 9110 13.1.2: weak comparison; `*` matches any current file. */
function isFresh(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

function notModified(reply: FastifyReply, tag: string) {
  return reply.code(304).header('etag', tag).header('cache-control', REVALIDATE).send();
}

/** A bar's files: its 3D model as GLB and USDZ, its parts list as CSV. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const models = new ModelFileCache(MODEL_CACHE_ENTRIES);
  // Failed requests are never kept (they may name a token); files are kept by the browser alone.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) reply.header('cache-control', NO_STORE);
    return payload;
  });

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
