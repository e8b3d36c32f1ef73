import { barAccessQuerySchema } from '@bar/contracts/bars';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGround, requireAccess } from '../bars/access.ts';
import { barParamsSchema, liveBarAndCaller } from '../bars/routeSupport.ts';
import { endLive } from './liveConsultations.ts';

/**
 * `DELETE /bars/:id/consultation`: whoever may edit the bar ends its live consultation. The
 * customer (owner, creating session, edit link) ends it; the consultant leaves it. Either way the
 * consultant's edit right ends at once and their live view with it.
 */
export const liveConsultationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/bars/:id/consultation',
    { schema: { params: barParamsSchema, querystring: barAccessQuerySchema } },
    async (request, reply) => {
      const { bar, caller } = await liveBarAndCaller(app.db, request);
      requireAccess(bar, caller, 'edit');
      const endedBy = accessGround(bar, caller) === 'consultant' ? 'consultant' : 'customer';
      await app.db.transaction((tx) => endLive(tx, bar.id, endedBy));
      app.live.consultationEnded(bar.id, endedBy);
      return reply.code(204).send();
    },
  );
};
