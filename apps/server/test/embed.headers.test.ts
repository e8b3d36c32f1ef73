import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers/app.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/database.ts';

const DEALERS = ['https://shop.example.com', 'http://127.0.0.1:4100'];
const BAR_ID = '0b6a4c55-6c39-4d3b-9a59-4d2f6a3f7f10';

function frameAncestors(header: unknown): string | undefined {
  const directive = String(header)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
  return directive?.slice('frame-ancestors '.length);
}

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bar-embed-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Bar</title>');
  return dir;
}

describe.each(databaseKinds)('embed pages: frame-ancestors (%s)', (kind) => {
  let database: TestDatabase;
  let withDealers: FastifyInstance;
  let withoutDealers: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const dist = webDist();
    withDealers = await createTestApp(database, { webDist: dist, embedOrigins: DEALERS });
    withoutDealers = await createTestApp(database, { webDist: dist, embedOrigins: [] });
  });
  afterAll(async () => {
    await withDealers.close();
    await withoutDealers.close();
    await database.dispose();
  });

  it('lets exactly the EMBED_ORIGINS frame the embed pages, without X-Frame-Options', async () => {
    for (const url of ['/embed/bars/3', `/embed/bars/${BAR_ID}?preview_token=abc`, '/embed/bars/3?dealer=acme']) {
      const response = await withDealers.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(frameAncestors(response.headers['content-security-policy']), url).toBe(DEALERS.join(' '));
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      // The rest of the policy is the site's own.
      expect(String(response.headers['content-security-policy']), url).toContain("script-src 'self'");
    }
  });

  it("keeps FRAME_ANCESTORS ('self') and X-Frame-Options on every other page and on the API", async () => {
    for (const url of [
      '/',
      '/bars/3',
      `/bars/${BAR_ID}?preview_token=abc`,
      '/embedded/bars/3',
      '/api/health',
      '/api/embed',
    ]) {
      const response = await withDealers.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const ancestors = frameAncestors(response.headers['content-security-policy']);
      expect(ancestors, url).toBe("'self'");
      for (const dealer of DEALERS)
        expect(String(response.headers['content-security-policy']), url).not.toContain(dealer);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it("frames the embed nowhere when EMBED_ORIGINS is empty: 'none' and DENY", async () => {
    const response = await withoutDealers.inject({ method: 'GET', url: '/embed/bars/3' });
    expect(response.statusCode).toBe(200);
    expect(frameAncestors(response.headers['content-security-policy'])).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    const home = await withoutDealers.inject({ method: 'GET', url: '/' });
    expect(frameAncestors(home.headers['content-security-policy'])).toBe("'self'");
  });

  it('tells the embed page the allowed origins (GET /api/embed)', async () => {
    const response = await withDealers.inject({ method: 'GET', url: '/api/embed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { origins: DEALERS, theme: null } });
    const none = await withoutDealers.inject({ method: 'GET', url: '/api/embed' });
    expect(none.json()).toEqual({ data: { origins: [], theme: null } });
    const bad = await withDealers.inject({ method: 'GET', url: '/api/embed?dealer=Not%20A%20Slug' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('EMBED_ORIGINS configuration', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'bar-embed-config-'));

  it('takes a comma list of http(s) origins, trimmed and without repeats; none by default', () => {
    expect(loadConfig({}, dir()).embedOrigins).toEqual([]);
    expect(
      loadConfig({ EMBED_ORIGINS: ' https://shop.example.com, http://localhost:4100,https://shop.example.com ' }, dir())
        .embedOrigins,
    ).toEqual(['https://shop.example.com', 'http://localhost:4100']);
  });

  it('refuses anything but an origin, naming the variable and the value', () => {
    const bad = [
      'shop.example.com',
      'https://shop.example.com/',
      'https://shop.example.com/path',
      'https://*.example.com',
      'ftp://shop.example.com',
      "'self'",
      'https://user@shop.example.com',
      ',',
    ];
    for (const value of bad) {
      expect(() => loadConfig({ EMBED_ORIGINS: value }, dir()), value).toThrow(/EMBED_ORIGINS: /);
    }
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://ok.example.com, https://shop.example.com/' }, dir())).toThrow(
      'EMBED_ORIGINS: "https://shop.example.com/" is not an origin: write it as https://shop.example.com',
    );
  });
});
