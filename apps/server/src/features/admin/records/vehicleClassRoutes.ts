import { vehicleClassParamsSchema, vehicleClassUpdateSchema } from '@bar/contracts/adminCatalogue';
import { vehicleClassResponseSchema } from '@bar/contracts/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../appError.ts';
import { vehicleClasses } from '../../../db/schemaVehicles.ts';
import { toVehicleClass } from '../../catalogue/loadCatalogue.ts';
import { audited } from '../audit/audited.ts';
import { auditedVehicleClass } from '../audit/auditedRecords.ts';
import { catalogueMessage } from './catalogueMessages.ts';

/**
 * `PUT /api/vehicle-classes/{code}` (admin only): a vehicle class's name, usable cargo space and
 * payload (T1). The table's trigger bumps catalogue_version, so new transport plans use it at once.
 */
export const vehicleClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/vehicle-classes/:code',
    {
      schema: {
        params: vehicleClassParamsSchema,
        body: vehicleClassUpdateSchema,
        response: { 200: vehicleClassResponseSchema },
      },
    },
    async (request) => {
      const { name, cargo, payload } = request.body;
      const { code } = request.params;
      // The 404 is thrown inside the write, so the refused request leaves nothing (not even the
      // catalogue version the table's trigger bumps) behind.
      const row = await audited(app.db, request, { record: auditedVehicleClass, id: code }, async (tx) => {
        const [updated] = await tx
          .update(vehicleClasses)
          .set({
            name,
            cargoLength: cargo.length,
            cargoWidth: cargo.width,
            cargoHeight: cargo.height,
            payloadG: payload,
            updatedAt: new Date(),
          })
          .where(eq(vehicleClasses.code, code))
          .returning();
        if (!updated)
          throw new AppError('notFound', { message: catalogueMessage('vehicleClassNotFound', request.locale) });
        return updated;
      });
      return { data: toVehicleClass(row) };
    },
  );
};
