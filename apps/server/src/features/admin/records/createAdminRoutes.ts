import { createAdminRequestSchema, createAdminResponseSchema } from '@bar/contracts/adminRecords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../../appError.ts';
import { users } from '../../../db/schema.ts';
import { authMessage } from '../../auth/authMessages.ts';
import { hashPassword, refuseCommonPassword } from '../../auth/passwords.ts';
import { findUserByEmail, presentUser } from '../../auth/users.ts';
import { audited } from '../audit/audited.ts';
import { auditedUser } from '../audit/auditedRecords.ts';

/** Postgres' unique_violation; both drivers carry the SQLSTATE on the error or its cause. */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}

/** `POST /api/create-admin`: a new administrator whose e-mail counts as verified (staff vouch for it). */
export const createAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-admin',
    { schema: { body: createAdminRequestSchema, response: { 201: createAdminResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      refuseCommonPassword(password, request.locale);
      const taken = () => validationError({ email: [authMessage('emailTaken', request.locale)] });
      if (await findUserByEmail(app.db, email)) throw taken();
      const values = {
        email,
        passwordHash: await hashPassword(password),
        isAdmin: true,
        emailVerifiedAt: new Date(),
        locale: request.locale,
      };
      try {
        const user = await audited(app.db, request, { record: auditedUser }, async (tx) => {
          const [inserted] = await tx.insert(users).values(values).returning();
          if (!inserted) throw new Error('insert into users returned no row');
          return inserted;
        });
        return reply.code(201).send({ data: presentUser(user) });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
  );
};
