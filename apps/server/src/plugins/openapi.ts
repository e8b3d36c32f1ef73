import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { transformDocument, transformRoute } from './openapiDocument.ts';

export type OpenapiPluginOptions = { publicUrl: string };

/**
 * The OpenAPI document, generated from the same zod schemas that validate the routes, plus the
 * operation table of openapiOperations.ts. Registered before any route (the CSRF cookie route
 * included) so that every route is seen.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: OpenapiPluginOptions) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Bar Configurator API',
          version: '0.1.0',
          description:
            'The JSON API of the bar configurator. Unsafe requests need a session (`GET /sanctum/csrf-cookie`) and its XSRF token in `X-XSRF-TOKEN`; errors share one body (`Error`).',
        },
      },
      transform: transformRoute,
      transformObject: transformDocument(options.publicUrl),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
