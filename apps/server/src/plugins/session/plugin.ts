import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findActiveSession, type Session } from './store.ts';

export const SESSION_COOKIE = 'bar_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * A script-readable hint, `1` while the session belongs to a user: the web app asks for the user
 * (`GET /api/user`) only then, so a guest's page makes no request that must answer 401. It says
 * nothing the session cookie does not; the server never trusts it.
 */
export const SIGNED_IN_COOKIE = 'bar_signed_in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The server-side session named by the `bar_session` cookie, or null (none, expired or unknown). */
    session: Session | null;
  }
}

export type SessionPluginOptions = { secureCookies: boolean };

/** Static files and SPA pages need no session; the API and the auth routes do. */
function needsSession(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return /^\/(api|sanctum)(\/|\?|$)/.test(request.url);
}

/**
 * Writes the cookies of a session: the HttpOnly secret, the script-readable CSRF token and, while
 * the session belongs to a user, the signed-in hint (removed when it no longer does). A "remember
 * me" session's cookies last until the session expires; others end with the browser.
 */
export function setSessionCookies(
  reply: FastifyReply,
  cookies: { secret: string | null; session: Session },
  secure: boolean,
): void {
  const expiry = cookies.session.remember ? { expires: cookies.session.expiresAt } : {};
  const common = { path: '/', sameSite: 'lax', secure, ...expiry } as const;
  if (cookies.secret) reply.setCookie(SESSION_COOKIE, cookies.secret, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, cookies.session.csrfToken, { ...common, httpOnly: false });
  if (cookies.session.userId !== null) reply.setCookie(SIGNED_IN_COOKIE, '1', { ...common, httpOnly: false });
  else if (reply.request.cookies[SIGNED_IN_COOKIE] !== undefined) clearSignedInHint(reply, secure);
}

/** Removes the signed-in hint (logout, a session that ended or belongs to nobody). */
function clearSignedInHint(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/** Loads the session from the database on every API request; nothing is kept in process memory. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionPluginOptions) => {
    await app.register(fastifyCookie);
    app.decorate('secureCookies', options.secureCookies);
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!needsSession(request)) return;
      const secret = request.cookies[SESSION_COOKIE];
      request.session = secret ? await findActiveSession(app.db, secret) : null;
      // A hint left from a session that has since ended (idle, expired, ended on another device)
      // goes with the first answer; a login in this request sets it again.
      if (request.cookies[SIGNED_IN_COOKIE] !== undefined && (request.session?.userId ?? null) === null) {
        clearSignedInHint(reply, options.secureCookies);
      }
    });
  },
  { name: 'session', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether cookies carry the Secure flag (PUBLIC_URL is https). */
    secureCookies: boolean;
  }
}
