import {
  assemblyCreatedResponseSchema,
  assemblyParamsSchema,
  assemblyResponseSchema,
  assemblyWriteSchema,
} from '@bar/contracts/adminCatalogue';
import { assemblyUsageResponseSchema } from '@bar/contracts/assemblyUsage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../appError.ts';
import { loadCatalogue, toAssembly } from '../../catalogue/loadCatalogue.ts';
import { auditedAssembly } from '../audit/auditedRecords.ts';
import { countBarsUsingAssembly, countPresetsUsingAssembly } from './assemblyUsage.ts';
import { createAssembly, updateAssembly } from './assemblyWrites.ts';
import { recordWriteRoutes } from './recordWriteRoutes.ts';

/**
 * `PUT /api/assemblies/{id}` and `POST /api/assemblies` (admin only); the form loads the record
 * from the public `GET /api/assemblies/{id}`, which serves inactive ones too.
 */
export const assemblyRoutes: FastifyPluginAsyncZod = async (app) => {
  // What the form shows beside "active": switching it off leaves these bars holding it.
  app.get(
    '/assemblies/:id/usage',
    { schema: { params: assemblyParamsSchema, response: { 200: assemblyUsageResponseSchema } } },
    async (request) => {
      const assembly = (await loadCatalogue(app.db)).assemblies.get(request.params.id);
      if (!assembly) throw new AppError('notFound', { key: 'adminCatalogue.assemblyNotFound' });
      const bars = await countBarsUsingAssembly(app.db, assembly);
      const presets = await countPresetsUsingAssembly(app.db, assembly);
      return { data: { bars, presets } };
    },
  );

  recordWriteRoutes(app, {
    path: '/assemblies',
    record: auditedAssembly,
    present: toAssembly,
    update: { body: assemblyWriteSchema, response: assemblyResponseSchema, write: updateAssembly },
    create: { body: assemblyWriteSchema, response: assemblyCreatedResponseSchema, write: createAssembly },
  });
};
