import {
  adminRecordParamsSchema,
  adminUserResponseSchema,
  adminUserUpdateRequestSchema,
} from '@bar/contracts/adminRecords';
import { statusResponseSchema } from '@bar/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../../appError.ts';
import { type LinkSettings, sendVerificationMail } from '../../auth/accountMail.ts';
import { THROTTLE_RULES } from '../../auth/throttle.ts';
import { findUserById } from '../../auth/users.ts';
import { endLiveOf } from '../../live/liveConsultations.ts';
import { audited } from '../audit/audited.ts';
import { auditedUser } from '../audit/auditedRecords.ts';
import { refuseRemovingLastAdmin } from './lastAdmin.ts';
import { recordMessage } from './recordMessages.ts';
import { recordUpdateSchema } from './recordWriteRoutes.ts';
import { loadAdminUser, updateUserRecord, userNotFound } from './userRecord.ts';

/**
 * `GET/PUT /api/users/{id}`: the user's record; staff change the flag, country responsibilities,
 * name, organisation, country, language and verified state. `POST /api/users/{id}/verification-mail`
 * sends the verification link again, throttled per account together with the user's own resends.
 */
export const userRecordRoutes: FastifyPluginAsyncZod<{ links: LinkSettings }> = async (app, options) => {
  app.get(
    '/users/:id',
    { schema: { params: adminRecordParamsSchema, response: { 200: adminUserResponseSchema } } },
    async (request) => ({ data: await loadAdminUser(app.db, request.params.id) }),
  );

  app.put(
    '/users/:id',
    { schema: recordUpdateSchema(adminUserUpdateRequestSchema, adminUserResponseSchema) },
    async (request) => {
      const { id } = request.params;
      let consulted: string[] = [];
      const user = await audited(app.db, request, { record: auditedUser, id }, async (tx) => {
        if (request.body.is_admin === false) {
          // The last administrator keeps the flag (409), whoever asks; nobody takes their own
          // flag away either (422), so the admin area always keeps a way in.
          await refuseRemovingLastAdmin(tx, id, request.locale);
          if (id === request.session?.userId) {
            throw validationError({ is_admin: [recordMessage('ownAdminFlag', request.locale)] });
          }
          // Their live consultations end with the right: no customer's bar stays open to them.
          consulted = await endLiveOf(tx, id);
        }
        return updateUserRecord(tx, id, request.body);
      });
      for (const barId of consulted) app.live.consultationEnded(barId, 'consultant');
      return { data: user };
    },
  );

  app.post(
    '/users/:id/verification-mail',
    { schema: { params: adminRecordParamsSchema, response: { 202: statusResponseSchema } } },
    async (request, reply) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw userNotFound();
      await app.throttles.enforce(request, [{ rule: THROTTLE_RULES.verificationPerUser, subject: `user:${user.id}` }]);
      if (user.emailVerifiedAt)
        return reply.code(202).send({ message: recordMessage('userAlreadyVerified', request.locale) });
      await sendVerificationMail(app, options.links, user);
      return reply.code(202).send({ message: recordMessage('verificationMailSent', request.locale) });
    },
  );
};
