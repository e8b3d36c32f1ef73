import {
  barPatchRequestSchema,
  barPatchResponseSchema,
  ifMatchHeaderSchema,
  JSON_PATCH_CONTENT_TYPE,
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
import type { Catalogue } from '@bar/domain/catalogue';
import type { Locale } from '@bar/domain/locale';
import { computeWarnings } from '@bar/domain/warnings';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../appError.ts';
import { jsonBodyParser } from '../../plugins/validation.ts';
import { isAdministrator } from '../admin/records/isAdministrator.ts';
import { loadCatalogue, loadCatalogueOfVersion } from '../catalogue/loadCatalogue.ts';
import { participantOf } from '../live/participant.ts';
import { type Caller, requireAccess, requireOwnership, resolveAccess } from './access.ts';
import { createBar } from './createBar.ts';
import { DocumentCache } from './documentCache.ts';
import { duplicateBar } from './duplicateBar.ts';
import { barHistoryRoutes } from './historyRoutes.ts';
import { listBars } from './listBars.ts';
import { patchBar, patchHeldBar } from './patchBar.ts';
import { listOnly, presentBar, storedDocument, transportTotals } from './presentBar.ts';
import { type BarHead, markBarDeleted } from './repository.ts';
import type { RevisionRetention } from './revisionRetention.ts';
import { barRevisionRoutes } from './revisionRoutes.ts';
import {
  barParamsSchema,
  callerOf,
  conflict,
  loadLiveBar,
  loadLiveBarHeadForSave,
  notFound,
  requireJsonPatch,
  trustedJson,
} from './routeSupport.ts';
import { barShareRoutes } from './shareRoutes.ts';
import { type HeldSave, type UpdateOutcome, updateBar, updateHeldBar } from './updateBar.ts';

const DOCUMENT_CACHE_ENTRIES = 200;

export type BarRoutesOptions = { publicUrl: string; revisions: RevisionRetention };

export const barRoutes: FastifyPluginAsyncZod<BarRoutesOptions> = async (app, options) => {
  const accessSchema = { params: barParamsSchema, querystring: barAccessQuerySchema };
  // The documents of the bars being edited through this process (about 100 KB of JSON each at most).
  const documents = new DocumentCache(DOCUMENT_CACHE_ENTRIES);
  // RFC 6902 bodies are JSON: the same parser, with the same guards against prototype poisoning.
  app.addContentTypeParser(JSON_PATCH_CONTENT_TYPE, { parseAs: 'string' }, jsonBodyParser(app));

  /**
   * A save: `held` when it was stored on the bar as this process holds it (one statement), else
   * `save` on the row and catalogue read from the database, after the edit right is checked there
   * (404 for a removed bar, 409 with the current bar for a stale version). Sets the new ETag.
   */
  async function saveHeldOrRead(
    reply: FastifyReply,
    held: HeldSave | null,
    id: string,
    caller: Caller,
    locale: Locale,
    save: (bar: BarHead, catalogue: Catalogue) => Promise<UpdateOutcome>,
  ): Promise<HeldSave> {
    let saved = held;
    if (!saved) {
      const { bar, catalogueVersion } = await loadLiveBarHeadForSave(app.db, id);
      requireAccess(bar, caller, 'edit');
      const catalogue = await loadCatalogueOfVersion(app.db, catalogueVersion);
      const outcome = await save(bar, catalogue);
      if (!outcome.ok) {
        if (outcome.reason === 'gone') throw notFound();
        reply.header('etag', versionETag(outcome.current.version));
        throw conflict('bars.changedMeanwhile', outcome.current, catalogue, locale);
      }
      saved = { outcome, catalogue };
    }
    reply.header('etag', versionETag(saved.outcome.bar.version));
    app.live.committed({ barId: id, version: saved.outcome.bar.version, by: participantOf(reply.request) });
    return saved;
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
      const catalogue = await loadCatalogue(app.db);
      reply.header('etag', versionETag(bar.version));
      const data = presentBar(bar, catalogue, request.locale, access);
      // The editor's first patch will need this document.
      if (access === 'edit') {
        const { document, ...head } = bar;
        documents.set(bar.id, bar.version, document, head);
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
      const caller = callerOf(request, request.query);
      const { revisions } = options;
      const { locale } = request;
      const id = request.params.id;
      const { outcome, catalogue } = await saveHeldOrRead(
        reply,
        await updateHeldBar(app.db, id, request.body, caller, revisions, locale, documents),
        id,
        caller,
        locale,
        (bar, catalogue) => updateBar(app.db, bar, request.body, catalogue, revisions, locale, documents),
      );
      return { data: presentBar(outcome.bar, catalogue, locale, 'edit', outcome.parts) };
    },
  );

  // A save of a few changes (RFC 6902) made on the version `If-Match` names; answers what the
  // server derives (version, parts, warnings), not the document the client already holds.
  app.patch(
    '/bars/:id',
    {
      schema: {
        ...accessSchema,
        headers: ifMatchHeaderSchema,
        body: barPatchRequestSchema,
        consumes: [JSON_PATCH_CONTENT_TYPE],
        response: { 200: barPatchResponseSchema },
      },
      preValidation: requireJsonPatch,
      ...trustedJson,
    },
    async (request, reply) => {
      const caller = callerOf(request, request.query);
      const version = versionOfIfMatch(request.headers['if-match']);
      const { revisions } = options;
      const { locale } = request;
      const id = request.params.id;
      const { outcome, catalogue } = await saveHeldOrRead(
        reply,
        await patchHeldBar(app.db, id, version, request.body, caller, revisions, locale, documents),
        id,
        caller,
        locale,
        (bar, catalogue) => patchBar(app.db, bar, version, request.body, catalogue, revisions, locale, documents),
      );
      const { parts } = outcome;
      // One parts list feeds everything: the bag warning uses its plan's recommendation.
      const warnings = computeWarnings(storedDocument(outcome.bar), catalogue, parts.packaging_recommendation);
      return {
        data: {
          version: outcome.bar.version,
          parts: listOnly(parts),
          packaging_recommendation: parts.packaging_recommendation,
          transport: transportTotals(parts.transport),
          power: parts.power,
          warnings,
        },
      };
    },
  );

  app.delete('/bars/:id', { schema: accessSchema }, async (request, reply) => {
    const bar = await loadLiveBar(app.db, request.params.id);
    requireOwnership(bar, callerOf(request, request.query), 'delete');
    await markBarDeleted(app.db, bar.id);
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
