import { updateUserRequestSchema, userResponseSchema } from '@bar/contracts/auth';
import { isLocale } from '@bar/domain/locale';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { endOtherSessions } from '../../plugins/session/store.ts';
import { authMessage } from '../auth/authMessages.ts';
import { hashPassword, passwordMatches } from '../auth/passwords.ts';
import { findUserById, presentUser, profileValues } from '../auth/users.ts';

/** `GET/PUT /api/user`: the logged-in user's own account. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  async function currentUser(request: FastifyRequest): Promise<UserRow> {
    const userId = request.session?.userId;
    const user = userId ? await findUserById(app.db, userId) : null;
    if (!user) throw new AppError('unauthenticated');
    return user;
  }

  app.get('/user', { schema: { response: { 200: userResponseSchema } } }, async (request) => {
    return { data: presentUser(await currentUser(request)) };
  });

  app.put(
    '/user',
    { schema: { body: updateUserRequestSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const user = await currentUser(request);
      const body = request.body;
      const errors: FieldErrors = {};
      if (body.locale !== undefined && !isLocale(body.locale)) {
        addFieldError(errors, 'locale', authMessage('unsupportedLocale', request.locale));
      }
      const changesPassword = body.password !== undefined;
      if (changesPassword && !(await passwordMatches(user.passwordHash, body.current_password ?? ''))) {
        addFieldError(errors, 'current_password', authMessage('wrongCurrentPassword', request.locale));
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);

      // Only these columns are written: is_admin, email_verified_at, id ... in the body are ignored.
      const values = {
        ...profileValues(body),
        ...(body.locale !== undefined ? { locale: body.locale } : {}),
        ...(changesPassword && body.password ? { passwordHash: await hashPassword(body.password) } : {}),
      };
      const [updated] = await app.db
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new AppError('unauthenticated');
      // A new password logs out every other browser that knew the old one.
      if (changesPassword) await endOtherSessions(app.db, user.id, request.session?.id ?? null);
      return { data: presentUser(updated) };
    },
  );
};
