import { contentUpdateSchema, storedContentResponseSchema } from '@bar/contracts/adminContent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContentSections, replaceContentSections } from '../../content/repository.ts';
import { readContentDefaultLocale, readStoredCompanyUrl } from '../../content/settings.ts';
import { audited } from '../audit/audited.ts';
import { auditedContent, CONTENT_RECORD_ID } from '../audit/auditedRecords.ts';

export type ContentSectionRoutesOptions = {
  /** The company website while none is stored (config COMPANY_URL). */
  defaultCompanyUrl: string;
};

/**
 * The page-section builder's calls (admin only): `GET /api/content-sections` reads the home
 * screen's sections with every language and the stored company website, `PUT /api/content`
 * replaces the sections in the order given (and the company website and default language when
 * sent).
 */
export const contentSectionRoutes: FastifyPluginAsyncZod<ContentSectionRoutesOptions> = async (app, options) => {
  const meta = async () => ({
    company_url: await readStoredCompanyUrl(app.db),
    default_company_url: options.defaultCompanyUrl,
    default_locale: await readContentDefaultLocale(app.db),
  });

  app.get('/content-sections', { schema: { response: { 200: storedContentResponseSchema } } }, async () => ({
    data: await listContentSections(app.db),
    meta: await meta(),
  }));

  app.put(
    '/content',
    { schema: { body: contentUpdateSchema, response: { 200: storedContentResponseSchema } } },
    async (request) => ({
      data: await audited(app.db, request, { record: auditedContent, id: CONTENT_RECORD_ID }, (tx) =>
        replaceContentSections(tx, {
          sections: request.body.sections,
          companyUrl: request.body.company_url,
          defaultLocale: request.body.default_locale,
          locale: request.locale,
        }),
      ),
      meta: await meta(),
    }),
  );
};
