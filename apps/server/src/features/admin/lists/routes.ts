import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin list endpoints (`GET users`, `GET inquiries-index`, ...). */
export const adminListRoutes: FastifyPluginAsyncZod = async () => {};
