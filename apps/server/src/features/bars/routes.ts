import {
  barAccessQuerySchema,
  barResponseSchema,
  createBarRequestSchema,
  updateBarRequestSchema,
} from '@bar/contracts/bars';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../appError.ts';
import type { BarRow } from '../../db/schema.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { type Caller, requireAccess } from './access.ts';
import { createBar } from './createBar.ts';
import { presentBar } from './presentBar.ts';
import { findBar } from './repository.ts';
import { updateBar } from './updateBar.ts';

const barParamsSchema = z.object({ id: z.string() });
type AccessQuery = z.infer<typeof barAccessQuerySchema>;

function callerOf(request: FastifyRequest, query: AccessQuery): Caller {
  return { session: request.session, editToken: query.edit_token, previewToken: query.preview_token };
}

function notFound(): AppError {
  return new AppError('notFound', {
    message: 'We are sorry, it seems that this configuration has been removed from the system.',
  });
}

export const barRoutes: FastifyPluginAsyncZod = async (app) => {
  async function loadLiveBar(id: string): Promise<BarRow> {
    const bar = await findBar(app.db, id);
    if (!bar || bar.deletedAt) throw notFound();
    return bar;
  }

  app.post(
    '/bars',
    { schema: { body: createBarRequestSchema, response: { 201: barResponseSchema } } },
    async (request, reply) => {
      const catalogue = await loadCatalogue(app.db);
      const bar = await createBar(app.db, request.body, request.session, catalogue);
      return reply.code(201).send({ data: presentBar(bar, catalogue, request.locale, 'edit') });
    },
  );

  app.get(
    '/bars/:id',
    { schema: { params: barParamsSchema, querystring: barAccessQuerySchema, response: { 200: barResponseSchema } } },
    async (request) => {
      const bar = await loadLiveBar(request.params.id);
      const access = requireAccess(bar, callerOf(request, request.query), 'view');
      const catalogue = await loadCatalogue(app.db);
      return { data: presentBar(bar, catalogue, request.locale, access) };
    },
  );

  app.put(
    '/bars/:id',
    {
      schema: {
        params: barParamsSchema,
        querystring: barAccessQuerySchema,
        body: updateBarRequestSchema,
        response: { 200: barResponseSchema },
      },
    },
    async (request) => {
      const bar = await loadLiveBar(request.params.id);
      requireAccess(bar, callerOf(request, request.query), 'edit');
      const catalogue = await loadCatalogue(app.db);
      const outcome = await updateBar(app.db, bar, request.body, catalogue);
      if (outcome.ok) return { data: presentBar(outcome.bar, catalogue, request.locale, 'edit') };
      if (outcome.reason === 'gone') throw notFound();
      throw new AppError('conflict', {
        message: 'The configuration was changed in the meantime.',
        data: presentBar(outcome.current, catalogue, request.locale, 'edit'),
      });
    },
  );
};
