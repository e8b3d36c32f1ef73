import { baseModulesResponseSchema, colorsResponseSchema, partsResponseSchema } from '@bar/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCatalogue, paletteColors } from './loadCatalogue.ts';

/** Public catalogue: base modules, parts and the colour palette. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/base-modules', { schema: { response: { 200: baseModulesResponseSchema } } }, async () => {
    const catalogue = await loadCatalogue(app.db);
    return { data: [...catalogue.baseModules.values()] };
  });

  app.get('/parts', { schema: { response: { 200: partsResponseSchema } } }, async () => {
    const catalogue = await loadCatalogue(app.db);
    return { data: [...catalogue.parts.values()] };
  });

  app.get('/colors', { schema: { response: { 200: colorsResponseSchema } } }, async () => {
    const catalogue = await loadCatalogue(app.db);
    return { data: paletteColors(catalogue) };
  });
};
