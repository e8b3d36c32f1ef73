import {
  ADMIN_LISTS,
  type AdminListName,
  adminAssembliesResponseSchema,
  adminAuditResponseSchema,
  adminBarsResponseSchema,
  adminColorsResponseSchema,
  adminDashboardResponseSchema,
  adminInquiriesResponseSchema,
  adminNotificationsResponseSchema,
  adminPartsResponseSchema,
  adminPresetsResponseSchema,
  adminUsersResponseSchema,
} from '@bar/contracts/adminLists';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminActorOf } from '../audit/audited.ts';
import { loadDashboard } from './dashboard.ts';
import { auditList } from './definitions/audit.ts';
import { barsList } from './definitions/bars.ts';
import { assembliesList, colorsList, partsList } from './definitions/catalogue.ts';
import { inquiriesList } from './definitions/inquiries.ts';
import { notificationsList } from './definitions/notifications.ts';
import { presetsList } from './definitions/presets.ts';
import { usersList } from './definitions/users.ts';
import { inquiriesCsv } from './inquiriesCsv.ts';
import { readAllRows } from './listExport.ts';
import { type ListDefinition, runList } from './listPage.ts';
import { gatherBracketKeys, listQuerySchema, toParsedQuery } from './listQuery.ts';

/** The admin list endpoints (`GET users`, `GET inquiries-index`, ...) and the dashboard. */
export const adminListRoutes: FastifyPluginAsyncZod = async (app) => {
  // Runs after the admin guard of the parent plugin and before the query schema.
  app.addHook('preValidation', async (request) => {
    request.query = gatherBracketKeys(request.query as Record<string, unknown>);
  });

  function listRoute<L extends AdminListName, Fields extends SelectedFields>(
    definition: ListDefinition<L, Fields>,
    response: z.ZodType,
  ) {
    app.get(
      `/${ADMIN_LISTS[definition.list].path}`,
      { schema: { querystring: listQuerySchema(definition.list), response: { 200: response } } },
      async (request) =>
        runList(app.db, definition, toParsedQuery(request.query, adminActorOf(request).id), request.locale, {
          concurrentStatements: app.dbDriver === 'postgres',
        }),
    );
  }

  listRoute(usersList, adminUsersResponseSchema);
  listRoute(inquiriesList, adminInquiriesResponseSchema);
  listRoute(barsList, adminBarsResponseSchema);
  listRoute(presetsList, adminPresetsResponseSchema);
  listRoute(notificationsList, adminNotificationsResponseSchema);
  listRoute(colorsList, adminColorsResponseSchema);
  listRoute(partsList, adminPartsResponseSchema);
  listRoute(assembliesList, adminAssembliesResponseSchema);
  listRoute(auditList, adminAuditResponseSchema);

  // The inquiry list as a spreadsheet: the same search, filters and sort, every page at once.
  app.get(
    `/${ADMIN_LISTS.inquiries.path}.csv`,
    { schema: { querystring: listQuerySchema('inquiries') } },
    async (request, reply) => {
      const query = toParsedQuery(request.query, adminActorOf(request).id);
      const rows = await readAllRows(app.db, inquiriesList, query, request.locale);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inquiries-${day}.csv"`)
        .send(inquiriesCsv(rows, request.locale));
    },
  );

  app.get('/admin-dashboard', { schema: { response: { 200: adminDashboardResponseSchema } } }, async (request) => ({
    data: await loadDashboard(app.db, request.locale),
  }));
};
