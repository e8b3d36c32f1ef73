import { barAccessQuerySchema, shareLinksResponseSchema } from '@bar/contracts/bars';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomToken } from '../../secrets.ts';
import { requireOwnership } from './access.ts';
import { replaceTokens } from './repository.ts';
import { barParamsSchema, callerOf, loadLiveBar } from './routeSupport.ts';
import { shareLinks } from './shareLinks.ts';

export type ShareRoutesOptions = { publicUrl: string };

/** The owner hands out a preview and an edit link, and can replace both (old links stop working). */
export const barShareRoutes: FastifyPluginAsyncZod<ShareRoutesOptions> = async (app, options) => {
  const schema = { params: barParamsSchema, querystring: barAccessQuerySchema };

  app.post(
    '/bars/:id/share',
    { schema: { ...schema, response: { 200: shareLinksResponseSchema } } },
    async (request) => {
      const bar = await loadLiveBar(app.db, request.params.id);
      requireOwnership(bar, callerOf(request, request.query), 'share');
      return { data: shareLinks(bar, options.publicUrl) };
    },
  );

  app.delete('/bars/:id/share', { schema }, async (request, reply) => {
    const bar = await loadLiveBar(app.db, request.params.id);
    requireOwnership(bar, callerOf(request, request.query), 'share');
    await replaceTokens(app.db, bar.id, { editToken: randomToken(), previewToken: randomToken() });
    app.live.accessChanged(bar.id);
    return reply.code(204).send();
  });
};
