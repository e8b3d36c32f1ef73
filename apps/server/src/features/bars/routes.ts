import {
  barAccessQuerySchema,
  barListQuerySchema,
  barListResponseSchema,
  barResponseSchema,
  createBarRequestSchema,
  duplicateBarRequestSchema,
  updateBarRequestSchema,
} from '@bar/contracts/bars';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../appError.ts';
import { isAdministrator } from '../admin/records/isAdministrator.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { requireAccess, requireOwnership, resolveAccess } from './access.ts';
import { createBar } from './createBar.ts';
import { duplicateBar } from './duplicateBar.ts';
import { barHistoryRoutes } from './historyRoutes.ts';
import { listBars } from './listBars.ts';
import { presentBar } from './presentBar.ts';
import { markBarDeleted } from './repository.ts';
import type { RevisionRetention } from './revisionRetention.ts';
import { barParamsSchema, callerOf, conflict, loadLiveBar, notFound } from './routeSupport.ts';
import { barShareRoutes } from './shareRoutes.ts';
import { updateBar } from './updateBar.ts';

export type BarRoutesOptions = { publicUrl: string; revisions: RevisionRetention };

export const barRoutes: FastifyPluginAsyncZod<BarRoutesOptions> = async (app, options) => {
  const accessSchema = { params: barParamsSchema, querystring: barAccessQuerySchema };

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

  app.get('/bars/:id', { schema: { ...accessSchema, response: { 200: barResponseSchema } } }, async (request) => {
    const bar = await loadLiveBar(app.db, request.params.id);
    const caller = callerOf(request, request.query);
    // Staff may read any bar (read only); what the caller may do otherwise decides first.
    const adminView = resolveAccess(bar, caller) === null && (await isAdministrator(app.db, caller.session));
    const access = adminView ? 'view' : requireAccess(bar, caller, 'view');
    const catalogue = await loadCatalogue(app.db);
    return { data: presentBar(bar, catalogue, request.locale, access) };
  });

  // A save, and also the rename: `{ version, name }` alone keeps the document.
  app.put(
    '/bars/:id',
    { schema: { ...accessSchema, body: updateBarRequestSchema, response: { 200: barResponseSchema } } },
    async (request) => {
      const bar = await loadLiveBar(app.db, request.params.id);
      requireAccess(bar, callerOf(request, request.query), 'edit');
      const catalogue = await loadCatalogue(app.db);
      const outcome = await updateBar(app.db, bar, request.body, catalogue, options.revisions);
      if (outcome.ok) return { data: presentBar(outcome.bar, catalogue, request.locale, 'edit') };
      if (outcome.reason === 'gone') throw notFound();
      throw conflict('bars.changedMeanwhile', outcome.current, catalogue, request.locale);
    },
  );

  app.delete('/bars/:id', { schema: accessSchema }, async (request, reply) => {
    const bar = await loadLiveBar(app.db, request.params.id);
    requireOwnership(bar, callerOf(request, request.query), 'delete');
    await markBarDeleted(app.db, bar.id);
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
  await app.register(barShareRoutes, { publicUrl: options.publicUrl });
};
