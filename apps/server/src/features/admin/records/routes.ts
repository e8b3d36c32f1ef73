import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin record endpoints (`GET/PUT users/{id}`, ..., `POST create-admin`, `PUT content`). */
export const adminRecordRoutes: FastifyPluginAsyncZod = async () => {};
