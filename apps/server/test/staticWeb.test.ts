import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

describe('serving the web app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'bar-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Bar</title>');
    writeFileSync(join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, { webDist });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('serves files, fingerprinted assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers SPA routes with index.html', async () => {
    for (const url of ['/', '/bars/abc/edit/side/front?mode=shape', '/admin/users']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Bar</title>');
    }
  });

  it('keeps JSON 404s for the API, the auth routes and missing files', async () => {
    for (const url of ['/api/unknown', '/sanctum/unknown', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });
});
