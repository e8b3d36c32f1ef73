import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityHeadersOptions = {
  /** PUBLIC_URL is https: HSTS and `upgrade-insecure-requests` are sent. */
  https: boolean;
  /** Sources of `frame-ancestors` (FRAME_ANCESTORS). */
  frameAncestors: string[];
  /** EMBED_ORIGINS: the only ancestors of the embed pages (`/embed/…`); none when empty. */
  embedOrigins: string[];
};

/** The dealer embed's pages (`/embed/bars/{preset}`, `/embed/bars/{id}?preview_token=…`). */
export function isEmbedPath(url: string): boolean {
  return /^\/embed(\/|$)/.test(url.split('?')[0] ?? '');
}

/** `frame-ancestors` of an embed page: exactly the configured dealer origins, or 'none'. */
export function embedFrameAncestors(embedOrigins: readonly string[]): string {
  return embedOrigins.length > 0 ? embedOrigins.join(' ') : "'none'";
}

/**
 * Browser features the configurator never uses; `()` refuses them to the page and to every frame.
 * WebXR (`xr-spatial-tracking`) is the site's own: the AR page places the bar in the room with it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=(self)',
  'browsing-topics=()',
].join(', ');

/**
 * The Content-Security-Policy the built web app runs under without a single violation (checked in
 * Chromium by every end-to-end test). Scripts only from the site, never inline or eval: Vite emits
 * no inline script and the web app turns zod's `new Function` JIT off. Images and videos may come from https: because
 * the content builder lets administrators link a video and its poster on another host.
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine writes <style> elements at run time (its CSS variables, responsive style props):
    // without a per-request nonce in index.html they need 'unsafe-inline' (see docs/security.md).
    'style-src': ["'self'", "'unsafe-inline'"],
    // WebGL textures are made from images; the 3D snapshots for the PDF are data: and blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'", 'data:'],
    // three's GLTFLoader (in model-viewer on the AR page) reads a model's embedded pictures with
    // fetch() from blob: URLs it made itself out of the model's bytes.
    'connect-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.frameAncestors,
    // helmet leaves a directive out when it is null.
    'upgrade-insecure-requests': options.https ? [] : null,
  };
}

/** X-Frame-Options for browsers without `frame-ancestors`; it can only say "same origin" or "nowhere". */
function frameguard(frameAncestors: string[]): { action: 'sameorigin' | 'deny' } | false {
  if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") return { action: 'deny' };
  if (frameAncestors.length === 1 && frameAncestors[0] === "'self'") return { action: 'sameorigin' };
  return false;
}

/**
 * Headers that only take effect on a document (a page, or something a browser may render as one):
 * the policy of what a page may load and run, framing, opener isolation, features. A script, a
 * stylesheet, a raster image, a font or a video is never rendered as a page, so these would only
 * add about 0.9 KB to each of the home screen's two dozen responses. SVG, HTML, JSON and text keep
 * them (an SVG opened on its own runs its scripts).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
] as const;

const NEVER_A_DOCUMENT = /^(application\/javascript|text\/javascript|text\/css|font\/|image\/(?!svg)|video\/|audio\/)/i;

/** True when a reply of this content type cannot become a document, so it needs no document-only headers. */
export function isNeverADocument(contentType: string | undefined): boolean {
  return contentType !== undefined && NEVER_A_DOCUMENT.test(contentType);
}

/**
 * Security headers on every reply (the API, the web app, errors and 404s alike; document-only ones
 * are left off scripts, styles, images, fonts and media): CSP, nosniff,
 * Referrer-Policy, frame protection, cross-origin isolation that images and fonts survive,
 * Permissions-Policy, and HSTS only when the site is served over https.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      // Every resource is same-origin; `require-corp` would add nothing but a way to break images.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: frameguard(options.frameAncestors),
      // One year; subdomains are left to their own operators.
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    // The embed pages may be framed by the dealer sites of EMBED_ORIGINS and by nobody else (not
    // even this site); X-Frame-Options cannot name another origin, so it goes (DENY without any).
    const embedAncestors = `frame-ancestors ${embedFrameAncestors(options.embedOrigins)}`;
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isEmbedPath(request.url)) return payload;
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, embedAncestors));
      }
      if (options.embedOrigins.length > 0) reply.removeHeader('x-frame-options');
      else reply.header('x-frame-options', 'DENY');
      return payload;
    });
    // nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a stylesheet's own requests) and HSTS
    // stay on every reply.
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (isNeverADocument(typeof type === 'string' ? type : undefined)) {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
