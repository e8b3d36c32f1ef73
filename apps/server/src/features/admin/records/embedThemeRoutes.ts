import { embedSetupResponseSchema, embedThemesBodySchema, embedThemesResponseSchema } from '@bar/contracts/embed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readEmbedThemes, writeEmbedThemes } from '../../embed/themes.ts';
import { audited } from '../audit/audited.ts';
import { auditedEmbedThemes, EMBED_THEMES_RECORD_ID } from '../audit/auditedRecords.ts';

export type EmbedThemeRoutesOptions = {
  /** EMBED_ORIGINS: the dealer sites that may frame the embed pages. */
  embedOrigins: readonly string[];
  /** PUBLIC_URL: this site's address, as the dealer's snippet names it. */
  publicUrl: string;
};

/**
 * The dealer themes of the embed (admin only, behind the admin guard): `GET /api/embed-themes`
 * reads them, `PUT /api/embed-themes` replaces them all, `GET /api/embed-setup` tells the theme
 * page whether any dealer site may frame the embed (a theme is of no use otherwise).
 */
export const embedThemeRoutes: FastifyPluginAsyncZod<EmbedThemeRoutesOptions> = async (app, options) => {
  app.get('/embed-themes', { schema: { response: { 200: embedThemesResponseSchema } } }, async () => ({
    data: await readEmbedThemes(app.db),
  }));

  app.put(
    '/embed-themes',
    { schema: { body: embedThemesBodySchema, response: { 200: embedThemesResponseSchema } } },
    async (request) => {
      await audited(app.db, request, { record: auditedEmbedThemes, id: EMBED_THEMES_RECORD_ID }, (tx) =>
        writeEmbedThemes(tx, request.body.themes),
      );
      return { data: await readEmbedThemes(app.db) };
    },
  );

  app.get('/embed-setup', { schema: { response: { 200: embedSetupResponseSchema } } }, async () => ({
    data: { origins: [...options.embedOrigins], configurator_url: options.publicUrl },
  }));
};
