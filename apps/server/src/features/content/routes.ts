import { contentResponseSchema } from '@bar/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContentSections } from './repository.ts';
import { resolveSection } from './resolveSection.ts';
import { readStoredCompanyUrl } from './settings.ts';

export type ContentRoutesOptions = {
  /** The company website until an administrator stores another (config COMPANY_URL). */
  defaultCompanyUrl: string;
};

/**
 * The home screen's sections (FAQ, intro video, downloads, texts) in the request's language, and
 * under `meta` the company website the narrow-screen notice links to.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  app.get('/content', { schema: { response: { 200: contentResponseSchema } } }, async (request) => {
    const [sections, companyUrl] = await Promise.all([listContentSections(app.db), readStoredCompanyUrl(app.db)]);
    return {
      data: sections.map((section) => resolveSection(section, request.locale)),
      meta: { company_url: companyUrl ?? options.defaultCompanyUrl },
    };
  });
};
