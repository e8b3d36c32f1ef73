import { partParamsSchema, partResponseSchema, vehicleClassParamsSchema } from '@bar/contracts/adminCatalogue';
import {
  assembliesQuerySchema,
  assembliesResponseSchema,
  assemblyParamsSchema,
  assemblyResponseSchema,
  baseModulesResponseSchema,
  colorsResponseSchema,
  partsResponseSchema,
  vehicleClassesResponseSchema,
  vehicleClassResponseSchema,
} from '@bar/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../appError.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { activeAssemblies, loadCatalogue, paletteColors } from './loadCatalogue.ts';

/** The catalogue entry the request names, or 404 with the entry's own message. */
function foundOr404<Entry>(entry: Entry | undefined, key: MessageKey): Entry {
  if (entry === undefined) throw new AppError('notFound', { key });
  return entry;
}

/** Public catalogue: base modules, parts, assemblies and the colour palette. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/base-modules', { schema: { response: { 200: baseModulesResponseSchema } } }, async () => {
    const catalogue = await loadCatalogue(app.db);
    return { data: [...catalogue.baseModules.values()] };
  });

  app.get('/parts', { schema: { response: { 200: partsResponseSchema } } }, async () => {
    const catalogue = await loadCatalogue(app.db);
    return { data: [...catalogue.parts.values()] };
  });

  // Public (spec 7 "GET parts/{id}"); the admin part form loads it too, nothing in it is private.
  app.get(
    '/parts/:id',
    { schema: { params: partParamsSchema, response: { 200: partResponseSchema } } },
    async (request) => ({
      data: foundOr404((await loadCatalogue(app.db)).parts.get(request.params.id), 'adminCatalogue.partNotFound'),
    }),
  );

  app.get(
    '/assemblies',
    { schema: { querystring: assembliesQuerySchema, response: { 200: assembliesResponseSchema } } },
    async (request) => {
      const catalogue = await loadCatalogue(app.db);
      const { type, include_inactive } = request.query;
      return { data: activeAssemblies(catalogue, type, include_inactive === 'true') };
    },
  );

  // Inactive assemblies are still served by id: stored bars may use them.
  app.get(
    '/assemblies/:id',
    { schema: { params: assemblyParamsSchema, response: { 200: assemblyResponseSchema } } },
    async (request) => ({
      data: foundOr404(
        (await loadCatalogue(app.db)).assemblies.get(request.params.id),
        'adminCatalogue.assemblyNotFound',
      ),
    }),
  );

  app.get('/colors', { schema: { response: { 200: colorsResponseSchema } } }, async () => {
    const catalogue = await loadCatalogue(app.db);
    return { data: paletteColors(catalogue) };
  });

  // T1: the vehicle classes the transport plan is checked against.
  app.get('/vehicle-classes', { schema: { response: { 200: vehicleClassesResponseSchema } } }, async () => {
    const catalogue = await loadCatalogue(app.db);
    return { data: [...catalogue.vehicles] };
  });

  // Public like the list; the admin form loads one class by its code.
  app.get(
    '/vehicle-classes/:code',
    { schema: { params: vehicleClassParamsSchema, response: { 200: vehicleClassResponseSchema } } },
    async (request) => {
      const { vehicles } = await loadCatalogue(app.db);
      const vehicle = vehicles.find((candidate) => candidate.code === request.params.code);
      return { data: foundOr404(vehicle, 'adminCatalogue.vehicleClassNotFound') };
    },
  );
};
