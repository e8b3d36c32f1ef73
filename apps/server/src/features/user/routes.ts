import { statusResponseSchema, updateUserRequestSchema, userResponseSchema } from '@bar/contracts/auth';
import {
  accountExportResponseSchema,
  changeEmailRequestSchema,
  confirmEmailChangeRequestSchema,
  deleteAccountRequestSchema,
} from '@bar/contracts/profile';
import { isLocale } from '@bar/domain/locale';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, addFieldError, type FieldErrors, validationError } from '../../appError.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { endOtherSessions } from '../../plugins/session/store.ts';
import { type LinkSettings, sendEmailChangeMails } from '../auth/accountMail.ts';
import { authMessage } from '../auth/authMessages.ts';
import { hashPassword, isCommonPassword, passwordMatches } from '../auth/passwords.ts';
import { signOut } from '../auth/signIn.ts';
import { ipSubject, THROTTLE_RULES } from '../auth/throttle.ts';
import { findUserByEmail, findUserById, presentUser, profileValues } from '../auth/users.ts';
import { deleteAccount } from './deleteAccount.ts';
import { confirmEmailChange, startEmailChange } from './emailChange.ts';
import { exportAccount } from './exportAccount.ts';
import { profileMessage } from './profileMessages.ts';

/**
 * `GET/PUT/DELETE /api/user`, `POST /api/user/email`, `GET /api/user/export`: the logged-in user's
 * own account (the Profile screen); `POST /api/user/email/confirm` opens the link of an e-mail change.
 */
export const userRoutes: FastifyPluginAsyncZod<{ links: LinkSettings }> = async (app, { links }) => {
  const signedInUsers = new WeakMap<FastifyRequest, UserRow>();
  function currentUser(request: FastifyRequest): UserRow {
    const user = signedInUsers.get(request);
    if (!user) throw new AppError('unauthenticated');
    return user;
  }

  await app.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    // Before body validation, so that a guest learns 401 and not what the form lacks.
    signedIn.addHook('preValidation', async (request) => {
      const userId = request.session?.userId;
      const user = userId ? await findUserById(app.db, userId) : null;
      if (!user) throw new AppError('unauthenticated');
      signedInUsers.set(request, user);
    });

    signedIn.get('/user', { schema: { response: { 200: userResponseSchema } } }, async (request) => {
      return { data: presentUser(currentUser(request)) };
    });

    signedIn.put(
      '/user',
      { schema: { body: updateUserRequestSchema, response: { 200: userResponseSchema } } },
      async (request) => {
        const user = currentUser(request);
        const body = request.body;
        const errors: FieldErrors = {};
        if (body.locale !== undefined && !isLocale(body.locale)) {
          addFieldError(errors, 'locale', authMessage('unsupportedLocale', request.locale));
        }
        const changesPassword = body.password !== undefined;
        if (changesPassword && !(await passwordMatches(user.passwordHash, body.current_password ?? ''))) {
          addFieldError(errors, 'current_password', authMessage('wrongCurrentPassword', request.locale));
        }
        if (body.password !== undefined && isCommonPassword(body.password)) {
          addFieldError(errors, 'password', authMessage('commonPassword', request.locale));
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

    signedIn.post(
      '/user/email',
      { schema: { body: changeEmailRequestSchema, response: { 202: userResponseSchema } } },
      async (request, reply) => {
        const user = currentUser(request);
        const { email, current_password: currentPassword } = request.body;
        // Counted first, like the verification mail: the password check and the "address taken"
        // answer cannot be tried more often than the mails could be sent.
        await app.throttles.enforce(request, [
          { rule: THROTTLE_RULES.emailChangePerUser, subject: `user:${user.id}` },
          { rule: THROTTLE_RULES.emailChangePerIp, subject: ipSubject(request) },
        ]);
        const errors: FieldErrors = {};
        if (!(await passwordMatches(user.passwordHash, currentPassword))) {
          addFieldError(errors, 'current_password', authMessage('wrongCurrentPassword', request.locale));
        }
        if (email === user.email) addFieldError(errors, 'email', profileMessage('sameEmail', request.locale));
        else if (await findUserByEmail(app.db, email)) {
          addFieldError(errors, 'email', authMessage('emailTaken', request.locale));
        }
        if (Object.keys(errors).length > 0) throw validationError(errors);
        const started = await startEmailChange(app.db, user.id, email);
        await sendEmailChangeMails(app, links, user, email, started.token);
        return reply.code(202).send({ data: presentUser(started.user) });
      },
    );

    signedIn.get(
      '/user/export',
      { schema: { response: { 200: accountExportResponseSchema } } },
      async (request, reply) => {
        const data = await exportAccount(app.db, currentUser(request));
        const day = data.exported_at.slice(0, 10);
        reply.header('content-disposition', `attachment; filename="bar-configurator-my-data-${day}.json"`);
        return { data };
      },
    );

    signedIn.delete('/user', { schema: { body: deleteAccountRequestSchema } }, async (request, reply) => {
      const user = currentUser(request);
      if (!(await passwordMatches(user.passwordHash, request.body.password))) {
        throw validationError({ password: [profileMessage('wrongPassword', request.locale)] });
      }
      // Staff accounts are removed by another administrator: the admin area is never left without one by accident.
      if (user.isAdmin) {
        throw new AppError('forbidden', { message: profileMessage('adminCannotDelete', request.locale) });
      }
      await deleteAccount(app.db, user);
      app.live.userRemoved(user.id);
      // The session row went with the user; the browser gets a new guest session and CSRF token.
      await signOut(app, request, reply);
      return reply.code(204).send();
    });
  });

  app.post(
    '/user/email/confirm',
    { schema: { body: confirmEmailChangeRequestSchema, response: { 200: statusResponseSchema } } },
    async (request) => {
      const outcome = await confirmEmailChange(app.db, request.body.token);
      if (outcome.kind === 'invalid') {
        throw validationError({ token: [profileMessage('invalidEmailChangeLink', request.locale)] });
      }
      if (outcome.kind === 'expired') {
        throw new AppError('gone', { message: profileMessage('emailChangeLinkExpired', request.locale) });
      }
      if (outcome.kind === 'taken') throw validationError({ email: [authMessage('emailTaken', request.locale)] });
      return { message: profileMessage('emailChanged', request.locale) };
    },
  );
};
