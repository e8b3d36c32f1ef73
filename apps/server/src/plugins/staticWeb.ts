import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../i18n/catalogue.ts';

export type StaticWebOptions = {
  webDist: string;
  /**
   * Tags for the `<head>` of the page the request asks for (a shared bar's link preview); empty
   * for most pages, which then get index.html as built.
   */
  pageHead?: (request: FastifyRequest) => Promise<string>;
};

/** index.html with `head` written just before `</head>`. */
export function withHeadTags(html: string, head: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? `${head}\n${html}` : `${html.slice(0, end)}    ${head}\n  ${html.slice(end)}`;
}

/** Paths the SPA never owns: the API, the auth routes and anything that looks like a file. */
function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (/^\/(api|sanctum)(\/|$)/.test(path)) return false;
  const lastSegment = path.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * Serves the built web app when its folder exists, with history fallback to index.html for SPA
 * routes; every other unknown path is a JSON 404. Fingerprinted assets are cached for a year,
 * index.html is revalidated every time (so a deploy is seen at once).
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: StaticWebOptions) => {
    const hasWebApp = existsSync(join(options.webDist, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        // The web build writes a .br and a .gz beside every compressible file; the one the client's
        // Accept-Encoding prefers is sent (brotli first), with Vary: Accept-Encoding.
        preCompressed: true,
        setHeaders: (reply, path) => {
          // Vite fingerprints everything under assets/; index.html must always be revalidated.
          const isFingerprinted = path.startsWith(join(options.webDist, 'assets'));
          reply.header('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    if (hasWebApp && existsSync(join(options.webDist, 'favicon.svg'))) {
      // Pages name their icon (index.html); a browser showing something else (an image, a JSON
      // answer) asks for /favicon.ico, which is the same icon.
      app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
    }
    // Read once: a deploy starts a new process.
    let indexHtml: Promise<string> | null = null;
    const pageHead = options.pageHead;
    app.setNotFoundHandler(async (request, reply) => {
      if (hasWebApp && isSpaRoute(request)) {
        const head = pageHead ? await pageHead(request) : '';
        if (head === '') return reply.header('cache-control', 'no-cache').sendFile('index.html');
        indexHtml ??= readFile(join(options.webDist, 'index.html'), 'utf8');
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(withHeadTags(await indexHtml, head));
      }
      return reply.code(404).send({ message: translate('error.notFound', request.locale) });
    });
  },
  { name: 'static-web' },
);
