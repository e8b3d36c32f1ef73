import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LinkSettings } from '../auth/accountMail.ts';
import { adminListRoutes } from './lists/routes.ts';
import { type AdminCatalogueRoutesOptions, adminCatalogueRoutes } from './records/catalogueRoutes.ts';
import { embedThemeRoutes } from './records/embedThemeRoutes.ts';
import { adminRecordRoutes } from './records/routes.ts';
import { requireAdmin } from './requireAdmin.ts';

/**
 * Every admin route of decisions.md 3 (lists, records, create-admin, content). The guard runs
 * before body validation, so a guest or a customer learns 401/403 and nothing about the input.
 */
export type AdminRoutesOptions = AdminCatalogueRoutesOptions & {
  /** Signs the verification links an administrator sends again. */
  links: LinkSettings;
  /** EMBED_ORIGINS, shown on the dealer themes page. */
  embedOrigins: readonly string[];
};

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  app.decorateRequest('adminActor', null);
  app.addHook('preValidation', async (request) => {
    request.adminActor = await requireAdmin(app.db, request);
  });
  await app.register(adminListRoutes);
  await app.register(adminRecordRoutes, { links: options.links });
  await app.register(adminCatalogueRoutes, { defaultCompanyUrl: options.defaultCompanyUrl });
  await app.register(embedThemeRoutes, { embedOrigins: options.embedOrigins, publicUrl: options.links.publicUrl });
};
