import { partResponseSchema, partUpdateSchema } from '@bar/contracts/adminCatalogue';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { parts } from '../../../db/schemaCatalogue.ts';
import { toPart } from '../../catalogue/loadCatalogue.ts';
import { audited } from '../audit/audited.ts';
import { auditedPart } from '../audit/auditedRecords.ts';
import { catalogueMessage } from './catalogueMessages.ts';
import { recordUpdateSchema } from './recordWriteRoutes.ts';

type PartValues = z.output<typeof partUpdateSchema>;

/**
 * Saves the editable fields; code and type stay as they are (the configurator finds special
 * parts by code). The table's trigger bumps catalogue_version, so new parts lists use it at once.
 */
async function updatePart(db: Database, id: number, values: PartValues) {
  const [row] = await db
    .update(parts)
    .set({
      name: values.name,
      description: values.description,
      variants: values.variants,
      priceCents: values.price,
      weightG: values.weight,
      width: values.width,
      height: values.height,
      depth: values.depth,
      ...(values.packed_size === undefined
        ? {}
        : {
            packedLength: values.packed_size?.length ?? null,
            packedWidth: values.packed_size?.width ?? null,
            packedHeight: values.packed_size?.height ?? null,
          }),
      ...(values.inner_size === undefined
        ? {}
        : {
            innerLength: values.inner_size?.length ?? null,
            innerWidth: values.inner_size?.width ?? null,
            innerHeight: values.inner_size?.height ?? null,
          }),
      ...(values.max_load === undefined ? {} : { maxLoadG: values.max_load }),
      ...(values.watts === undefined ? {} : { watts: values.watts }),
      updatedAt: new Date(),
    })
    .where(eq(parts.id, id))
    .returning();
  return row ?? null;
}

/** `PUT /api/parts/{id}` (admin only); the form loads the record from the public `GET /api/parts/{id}`. */
export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/parts/:id', { schema: recordUpdateSchema(partUpdateSchema, partResponseSchema) }, async (request) => {
    const { id } = request.params;
    // Thrown inside the write, so a refused request rolls back the catalogue version's bump too.
    const row = await audited(app.db, request, { record: auditedPart, id }, async (tx) => {
      const updated = await updatePart(tx, id, request.body);
      if (!updated) throw new AppError('notFound', { message: catalogueMessage('partNotFound', request.locale) });
      return updated;
    });
    return { data: toPart(row) };
  });
};
