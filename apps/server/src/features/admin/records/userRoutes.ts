import {
  adminRecordParamsSchema,
  adminUserResponseSchema,
  adminUserUpdateRequestSchema,
} from '@bar/contracts/adminRecords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../../appError.ts';
import { recordMessage } from './recordMessages.ts';
import { loadAdminUser, updateUserFlags } from './userRecord.ts';

/** `GET/PUT /api/users/{id}`: the user's record; staff change only is_admin and the country responsibilities. */
export const userRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    { schema: { params: adminRecordParamsSchema, response: { 200: adminUserResponseSchema } } },
    async (request) => ({ data: await loadAdminUser(app.db, request.params.id) }),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        params: adminRecordParamsSchema,
        body: adminUserUpdateRequestSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => {
      // Nobody takes their own flag away, so the admin area always keeps at least one way in.
      if (request.body.is_admin === false && request.params.id === request.session?.userId) {
        throw validationError({ is_admin: [recordMessage('ownAdminFlag', request.locale)] });
      }
      return { data: await updateUserFlags(app.db, request.params.id, request.body) };
    },
  );
};
