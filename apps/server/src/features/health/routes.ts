import { healthResponseSchema } from '@bar/contracts/catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness plus a database round trip; 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { data: { status: 'ok' as const, db: 'ok' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database down');
        return reply.code(503).send({ data: { status: 'degraded', db: 'down' } });
      }
    },
  );
};
