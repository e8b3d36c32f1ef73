import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  statusResponseSchema,
  userResponseSchema,
  verifyEmailParamsSchema,
  verifyEmailQuerySchema,
} from '@bar/contracts/auth';
import { isLocale, type Locale } from '@bar/domain/locale';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, validationError } from '../../appError.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { endOtherSessions } from '../../plugins/session/store.ts';
import { sha256Hex } from '../../secrets.ts';
import { type LinkSettings, sendResetMail, sendVerificationMail } from './accountMail.ts';
import { authMessage } from './authMessages.ts';
import { consumeResetToken, issueResetToken } from './passwordReset.ts';
import { hashPassword, passwordMatches, refuseCommonPassword } from './passwords.ts';
import { checkVerificationLink, emailHash } from './signedLinks.ts';
import { signIn, signOut } from './signIn.ts';
import { clearThrottle, hitThrottle, ipSubject, readThrottle, THROTTLE_RULES } from './throttle.ts';
import { createUserWithAddress, findUserByEmail, findUserById, presentUser, profileValues } from './users.ts';

/** Failed logins allowed per e-mail and address within a minute; the next attempt gets 429. */
const LOGIN_FAILURES_ALLOWED = 5;
const MINUTE_MS = 60 * 1000;

/** Registration without a usable `locale` falls back to the X-Locale header, then to de (decisions 4). */
function registrationLocale(request: FastifyRequest, given: string | undefined): Locale {
  if (isLocale(given)) return given;
  const header = request.headers['x-locale'];
  const fromHeader = typeof header === 'string' ? header.trim().toLowerCase() : '';
  return isLocale(fromHeader) ? fromHeader : 'de';
}

function loginThrottleKey(email: string, ip: string): string {
  return `login:${sha256Hex(`${email}|${ip}`)}`;
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}

function throttled(request: FastifyRequest, retryAfterSeconds: number): AppError {
  return new AppError('throttled', {
    message: authMessage('tooManyAttempts', request.locale, { seconds: String(retryAfterSeconds) }),
    retryAfterSeconds,
  });
}

async function requireUser(request: FastifyRequest, load: (id: number) => Promise<UserRow | null>): Promise<UserRow> {
  const userId = request.session?.userId;
  const user = userId ? await load(userId) : null;
  if (!user) throw new AppError('unauthenticated');
  return user;
}

