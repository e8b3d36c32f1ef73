import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { setSessionCookies } from '../../plugins/session/plugin.ts';
import { replaceSession } from '../../plugins/session/store.ts';
import { claimGuestBar } from './guestBar.ts';

export type SignInOptions = { remember: boolean; barId?: string | undefined; editToken?: string | undefined };

/**
 * Logs the user in on this request: the guest session is replaced by a new one (new id, new CSRF
 * token) and a guest bar named by `bar_id` is handed over, judged by the session it came from.
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  options: SignInOptions,
): Promise<void> {
  const guestSession = request.session;
  const started = await replaceSession(app.db, guestSession, { userId: user.id, remember: options.remember });
  await claimGuestBar(app.db, user.id, {
    barId: options.barId,
    editToken: options.editToken,
    guestSessionId: guestSession && guestSession.userId === null ? guestSession.id : null,
  });
  request.session = started.session;
  setSessionCookies(reply, started, app.secureCookies);
}

/** Logout: the session row goes and the browser gets a new anonymous session and CSRF token. */
export async function signOut(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // The live streams the session opened end with it, on every server process.
  if (request.session) app.live.sessionEnded(request.session.id);
  const started = await replaceSession(app.db, request.session, { userId: null, remember: false });
  request.session = started.session;
  setSessionCookies(reply, started, app.secureCookies);
}
