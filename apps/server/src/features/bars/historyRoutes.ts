import { barAccessQuerySchema, barHistoryRequestSchema, barResponseSchema } from '@bar/contracts/bars';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { participantOf } from '../live/participant.ts';
import { presentedAccess, requireAccess } from './access.ts';
import { type HistoryMove, moveInHistory } from './barHistory.ts';
import { presentBar } from './presentBar.ts';
import { findBar } from './repository.ts';
import type { RevisionRetention } from './revisionRetention.ts';
import { barParamsSchema, callerOf, conflict, loadLiveBar, notFound } from './routeSupport.ts';

const NOTHING_TO: Record<HistoryMove, MessageKey> = {
  undo: 'bars.nothingToUndo',
  redo: 'bars.nothingToRedo',
};

/** `POST /bars/{id}/undo` and `/redo`: whoever may edit the bar moves through its saved revisions. */
export const barHistoryRoutes: FastifyPluginAsyncZod<{ retention: RevisionRetention }> = async (app, options) => {
  for (const move of ['undo', 'redo'] as const) {
    app.post(
      `/bars/:id/${move}`,
      {
        schema: {
          params: barParamsSchema,
          querystring: barAccessQuerySchema,
          body: barHistoryRequestSchema,
          response: { 200: barResponseSchema },
        },
      },
      async (request) => {
        const bar = await loadLiveBar(app.db, request.params.id);
        const caller = callerOf(request, request.query);
        requireAccess(bar, caller, 'edit');
        const catalogue = await loadCatalogue(app.db);
        const expected = request.body?.version ?? bar.version;
        const outcome = await moveInHistory(app.db, bar, move, expected, catalogue, options.retention);
        if (outcome.ok) {
          app.live.committed({ barId: bar.id, version: outcome.bar.version, by: participantOf(request) });
          return {
            data: presentBar(outcome.bar, catalogue, request.locale, presentedAccess(outcome.bar, caller) ?? 'view'),
          };
        }
        const current = await findBar(app.db, bar.id);
        if (!current || current.deletedAt) throw notFound();
        const message = outcome.reason === 'nothingToMove' ? NOTHING_TO[move] : 'bars.changedMeanwhile';
        throw conflict(message, current, catalogue, { locale: request.locale, caller });
      },
    );
  }
};
