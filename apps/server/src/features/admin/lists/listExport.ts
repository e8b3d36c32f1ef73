import type { AdminListName, AdminListRow } from '@bar/contracts/adminLists';
import type { Locale } from '@bar/domain/locale';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../../db/client.ts';
import { type ListDefinition, orderOf, whereOf } from './listPage.ts';
import type { ParsedListQuery } from './listQuery.ts';

/** The most rows one export holds; a wider export is narrowed with the filters first. */
export const EXPORT_ROW_LIMIT = 10_000;

/** Every row the list shows through the query's search, filters and sort, across all pages. */
export async function readAllRows<L extends AdminListName, Fields extends SelectedFields>(
  db: Database,
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
): Promise<AdminListRow<L>[]> {
  const rows = await definition
    .from(db, definition.fields(locale))
    .where(whereOf(definition, query, locale, false))
    .orderBy(...orderOf(definition, query, locale, false))
    .limit(EXPORT_ROW_LIMIT);
  return (rows as SelectResultFields<Fields>[]).map((row) => definition.present(row));
}
