import {
  barPatchAnyResponseSchema,
  barPatchHeadersSchema,
  barPatchRequestSchema,
  JSON_PATCH_CONTENT_TYPE,
  prefersMinimal,
  versionETag,
  versionOfIfMatch,
} from '@bar/contracts/barPatch';
import {
  barAccessQuerySchema,
  barListQuerySchema,
  barListResponseSchema,
  barResponseSchema,
  createBarRequestSchema,
  duplicateBarRequestSchema,
  updateBarRequestSchema,
} from '@bar/contracts/bars';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../appError.ts';
import { jsonBodyParser, requireJsonPatch } from '../../plugins/validation.ts';
import { isAdministrator } from '../admin/records/isAdministrator.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { participantOf } from '../live/participant.ts';
import { removeBarPicture } from '../pictures/barPictures.ts';
import { presentedAccess, requireAccess, requireOwnership, resolveAccess } from './access.ts';
import { createBar } from './createBar.ts';
import { cachedBar, createDocumentCache } from './documentCache.ts';
import { duplicateBar } from './duplicateBar.ts';
import { barHistoryRoutes } from './historyRoutes.ts';
import { listBars } from './listBars.ts';
import { presentBar } from './presentBar.ts';
import { markBarDeleted } from './repository.ts';
import type { RevisionRetention } from './revisionRetention.ts';
import { barRevisionRoutes } from './revisionRoutes.ts';
import { barParamsSchema, callerOf, loadLiveBar, trustedJson } from './routeSupport.ts';
import type { SaveContext, SaveEdit, SaveOutcome } from './save/context.ts';
import { patchReply, putReply } from './save/reply.ts';
import { saveBar } from './save/saveBar.ts';
import { barShareRoutes } from './shareRoutes.ts';

const DOCUMENT_CACHE_ENTRIES = 200;

type SaveRequest = FastifyRequest<{
  Params: z.infer<typeof barParamsSchema>;
  Querystring: z.infer<typeof barAccessQuerySchema>;
}>;

export type BarRoutesOptions = { publicUrl: string; revisions: RevisionRetention };

