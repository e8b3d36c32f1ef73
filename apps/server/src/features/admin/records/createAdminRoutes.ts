import { createAdminRequestSchema, createAdminResponseSchema } from '@bar/contracts/adminRecords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../../appError.ts';
import { users } from '../../../db/schema.ts';
import { randomToken } from '../../../secrets.ts';
import { type LinkSettings, sendAdminInvitationMail } from '../../auth/accountMail.ts';
import { authMessage } from '../../auth/authMessages.ts';
import { INVITATION_TOKEN_MINUTES, issueResetToken } from '../../auth/passwordReset.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { findUserByEmail, presentUser } from '../../auth/users.ts';
import { audited } from '../audit/audited.ts';
import { auditedUser } from '../audit/auditedRecords.ts';

/** Postgres' unique_violation; both drivers carry the SQLSTATE on the error or its cause. */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}

/**
 * `POST /api/create-admin`: a new administrator (e-mail, names, country, countries they answer
 * for) whose e-mail counts as verified, invited by mail to set a password. The account and its
 * invitation token are stored in one transaction; until the link is used the password is a random
 * secret nobody was told. A lost or expired invitation is replaced by "Forgot password".
 */
export const createAdminRoutes: FastifyPluginAsyncZod<{ links: LinkSettings }> = async (app, options) => {
  app.post(
    '/create-admin',
    { schema: { body: createAdminRequestSchema, response: { 201: createAdminResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      const taken = () => validationError({ email: [authMessage('emailTaken', request.locale)] });
      if (await findUserByEmail(app.db, body.email)) throw taken();
      const values = {
        email: body.email,
        passwordHash: await hashPassword(randomToken()),
        isAdmin: true,
        emailVerifiedAt: new Date(),
        locale: body.locale ?? request.locale,
        givenName: body.given_name,
        familyName: body.family_name,
        country: body.country,
        countryResponsibilities: body.country_responsibilities,
      };
      try {
        const { user, token } = await audited(app.db, request, { record: auditedUser }, async (tx) => {
          const [inserted] = await tx.insert(users).values(values).returning();
          if (!inserted) throw new Error('insert into users returned no row');
          const invitation = await issueResetToken(tx, inserted.id, { validMinutes: INVITATION_TOKEN_MINUTES });
          return { id: inserted.id, user: inserted, token: invitation };
        });
        await sendAdminInvitationMail(app, options.links, user, token);
        return reply.code(201).send({ data: presentUser(user) });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
  );
};
