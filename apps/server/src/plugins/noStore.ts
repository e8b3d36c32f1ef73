import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const NO_STORE = 'no-store';

async function setNoStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('cache-control', NO_STORE);
  return payload;
}

/**
 * Marks every reply of the routes registered in `scope` (and of its child plugins) `no-store`, errors
 * included: app.ts registers the route families that carry personal data, tokens or a session change
 * (auth, user, bars, addresses, inquiries, PDF, admin) inside such a scope, so that a route added to
 * one of them is covered without a line of its own.
 */
export function noStoreScope(scope: FastifyInstance): void {
  scope.addHook('onSend', setNoStore);
}

/**
 * Anywhere else, a reply that sets a cookie (a session started, refreshed or ended, as
 * `GET /sanctum/csrf-cookie` does) is never stored either.
 */
export const noStoreOnCookiePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.hasHeader('set-cookie')) reply.header('cache-control', NO_STORE);
      return payload;
    });
  },
  { name: 'no-store-on-cookie' },
);
