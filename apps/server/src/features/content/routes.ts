import { contentResponseSchema } from '@bar/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContentSections } from './repository.ts';
import { resolveSection } from './resolveSection.ts';

/** The home screen's sections (FAQ, intro video, downloads, texts) in the request's language. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/content', { schema: { response: { 200: contentResponseSchema } } }, async (request) => {
    const sections = await listContentSections(app.db);
    return { data: sections.map((section) => resolveSection(section, request.locale)) };
  });
};
