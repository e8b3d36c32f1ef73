import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assemblyRoutes } from './assemblyRoutes.ts';
import { colorRoutes } from './colorRoutes.ts';
import { type ContentSectionRoutesOptions, contentSectionRoutes } from './contentRoutes.ts';
import { partRoutes } from './partRoutes.ts';
import { vehicleClassRoutes } from './vehicleClassRoutes.ts';

/** The admin catalogue records: colours, parts, assemblies, and the home screen content. */
export type AdminCatalogueRoutesOptions = ContentSectionRoutesOptions;

export const adminCatalogueRoutes: FastifyPluginAsyncZod<AdminCatalogueRoutesOptions> = async (app, options) => {
  await app.register(colorRoutes);
  await app.register(partRoutes);
  await app.register(vehicleClassRoutes);
  await app.register(assemblyRoutes);
  await app.register(contentSectionRoutes, { defaultCompanyUrl: options.defaultCompanyUrl });
};
