import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/testApp.ts';

const BIG_SCRIPT = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `part ${i}` })))};`;

/** A web build's folder as the server serves it. */
function builtWebDist(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'bar-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Bar</title>');
  writeFileSync(join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'assets', 'app-123.css'), 'body{margin:0}');
  writeFileSync(join(webDist, 'assets', 'logo-123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>Bar</title></svg>');
  // As the web build leaves them: a .br and a .gz beside each text asset.
  writeFileSync(join(webDist, 'assets', 'big-456.js'), BIG_SCRIPT);
  writeFileSync(join(webDist, 'assets', 'big-456.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(webDist, 'assets', 'big-456.js.gz'), gzipSync(BIG_SCRIPT));
  return webDist;
}

describe('serving the web app', () => {
  const server = useTestApp('pglite', { config: { webDist: builtWebDist() } });

  it('serves the site icon, and /favicon.ico leads to it', async () => {
    const icon = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const legacy = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/favicon.svg');
  });

  it('serves files, fingerprinted assets with a long cache', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the precompressed file the client prefers, brotli first, with the same bytes inside', async () => {
    const url = '/assets/big-456.js';
    const br = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('keeps document-only headers for what can be a page, and nosniff, CORP and Referrer-Policy everywhere', async () => {
    const documentOnly = [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ];
    for (const url of ['/assets/app-123.js', '/assets/big-456.js', '/assets/app-123.css']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      for (const header of documentOnly) expect(response.headers[header], `${url} ${header}`).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    // A page, an SVG (it runs its own scripts when opened on its own), JSON and a 404 keep them all.
    for (const url of ['/', '/bars/abc', '/assets/logo-123.svg', '/api/health', '/assets/missing.js']) {
      const response = await server.app.inject({ method: 'GET', url });
      for (const header of documentOnly) expect(response.headers[header], `${url} ${header}`).toBeDefined();
      expect(String(response.headers['content-security-policy']), url).toContain("script-src 'self'");
    }
  });

  it('has index.html revalidated every time, also as the SPA fallback', async () => {
    for (const url of ['/', '/index.html', '/bars/abc/edit', '/admin/users']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('answers SPA routes with index.html', async () => {
    for (const url of ['/', '/bars/abc/edit/side/front?mode=shape', '/admin/users']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Bar</title>');
    }
  });

  it('keeps JSON 404s for the API, the auth routes and missing files', async () => {
    for (const url of ['/api/unknown', '/sanctum/unknown', '/assets/missing.js']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });
});