export const barRoutes: FastifyPluginAsyncZod<BarRoutesOptions> = async (app, options) => {
  const accessSchema = { params: barParamsSchema, querystring: barAccessQuerySchema };
  // The documents of the bars being edited through this process (about 100 KB of JSON each at most).
  const documents = createDocumentCache(DOCUMENT_CACHE_ENTRIES);
  // RFC 6902 bodies are JSON: the same parser, with the same guards against prototype poisoning.
  app.addContentTypeParser(JSON_PATCH_CONTENT_TYPE, { parseAs: 'string' }, jsonBodyParser(app));

  /** A save of the bar the request names, by its caller, in its language (see save/context.ts). */
  function saveContext(request: SaveRequest, edit: SaveEdit): SaveContext {
    const caller = callerOf(request, request.query);
    const { locale } = request;
    return { db: app.db, id: request.params.id, caller, locale, retention: options.revisions, cache: documents, edit };
  }

  /**
   * A stored version reaches the bar's live viewers (features/live), named by the saving participant;
   * an edit made on another version stored nothing and is told to no one.
   */
  function announced(request: SaveRequest, outcome: SaveOutcome): SaveOutcome {
    if (outcome.kind !== 'stored') return outcome;
    const { version, name, document } = outcome.saved.bar;
    app.live.committed({ barId: request.params.id, version, by: participantOf(request), stored: { name, document } });
    return outcome;
  }

  app.get(
    '/bars',
    { schema: { querystring: barListQuerySchema, response: { 200: barListResponseSchema } } },
    async (request) => {
      const userId = request.session?.userId;
      if (!userId) throw new AppError('unauthenticated');
      return listBars(app.db, userId, request.query);
    },
  );

  app.post(
    '/bars',
    { schema: { body: createBarRequestSchema, response: { 201: barResponseSchema } } },
    async (request, reply) => {
      const catalogue = await loadCatalogue(app.db);
      const bar = await createBar(app.db, request.body, request.session, catalogue);
      return reply.code(201).send({ data: presentBar(bar, catalogue, request.locale, 'edit') });
    },
  );

  // GET, PUT and PATCH send `ETag: "<version>"`; a PATCH names it in `If-Match`.
  app.get(
    '/bars/:id',
    { schema: { ...accessSchema, response: { 200: barResponseSchema } }, ...trustedJson },
    async (request, reply) => {
      const bar = await loadLiveBar(app.db, request.params.id);
      const caller = callerOf(request, request.query);
      // Staff may read any bar (read only); what the caller may do otherwise decides first.
      const adminView = resolveAccess(bar, caller) === null && (await isAdministrator(app.db, caller.session));
      const access = adminView ? 'view' : requireAccess(bar, caller, 'view');
      const shown = adminView ? 'view' : (presentedAccess(bar, caller) ?? 'view');
      const catalogue = await loadCatalogue(app.db);
      reply.header('etag', versionETag(bar.version));
      const data = presentBar(bar, catalogue, request.locale, shown);
      // The editor's first patch will need this document.
      if (access === 'edit') {
        const { document, ...head } = bar;
        documents.set(bar.id, cachedBar(bar.version, document, head));
      }
      return { data };
    },
  );

  // A save, and also the rename: `{ version, name }` alone keeps the document.
  app.put(
    '/bars/:id',
    {
      schema: { ...accessSchema, body: updateBarRequestSchema, response: { 200: barResponseSchema } },
      ...trustedJson,
    },
    async (request, reply) => {
      const context = saveContext(request, { kind: 'put', request: request.body });
      const asked = { locale: request.locale, caller: context.caller };
      const outcome = announced(request, await saveBar(context));
      return putReply(reply, outcome, asked);
    },
  );

  // A save of a few changes (RFC 6902) made on the version `If-Match` names; answers what the
  // server derives (version, parts, warnings), not the document the client already holds.
  app.patch(
    '/bars/:id',
    {
      schema: {
        ...accessSchema,
        headers: barPatchHeadersSchema,
        body: barPatchRequestSchema,
        consumes: [JSON_PATCH_CONTENT_TYPE],
        response: { 200: barPatchAnyResponseSchema },
      },
      preValidation: requireJsonPatch,
      ...trustedJson,
    },
    async (request, reply) => {
      const version = versionOfIfMatch(request.headers['if-match']);
      const context = saveContext(request, { kind: 'patch', version, operations: request.body });
      const outcome = announced(request, await saveBar(context));
      const minimal = prefersMinimal(request.headers.prefer);
      return patchReply(reply, outcome, { locale: request.locale, caller: context.caller }, minimal);
    },
  );

  app.delete('/bars/:id', { schema: accessSchema }, async (request, reply) => {
    const bar = await loadLiveBar(app.db, request.params.id);
    requireOwnership(bar, callerOf(request, request.query), 'delete');
    await markBarDeleted(app.db, bar.id);
    // Its picture is shown to nobody any more (a link preview, a PDF): removed with its bytes.
    await removeBarPicture(app, bar.id);
    app.live.accessChanged(bar.id);
    return reply.code(204).send();
  });

  app.post(
    '/bars/:id/duplicate',
    { schema: { ...accessSchema, body: duplicateBarRequestSchema, response: { 201: barResponseSchema } } },
    async (request, reply) => {
      const source = await loadLiveBar(app.db, request.params.id);
      requireAccess(source, callerOf(request, request.query), 'edit');
      const catalogue = await loadCatalogue(app.db);
      const copy = await duplicateBar(app.db, source, request.body, request.session, catalogue);
      return reply.code(201).send({ data: presentBar(copy, catalogue, request.locale, 'edit') });
    },
  );

  await app.register(barHistoryRoutes, { retention: options.revisions });
  await app.register(barRevisionRoutes, { retention: options.revisions });
  await app.register(barShareRoutes, { publicUrl: options.publicUrl });
};
