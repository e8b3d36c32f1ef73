import { adminPresetResponseSchema } from '@bar/contracts/adminRecords';
import type { BarDocumentDto } from '@bar/contracts/barDocument';
import { idParamsSchema } from '@bar/contracts/ids';
import { presetResponseSchema, presetsQuerySchema, presetsResponseSchema } from '@bar/contracts/presets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../appError.ts';
import { isAdministrator } from '../admin/records/isAdministrator.ts';
import { findAnyPreset, presentAdminPreset, presetNotFound } from '../admin/records/presetRecord.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { presentPresetSummary, presetDocument } from './presentPreset.ts';
import { findActivePreset, listActivePresets } from './repository.ts';

/** Public bar presets: ready-made bars a new bar can start from (`POST /api/bars` with `preset_id`). */
export const presetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bar-presets',
    { schema: { querystring: presetsQuerySchema, response: { 200: presetsResponseSchema } } },
    async (request) => {
      const [rows, catalogue] = await Promise.all([listActivePresets(app.db, request.query), loadCatalogue(app.db)]);
      return {
        data: rows.map((row) => presentPresetSummary(row, presetDocument(row), catalogue, request.locale)),
      };
    },
  );

  // Administrators read every preset, also an inactive one, in the shape their form edits.
  const presetOrAdminPreset = z.union([adminPresetResponseSchema, presetResponseSchema]);

  app.get(
    '/bar-presets/:id',
    { schema: { params: idParamsSchema, response: { 200: presetOrAdminPreset } } },
    async (request) => {
      if (await isAdministrator(app.db, request.session)) {
        const preset = await findAnyPreset(app.db, request.params.id);
        if (!preset) throw presetNotFound();
        return { data: presentAdminPreset(preset, await loadCatalogue(app.db), request.locale) };
      }
      const row = await findActivePreset(app.db, request.params.id);
      if (!row) throw new AppError('notFound', { key: 'presets.notFound' });
      const catalogue = await loadCatalogue(app.db);
      const document = presetDocument(row);
      return {
        data: {
          ...presentPresetSummary(row, document, catalogue, request.locale),
          document: document as BarDocumentDto,
        },
      };
    },
  );
};
