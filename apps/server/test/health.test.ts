import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { createTestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('GET /api/health (%s)', (kind) => {
  const server = useTestApp(kind);

  it('reports the app and the database as ok', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', db: 'ok' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /api/health with the database down', () => {
  it('answers 503 with db down', async () => {
    const connection = await connectDatabase({ driver: 'pglite', dir: 'memory://' });
    const app = await createTestApp(connection);
    await connection.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ data: { status: 'degraded', db: 'down' } });
    await app.close();
  });
});
