import { embedSettingsQuerySchema, embedSettingsResponseSchema } from '@bar/contracts/embed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chooseEmbedTheme, readEmbedThemes } from './themes.ts';

export type EmbedRoutesOptions = {
  /** EMBED_ORIGINS: the dealer sites that may frame the embed pages. */
  origins: string[];
};

/**
 * What the embed page needs before it talks to its host: the origins it may accept commands from
 * and post events to (the same list its `frame-ancestors` names; public, as it is in every embed
 * page's CSP header anyway) and the dealer's theme, by `dealer` or by the framing page's `origin`.
 */
export const embedRoutes: FastifyPluginAsyncZod<EmbedRoutesOptions> = async (app, options) => {
  app.get(
    '/embed',
    { schema: { querystring: embedSettingsQuerySchema, response: { 200: embedSettingsResponseSchema } } },
    async (request) => ({
      data: { origins: options.origins, theme: chooseEmbedTheme(await readEmbedThemes(app.db), request.query) },
    }),
  );
};
