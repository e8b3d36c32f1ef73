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
import { audited } from '../audit/audited.ts';
import { auditedAssembly } from '../audit/auditedRecords.ts';
import { countBarsUsingAssembly, countPresetsUsingAssembly } from './assemblyUsage.ts';
import { createAssembly, updateAssembly } from './assemblyWrites.ts';

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

  app.put(
    '/assemblies/:id',
    { schema: { params: assemblyParamsSchema, body: assemblyWriteSchema, response: { 200: assemblyResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const row = await audited(app.db, request, { record: auditedAssembly, id }, (tx) =>
        updateAssembly(tx, id, request.body, request.locale),
      );
      return { data: toAssembly(row) };
    },
  );

  app.post(
    '/assemblies',
    { schema: { body: assemblyWriteSchema, response: { 201: assemblyCreatedResponseSchema } } },
    async (request, reply) => {
      const row = await audited(app.db, request, { record: auditedAssembly }, (tx) =>
        createAssembly(tx, request.body, request.locale),
      );
      return reply.code(201).send({ data: toAssembly(row) });
    },
  );
};
