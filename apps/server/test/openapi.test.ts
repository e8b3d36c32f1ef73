import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

describe('GET /api/openapi.json', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('documents the bar routes from their zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/bars',
        '/api/bars/{id}',
        '/api/parts',
        '/api/health',
        '/api/uploads',
        '/api/uploads/{id}',
        '/api/content',
        '/api/downloads/parts.csv',
      ]),
    );
    const put = document.paths['/api/bars/{id}'].put;
    expect(put.requestBody.content['application/json'].schema.required).toContain('version');
    expect(document.paths['/api/content'].get.responses['200']).toBeDefined();
    expect(document.paths['/api/uploads'].post.responses['201']).toBeDefined();
  });
});
