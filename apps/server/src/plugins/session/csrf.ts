import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../appError.ts';
import { safeEqual } from '../../secrets.ts';
import { setSessionCookies } from './plugin.ts';
import { deleteExpiredSessions, startSession } from './store.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Roughly one new session in this many also clears out expired ones. */
const CLEANUP_ODDS = 50;

/**
 * Sanctum-style CSRF protection: `GET /sanctum/csrf-cookie` starts a session and hands out its
 * token in the readable `XSRF-TOKEN` cookie; every unsafe request echoes it in `X-XSRF-TOKEN`.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      const header = request.headers['x-xsrf-token'];
      const token = typeof header === 'string' ? header : '';
      if (!request.session || token === '' || !safeEqual(token, request.session.csrfToken)) {
        throw new AppError('csrfTokenMismatch');
      }
    });

    app.get('/sanctum/csrf-cookie', async (request, reply) => {
      if (request.session) {
        setSessionCookies(reply, { secret: null, session: request.session }, app.secureCookies);
      } else {
        const started = await startSession(app.db);
        request.session = started.session;
        setSessionCookies(reply, started, app.secureCookies);
        if (Math.floor(Math.random() * CLEANUP_ODDS) === 0) await deleteExpiredSessions(app.db);
      }
      return reply.code(204).send();
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
