import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../i18n/catalogue.ts';
import { resolveLocale } from './locale.ts';

export type ShutdownOptions = {
  /** Seconds a client is told to wait (`Retry-After`) when it reaches a server that is closing. */
  retryAfterSeconds: number;
};

/**
 * Graceful close, with `app.close()` (close-with-grace calls it on SIGTERM and SIGINT):
 * 1. preClose: from now on every request answers a clean 503 with `Connection: close` and
 *    `Retry-After`, and every reply to a request already in flight closes its keep-alive
 *    connection, so no client reuses a socket that is about to go.
 * 2. Fastify closes the listener (new connections are refused), drops idle keep-alive connections
 *    and waits for the requests in flight to be answered.
 * 3. onClose hooks in reverse order of registration: the job queue stops (started in its own
 *    preClose, so running jobs finish meanwhile, or go back to the queue), then the database.
 * The app is built with `return503OnClosing: false`, since Fastify's own 503 has no Retry-After
 * and not the app's error shape.
 */
export const shutdownPlugin = fp(
  async (app: FastifyInstance, options: ShutdownOptions) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      // Closing the listener also drops every connection without a request being handled, even
      // one whose request has arrived but is not read yet (the event loop was busy): the client
      // would see a reset. One turn of the event loop reads those requests first; they get a 503.
      await new Promise((resolve) => setImmediate(resolve));
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!closing) return;
      request.log.info('refused while shutting down');
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', String(options.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ message: translate('error.restarting', resolveLocale(request)) });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);
