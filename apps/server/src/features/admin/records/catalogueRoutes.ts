import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin catalogue records: colours, parts, assemblies, and the home screen content. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async () => {};
