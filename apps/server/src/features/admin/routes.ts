import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListRoutes } from './lists/routes.ts';
import { type AdminCatalogueRoutesOptions, adminCatalogueRoutes } from './records/catalogueRoutes.ts';
import { adminRecordRoutes } from './records/routes.ts';
import { requireAdmin } from './requireAdmin.ts';

/**
 * Every admin route of decisions.md 3 (lists, records, create-admin, content). The guard runs
 * before body validation, so a guest or a customer learns 401/403 and nothing about the input.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminCatalogueRoutesOptions> = async (app, options) => {
  app.addHook('preValidation', async (request) => {
    await requireAdmin(app.db, request);
  });
  await app.register(adminListRoutes);
  await app.register(adminRecordRoutes);
  await app.register(adminCatalogueRoutes, { defaultCompanyUrl: options.defaultCompanyUrl });
};
