import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findActiveSession, type Session } from './store.ts';

export const SESSION_COOKIE = 'bar_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

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
 * Writes both cookies of a session: the HttpOnly secret and the script-readable CSRF token. A
 * "remember me" session's cookies last until the session expires; others end with the browser.
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
}

/** Loads the session from the database on every API request; nothing is kept in process memory. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionPluginOptions) => {
    await app.register(fastifyCookie);
    app.decorate('secureCookies', options.secureCookies);
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      if (!needsSession(request)) return;
      const secret = request.cookies[SESSION_COOKIE];
      request.session = secret ? await findActiveSession(app.db, secret) : null;
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
