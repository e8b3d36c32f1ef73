import { embedThemesBodySchema, embedThemesResponseSchema } from '@bar/contracts/embed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readEmbedThemes, writeEmbedThemes } from '../../embed/themes.ts';
import { audited } from '../audit/audited.ts';
import { auditedEmbedThemes, EMBED_THEMES_RECORD_ID } from '../audit/auditedRecords.ts';

/**
 * The dealer themes of the embed (admin only, behind the admin guard): `GET /api/embed-themes`
 * reads them, `PUT /api/embed-themes` replaces them all.
 */
export const embedThemeRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
