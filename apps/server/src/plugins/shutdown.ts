import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../i18n/catalogue.ts';
import { resolveLocale } from './locale.ts';

export type ShutdownOptions = {
  /** Seconds a client is told to wait (`Retry-After`) when it reaches a server that is closing. */
  retryAfterSeconds: number;
  /**
   * How long a closing server waits for the requests of connections it has accepted but not read
   * from yet; a connection still silent after that (an idle keep-alive connection) is closed.
   */
  readPendingRequestsMs?: number;
};

const READ_PENDING_REQUESTS_MS = 1_000;
const POLL_MS = 5;

type Connections = {
  /** Open connections without a request in progress: accepted but not read yet, or between two requests. */
  waiting: Set<Socket>;
  /** How many connections were ever accepted. */
  accepted: () => number;
};

/** Node's own close (`server.close()`, Fastify's `close()`) destroys the waiting connections at once. */
function trackConnections(server: Server): Connections {
  const waiting = new Set<Socket>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted += 1;
    waiting.add(socket);
    socket.once('close', () => waiting.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    waiting.delete(socket);
    response.once('close', () => {
      if (!socket.destroyed) waiting.add(socket);
    });
  });
  return { waiting, accepted: () => accepted };
}

/**
 * Resolves after the event loop has polled for I/O at least once: a hook called from an I/O
 * callback (the signal) would otherwise see its first `setImmediate` run before any new poll.
 */
async function afterOnePoll(): Promise<void> {
  await nextTurn();
  await nextTurn();
}

/**
 * Graceful close, with `app.close()` (close-with-grace calls it on SIGTERM and SIGINT):
 * 1. preClose: from now on every request answers a clean 503 with `Connection: close` and
 *    `Retry-After`, and every reply to a request already in flight closes its keep-alive
 *    connection, so no client reuses a socket that is about to go. The listener closes once a poll
 *    of the event loop accepts no new connection (the kernel has completed connections that Node
 *    has not accepted yet while it was busy; a listener closed over them resets them). Then the
 *    server waits, a bounded time, until every
 *    connection it accepted has a request in progress: Node's close destroys a connection whose
 *    request has arrived but is not read yet (the event loop was busy), and its client would see a
 *    reset instead of its answer.
 * 2. Fastify closes the server: the connections still without a request (idle keep-alive ones)
 *    are dropped, and it waits for the requests in flight to be answered.
 * 3. onClose hooks in reverse order of registration: the job queue stops (started in its own
 *    preClose, so running jobs finish meanwhile, or go back to the queue), then the database.
 * The app is built with `return503OnClosing: false`, since Fastify's own 503 has no Retry-After
 * and not the app's error shape.
 */
export const shutdownPlugin = fp(
  async (app: FastifyInstance, options: ShutdownOptions) => {
    let closing = false;
    const connections = trackConnections(app.server);
    app.addHook('preClose', async () => {
      closing = true;
      if (!app.server.listening) return;
      const deadline = Date.now() + (options.readPendingRequestsMs ?? READ_PENDING_REQUESTS_MS);
      // Accept what the kernel has already connected, until a poll brings no new connection.
      let accepted: number;
      do {
        accepted = connections.accepted();
        await afterOnePoll();
      } while (connections.accepted() !== accepted && Date.now() < deadline);
      // The listener only: http.Server's own close() would also destroy the waiting connections.
      NetServer.prototype.close.call(app.server);
      while (connections.waiting.size > 0 && Date.now() < deadline) await sleep(POLL_MS);
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
