import type { BarDocumentDto } from '@bar/contracts/barDocument';
import { versionETag } from '@bar/contracts/barPatch';
import {
  restoreRevisionRequestSchema,
  revisionListQuerySchema,
  revisionListResponseSchema,
  revisionParamsSchema,
  revisionResponseSchema,
} from '@bar/contracts/barRevisions';
import { barAccessQuerySchema, barResponseSchema } from '@bar/contracts/bars';
import { computePartsList } from '@bar/domain/partsList';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { isAdministrator } from '../admin/records/isAdministrator.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { participantOf } from '../live/participant.ts';
import { type BarAccess, type Caller, presentedAccess, requireAccess, resolveAccess } from './access.ts';
import { listOnly, presentBar, storedDocument } from './presentBar.ts';
import type { BarHead } from './repository.ts';
import { findBar, findRevision, listRevisions } from './repository.ts';
import { restoreRevision } from './restoreRevision.ts';
import type { RevisionRetention } from './revisionRetention.ts';
import {
  barParamsSchema,
  callerOf,
  conflict,
  liveBarAndCaller,
  loadLiveBar,
  notFound,
  trustedJson,
} from './routeSupport.ts';

/** Who may read a bar's revisions: whoever may read the bar (staff too, read only), as `GET /bars/{id}`. */
async function requireReadAccess(db: Database, bar: BarHead, caller: Caller): Promise<BarAccess> {
  if (resolveAccess(bar, caller) === null && (await isAdministrator(db, caller.session))) return 'view';
  return requireAccess(bar, caller, 'view');
}

function revisionNotKept(): AppError {
  return new AppError('notFound', { key: 'bars.revisionNotKept' });
}

/**
 * `GET /bars/{id}/revisions[/{version}]` and `POST /bars/{id}/revisions/{version}/restore`: the
 * kept revisions of a bar, one of them read back (snapshot plus patch), and its restore as a new version.
 */
export const barRevisionRoutes: FastifyPluginAsyncZod<{ retention: RevisionRetention }> = async (app, options) => {
  app.get(
    '/bars/:id/revisions',
    {
      schema: {
        params: barParamsSchema,
        querystring: revisionListQuerySchema,
        response: { 200: revisionListResponseSchema },
      },
    },
    async (request) => {
      const { bar, caller } = await liveBarAndCaller(app.db, request);
      await requireReadAccess(app.db, bar, caller);
      const { limit, before } = request.query;
      const rows = await listRevisions(app.db, bar.id, limit + 1, before);
      const page = rows.slice(0, limit);
      return {
        data: page.map((row) => ({
          version: row.version,
          name: row.name,
          kind: row.kind,
          created_at: row.createdAt.toISOString(),
          current: row.version === bar.version,
        })),
        next_before: rows.length > limit ? (page.at(-1)?.version ?? null) : null,
      };
    },
  );

  app.get(
    '/bars/:id/revisions/:version',
    {
      schema: {
        params: revisionParamsSchema,
        querystring: barAccessQuerySchema,
        response: { 200: revisionResponseSchema },
      },
      ...trustedJson,
    },
    async (request) => {
      const { bar, caller } = await liveBarAndCaller(app.db, request);
      await requireReadAccess(app.db, bar, caller);
      const revision = await findRevision(app.db, bar.id, request.params.version);
      if (!revision) throw revisionNotKept();
      const catalogue = await loadCatalogue(app.db);
      const document = storedDocument({ id: bar.id, document: revision.document });
      return {
        data: {
          version: revision.version,
          name: revision.name,
          kind: revision.kind,
          created_at: revision.createdAt.toISOString(),
          current: revision.version === bar.version,
          document: document as BarDocumentDto,
          parts: listOnly(computePartsList(document, catalogue, request.locale)),
        },
      };
    },
  );

  app.post(
    '/bars/:id/revisions/:version/restore',
    {
      schema: {
        params: revisionParamsSchema,
        querystring: barAccessQuerySchema,
        body: restoreRevisionRequestSchema,
        response: { 200: barResponseSchema },
      },
      ...trustedJson,
    },
    async (request, reply) => {
      const bar = await loadLiveBar(app.db, request.params.id);
      const caller = callerOf(request, request.query);
      requireAccess(bar, caller, 'edit');
      const catalogue = await loadCatalogue(app.db);
      const outcome = await restoreRevision(
        app.db,
        bar,
        request.params.version,
        request.body.version,
        catalogue,
        options.retention,
      );
      if (outcome.ok) {
        reply.header('etag', versionETag(outcome.bar.version));
        app.live.committed({ barId: bar.id, version: outcome.bar.version, by: participantOf(request) });
        return {
          data: presentBar(outcome.bar, catalogue, request.locale, presentedAccess(outcome.bar, caller) ?? 'view'),
        };
      }
      if (outcome.reason === 'unknownRevision') throw revisionNotKept();
      const current = await findBar(app.db, bar.id);
      if (!current || current.deletedAt) throw notFound();
      reply.header('etag', versionETag(current.version));
      throw conflict('bars.changedMeanwhile', current, catalogue, { locale: request.locale, caller });
    },
  );
};
