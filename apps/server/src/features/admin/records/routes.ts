import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminRoutes } from './createAdminRoutes.ts';
import { inquiryRecordRoutes } from './inquiryRoutes.ts';
import { presetRecordRoutes } from './presetRoutes.ts';
import { userRecordRoutes } from './userRoutes.ts';

/** The admin record endpoints: users, inquiries, bar presets and `POST create-admin` (decisions.md 3). */
export const adminRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userRecordRoutes);
  await app.register(inquiryRecordRoutes);
  await app.register(presetRecordRoutes);
  await app.register(createAdminRoutes);
};
