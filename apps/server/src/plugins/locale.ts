import { FALLBACK_LOCALE, isLocale, type Locale } from '@bar/domain/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** `X-Locale` first, then the first supported language prefix of `Accept-Language`, then en. */
export function resolveLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const explicit = request.headers['x-locale'];
  const wanted = typeof explicit === 'string' ? explicit.trim().toLowerCase() : '';
  if (isLocale(wanted)) return wanted;
  const accepted = request.headers['accept-language'] ?? '';
  const ranked = accepted
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { prefix: tag.trim().slice(0, 2).toLowerCase(), q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.prefix).find(isLocale) ?? FALLBACK_LOCALE;
}

export const localePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', FALLBACK_LOCALE);
    app.addHook('onRequest', async (request) => {
      request.locale = resolveLocale(request);
    });
  },
  { name: 'locale' },
);
