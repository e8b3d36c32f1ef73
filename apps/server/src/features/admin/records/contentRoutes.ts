import { contentUpdateSchema, storedContentResponseSchema } from '@bar/contracts/adminCatalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContentSections, replaceContentSections } from '../../content/repository.ts';

/**
 * The page-section builder's calls (admin only): `GET /api/content-sections` reads the home
 * screen's sections with every language, `PUT /api/content` replaces them in the order given.
 */
export const contentSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/content-sections', { schema: { response: { 200: storedContentResponseSchema } } }, async () => ({
    data: await listContentSections(app.db),
  }));

  app.put(
    '/content',
    { schema: { body: contentUpdateSchema, response: { 200: storedContentResponseSchema } } },
    async (request) => ({ data: await replaceContentSections(app.db, request.body.sections) }),
  );
};
