import {
  adminPresetResponseSchema,
  adminRecordParamsSchema,
  createPresetRequestSchema,
  updatePresetRequestSchema,
} from '@bar/contracts/adminRecords';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { barPresets } from '../../../db/schema.ts';
import { loadCatalogue } from '../../catalogue/loadCatalogue.ts';
import { thumbnailOfBarPicture } from '../../pictures/presetThumbnail.ts';
import { audited } from '../audit/audited.ts';
import { auditedPreset } from '../audit/auditedRecords.ts';
import { createPreset, presentAdminPreset, presetNotFound, updatePreset } from './presetRecord.ts';
import { recordUpdateSchema } from './recordWriteRoutes.ts';

/**
 * `POST /api/bar-presets` (from a bar), `PUT/DELETE /api/bar-presets/{id}`. Reading stays with the
 * public `GET /api/bar-presets/{id}`, which shows administrators inactive presets too.
 */
export const presetRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bar-presets',
    { schema: { body: createPresetRequestSchema, response: { 201: adminPresetResponseSchema } } },
    async (request, reply) => {
      const catalogue = await loadCatalogue(app.db);
      // Without a thumbnail chosen, the bar's best picture (the customer's photo or its raster) is one.
      const thumbnail = request.body.thumbnail || (await thumbnailOfBarPicture(app, request.body.bar_id));
      const creation = { ...request.body, thumbnail: thumbnail || null };
      const row = await audited(app.db, request, { record: auditedPreset }, (tx) =>
        createPreset(tx, creation, catalogue, request.locale),
      );
      return reply.code(201).send({ data: presentAdminPreset(row, catalogue, request.locale) });
    },
  );

  app.put(
    '/bar-presets/:id',
    { schema: recordUpdateSchema(updatePresetRequestSchema, adminPresetResponseSchema) },
    async (request) => {
      const { id } = request.params;
      const row = await audited(app.db, request, { record: auditedPreset, id }, (tx) =>
        updatePreset(tx, id, request.body, request.locale),
      );
      return { data: presentAdminPreset(row, await loadCatalogue(app.db), request.locale) };
    },
  );

  // Deactivates: the public list and POST /api/bars stop offering it, and the seed (which
  // re-adds missing seed presets on start) does not bring it back. PUT is_active=true undoes it
  // (refused if the preset no longer fits the catalogue, see updatePreset).
  app.delete('/bar-presets/:id', { schema: { params: adminRecordParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    await audited(app.db, request, { record: auditedPreset, id, action: 'delete' }, async (tx) => {
      const [row] = await tx
        .update(barPresets)
        .set({ isActive: false, updatedAt: new Date() })
        .where(eq(barPresets.id, id))
        .returning({ id: barPresets.id });
      if (!row) throw presetNotFound();
      return row;
    });
    return reply.code(204).send();
  });
};
