import { contentResponseSchema } from '@bar/contracts/content';
import { contentSectionProblems, resolveSection } from '@bar/contracts/contentRules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContentSections } from './repository.ts';
import { readContentDefaultLocale, readStoredCompanyUrl } from './settings.ts';

export type ContentRoutesOptions = {
  /** The company website until an administrator stores another (config COMPANY_URL). */
  defaultCompanyUrl: string;
};

/**
 * The home screen's sections (FAQ, intro video, downloads, texts) in the request's language (else
 * the content's default language), and
 * under `meta` the company website the narrow-screen notice links to.
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  app.get('/content', { schema: { response: { 200: contentResponseSchema } } }, async (request) => {
    const [sections, companyUrl, defaultLocale] = await Promise.all([
      listContentSections(app.db),
      readStoredCompanyUrl(app.db),
      readContentDefaultLocale(app.db),
    ]);
    // A section stored before the checks and still lacking a text (or holding only placeholders)
    // stays off the home screen rather than showing an empty box.
    const publishable = sections.filter((section) => contentSectionProblems(section, defaultLocale).length === 0);
    return {
      data: publishable.map((section) => resolveSection(section, { locale: request.locale, defaultLocale })),
      meta: { company_url: companyUrl ?? options.defaultCompanyUrl },
    };
  });
};
