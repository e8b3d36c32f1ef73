import {
  addressListResponseSchema,
  addressParamsSchema,
  addressRequestSchema,
  addressResponseSchema,
} from '@bar/contracts/addresses';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../appError.ts';
import { addressColumns, presentAddress } from './addressValues.ts';
import { deleteOwnAddress, insertAddress, listAddresses, setDefaultAddress, updateOwnAddress } from './repository.ts';

export function requireUserId(request: FastifyRequest): number {
  const userId = request.session?.userId;
  if (!userId) throw new AppError('unauthenticated');
  return userId;
}

/** Someone else's address answers 404 like a missing one: ids of other users' addresses stay unconfirmed. */
function addressNotFound(): AppError {
  return new AppError('notFound', { key: 'addresses.notFound' });
}

/**
 * `GET/POST /api/addresses`, `PUT/DELETE /api/addresses/{id}`, `PUT /api/addresses/{id}/default`:
 * the logged-in user's addresses.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before body validation, so that a guest learns 401 and not what the form lacks.
  app.addHook('preValidation', async (request) => {
    requireUserId(request);
  });

  app.get('/addresses', { schema: { response: { 200: addressListResponseSchema } } }, async (request) => {
    const rows = await listAddresses(app.db, requireUserId(request));
    return { data: rows.map(presentAddress) };
  });

  app.post(
    '/addresses',
    { schema: { body: addressRequestSchema, response: { 201: addressResponseSchema } } },
    async (request, reply) => {
      const row = await insertAddress(app.db, requireUserId(request), addressColumns(request.body));
      return reply.code(201).send({ data: presentAddress(row) });
    },
  );

  app.put(
    '/addresses/:id',
    { schema: { params: addressParamsSchema, body: addressRequestSchema, response: { 200: addressResponseSchema } } },
    async (request) => {
      const row = await updateOwnAddress(
        app.db,
        requireUserId(request),
        request.params.id,
        addressColumns(request.body),
      );
      if (!row) throw addressNotFound();
      return { data: presentAddress(row) };
    },
  );

  app.put(
    '/addresses/:id/default',
    { schema: { params: addressParamsSchema, response: { 200: addressResponseSchema } } },
    async (request) => {
      const row = await setDefaultAddress(app.db, requireUserId(request), request.params.id);
      if (!row) throw addressNotFound();
      return { data: presentAddress(row) };
    },
  );

  app.delete('/addresses/:id', { schema: { params: addressParamsSchema } }, async (request, reply) => {
    if (!(await deleteOwnAddress(app.db, requireUserId(request), request.params.id))) throw addressNotFound();
    return reply.code(204).send();
  });
};