/** The authentication routes at the root (decisions.md 3); every POST passes the CSRF check first. */
export const authRoutes: FastifyPluginAsyncZod<LinkSettings> = async (app, settings) => {
  const links: LinkSettings = { appKey: settings.appKey, publicUrl: settings.publicUrl };
  const loadUser = (id: number) => findUserById(app.db, id);

  app.post(
    '/register',
    { schema: { body: registerRequestSchema, response: { 201: userResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      // Counted first: a refused registration writes no user and sends no mail.
      await app.throttles.enforce(request, [
        { rule: THROTTLE_RULES.registerPerEmail, subject: body.email.toLowerCase() },
        { rule: THROTTLE_RULES.registerPerIp, subject: ipSubject(request) },
      ]);
      refuseCommonPassword(body.password, request.locale);
      const taken = () => validationError({ email: [authMessage('emailTaken', request.locale)] });
      if (await findUserByEmail(app.db, body.email)) throw taken();
      const values = {
        ...profileValues(body),
        email: body.email,
        passwordHash: await hashPassword(body.password),
        locale: registrationLocale(request, body.locale),
      };
      let user: UserRow | undefined;
      try {
        user = await createUserWithAddress(app.db, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      if (!user) throw new Error('user insert returned no row');
      await signIn(app, request, reply, user, {
        remember: body.remember,
        barId: body.bar_id,
        editToken: body.edit_token,
      });
      await sendVerificationMail(app, links, user);
      return reply.code(201).send({ data: presentUser(user) });
    },
  );

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      const key = loginThrottleKey(body.email, request.ip);
      const before = await readThrottle(app.db, key);
      if (before.hits >= LOGIN_FAILURES_ALLOWED) throw throttled(request, before.retryAfterSeconds);

      const user = await findUserByEmail(app.db, body.email);
      // Unknown e-mail and wrong password take the same path and give the same answer.
      if (!(await passwordMatches(user?.passwordHash ?? null, body.password)) || !user) {
        const after = await hitThrottle(app.db, key, MINUTE_MS);
        if (after.hits > LOGIN_FAILURES_ALLOWED) throw throttled(request, after.retryAfterSeconds);
        throw validationError({ email: [authMessage('badCredentials', request.locale)] });
      }
      await clearThrottle(app.db, key);
      await signIn(app, request, reply, user, {
        remember: body.remember,
        barId: body.bar_id,
        editToken: body.edit_token,
      });
      return { data: presentUser(user) };
    },
  );

  app.post('/logout', async (request, reply) => {
    await signOut(app, request, reply);
    return reply.code(204).send();
  });

  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordRequestSchema, response: { 200: statusResponseSchema } } },
    async (request) => {
      // Before the account is looked up: known and unknown addresses are refused alike.
      await app.throttles.enforce(request, [
        { rule: THROTTLE_RULES.forgotPasswordPerEmail, subject: request.body.email.toLowerCase() },
        { rule: THROTTLE_RULES.forgotPasswordPerIp, subject: ipSubject(request) },
      ]);
      const user = await findUserByEmail(app.db, request.body.email);
      if (user) {
        const token = await issueResetToken(app.db, user.id);
        // Not awaited: waiting for the mail server would make known addresses answer more slowly.
        void sendResetMail(app, links, user, token);
      }
      return { message: authMessage('resetLinkSent', request.locale) };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      // Before the link is used up: the customer can try another password with the same link.
      refuseCommonPassword(body.password, request.locale);
      const user = await findUserByEmail(app.db, body.email);
      if (!user || !(await consumeResetToken(app.db, user.id, body.token))) {
        throw validationError({ email: [authMessage('invalidResetToken', request.locale)] });
      }
      const passwordHash = await hashPassword(body.password);
      const [updated] = await app.db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new AppError('unauthenticated');
      // Whoever knew the old password is logged out everywhere; this browser gets a fresh session.
      await endOtherSessions(app.db, user.id, null);
      await signIn(app, request, reply, updated, { remember: false });
      return { data: presentUser(updated) };
    },
  );

  app.post(
    '/email/verification-notification',
    { schema: { response: { 202: statusResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, loadUser);
      await app.throttles.enforce(request, [
        { rule: THROTTLE_RULES.verificationPerUser, subject: `user:${user.id}` },
        { rule: THROTTLE_RULES.verificationPerIp, subject: ipSubject(request) },
      ]);
      if (user.emailVerifiedAt)
        return reply.code(202).send({ message: authMessage('alreadyVerified', request.locale) });
      await sendVerificationMail(app, links, user);
      return reply.code(202).send({ message: authMessage('verificationSent', request.locale) });
    },
  );

  app.post(
    '/email/verify/:id/:hash',
    {
      schema: {
        params: verifyEmailParamsSchema,
        querystring: verifyEmailQuerySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, loadUser);
      const parts = { ...request.params, ...request.query };
      const check = checkVerificationLink(links.appKey, parts);
      if (check === 'invalidSignature')
        throw new AppError('forbidden', { message: authMessage('invalidLink', request.locale) });
      // A genuine link for another account (or an address the user has since changed) is refused too.
      if (parts.id !== user.id || parts.hash !== emailHash(user.email)) {
        throw new AppError('forbidden', { message: authMessage('invalidLink', request.locale) });
      }
      if (check === 'expired') {
        throw new AppError('gone', { message: authMessage('linkExpired', request.locale) });
      }
      if (user.emailVerifiedAt) return { data: presentUser(user) };
      const [verified] = await app.db
        .update(users)
        .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      return { data: presentUser(verified ?? user) };
    },
  );
};
