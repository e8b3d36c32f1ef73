import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { redactUrl } from '../src/plugins/requestLog.ts';
import { testConfig } from './helpers/app.ts';
import { createBar } from './helpers/bars.ts';
import { startedClient } from './helpers/client.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe.each(databaseKinds)('HTTP edge on %s', (kind) => {
  const server = useTestApp(kind);

  describe('compression of API replies', () => {
    it('compresses JSON over 1 KB with brotli when offered, else gzip, and says it varies', async () => {
      const plain = await server.app.inject({ method: 'GET', url: '/api/parts' });
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const br = await server.app.inject({
        method: 'GET',
        url: '/api/parts',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

      const gzip = await server.app.inject({
        method: 'GET',
        url: '/api/parts',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it('sends small replies as they are', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(1024);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toBeTruthy();
    });
  });

  describe('security headers', () => {
    it('sends the CSP and its companions on pages, API replies and 404s alike', async () => {
      for (const url of ['/api/health', '/api/unknown', '/api/user']) {
        const response = await server.app.inject({ method: 'GET', url });
        const csp = cspDirectives(response.headers['content-security-policy']);
        expect(csp.get('default-src'), url).toBe("'self'");
        expect(csp.get('script-src'), url).toBe("'self'");
        expect(csp.get('object-src'), url).toBe("'none'");
        expect(csp.get('base-uri'), url).toBe("'none'");
        expect(csp.get('frame-ancestors'), url).toBe("'self'");
        expect(csp.get('img-src'), url).toContain('blob:');
        expect(csp.get('form-action'), url).toBe("'self'");
        expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
        expect(csp.get('script-src')).not.toMatch(/unsafe/);
        expect([...csp.values()].join(' ')).not.toContain('unsafe-eval');
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
          expect(String(response.headers['permissions-policy']).split(', '), url).toContain(`${feature}=()`);
        }
        expect(String(response.headers['permissions-policy']).split(', '), url).toContain('xr-spatial-tracking=(self)');
        expect(response.headers['cross-origin-embedder-policy'], url).toBeUndefined();
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
      }
    });
  });

  describe('Cache-Control: no-store', () => {
    it('on every route family that carries personal data, tokens or a session change', async () => {
      const client = await startedClient(server.app);
      const bar = await createBar(client);
      const token = `edit_token=${bar.edit_token}`;
      const replies = {
        csrfCookie: await client.get('/sanctum/csrf-cookie'),
        login: await client.post('/login', { email: 'nobody@example.com', password: 'wrong password' }),
        forgot: await client.post('/forgot-password', { email: 'nobody@example.com' }),
        user: await client.get('/api/user'),
        bars: await client.get('/api/bars'),
        barWithToken: await server.app.inject({ method: 'GET', url: `/api/bars/${bar.id}?${token}` }),
        barShare: await client.post(`/api/bars/${bar.id}/share?${token}`, {}),
        addresses: await client.get('/api/addresses'),
        inquiry: await client.get('/api/inquiries/1'),
        admin: await client.get('/api/admin-dashboard'),
        pdf: await server.app.inject({ method: 'GET', url: `/api/bars/${bar.id}/download?${token}` }),
        logout: await client.post('/logout', {}),
      };
      for (const [name, response] of Object.entries(replies)) {
        expect(response.statusCode, name).toBeLessThan(500);
        expect(response.headers['cache-control'], `${name} (${response.statusCode})`).toBe('no-store');
      }
      expect(replies.barWithToken.statusCode).toBe(200);
    });

    it('not on the public catalogue, content and presets', async () => {
      for (const url of ['/api/parts', '/api/colors', '/api/content', '/api/bar-presets']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'] ?? '', url).not.toContain('no-store');
      }
    });
  });

  describe('request ids', () => {
    it('takes a plain X-Request-Id and replaces anything else by a new UUID', async () => {
      const taken = await server.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'lb-42.a_B' },
      });
      expect(taken.headers['x-request-id']).toBe('lb-42.a_B');
      for (const bad of ['a'.repeat(65), 'abc def', '<script>', 'id\u00e9', '']) {
        const response = await server.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'x-request-id': bad },
        });
        expect(response.headers['x-request-id'], JSON.stringify(bad)).toMatch(UUID);
      }
      const none = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(none.headers['x-request-id']).toMatch(UUID);
    });
  });
});

describe('security headers over https', () => {
  const server = useTestApp('pglite', {
    config: { publicUrl: 'https://bars.example.com', frameAncestors: ["'self'", 'https://shop.example.com'] },
  });

  it('adds HSTS and upgrade-insecure-requests, and frames only where FRAME_ANCESTORS allows', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('frame-ancestors')).toBe("'self' https://shop.example.com");
    // X-Frame-Options cannot name another origin: it is left to frame-ancestors.
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('request logs', () => {
  it('redact tokens, signatures and reset tokens in logged URLs', async () => {
    const database = await createTestDatabase('pglite');
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      database,
      keepDatabaseOpen: true,
      logStream: stream,
    });
    try {
      const secrets = ['EDITsecret123', 'PREVIEWsecret456', 'RESETsecret789', 'SIGNATUREabc'];
      await app.inject({ method: 'GET', url: `/api/bars/0000?edit_token=${secrets[0]}&x=1` });
      await app.inject({ method: 'GET', url: `/bars/abc?preview_token=${secrets[1]}` });
      await app.inject({ method: 'GET', url: `/reset-password?token=${secrets[2]}&email=someone%40example.com` });
      await app.inject({ method: 'GET', url: `/verify-email/12/deadbeefhash?expires=1&signature=${secrets[3]}` });
      const requestLines = lines.filter((line) => line.includes('"req"'));
      expect(requestLines.length).toBeGreaterThanOrEqual(4);
      const logged = lines.join('\n');
      for (const secret of [...secrets, 'someone', 'deadbeefhash']) expect(logged).not.toContain(secret);
      expect(logged).toContain('/api/bars/0000?edit_token=[redacted]&x=1');
      expect(logged).toContain('/verify-email/12/[redacted]?expires=1&signature=[redacted]');
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  it('redactUrl keeps what is not secret', () => {
    expect(redactUrl('/api/parts?sortBy=name')).toBe('/api/parts?sortBy=name');
    expect(redactUrl('/api/email/verify/3/abc?expires=9&signature=s')).toBe(
      '/api/email/verify/3/[redacted]?expires=9&signature=[redacted]',
    );
    expect(redactUrl('/x?Edit_Token=a&preview%5Ftoken=b&flag')).toBe(
      '/x?Edit_Token=[redacted]&preview%5Ftoken=[redacted]&flag',
    );
  });
});
