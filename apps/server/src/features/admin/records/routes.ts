import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LinkSettings } from '../../auth/accountMail.ts';
import { createAdminRoutes } from './createAdminRoutes.ts';
import { inquiryLiveRoutes } from './inquiryLiveRoutes.ts';
import { inquiryRecordRoutes } from './inquiryRoutes.ts';
import { presetRecordRoutes } from './presetRoutes.ts';
import { userRecordRoutes } from './userRoutes.ts';

/** The admin record endpoints: users, inquiries, bar presets and `POST create-admin` (decisions.md 3). */
export const adminRecordRoutes: FastifyPluginAsyncZod<{ links: LinkSettings }> = async (app, options) => {
  await app.register(userRecordRoutes, { links: options.links });
  await app.register(inquiryRecordRoutes);
  await app.register(inquiryLiveRoutes);
  await app.register(presetRecordRoutes);
  await app.register(createAdminRoutes, { links: options.links });
};
