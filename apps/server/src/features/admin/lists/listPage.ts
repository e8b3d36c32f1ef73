import {
  ADMIN_PAGE_SIZE,
  type AdminListFilterName,
  type AdminListName,
  type AdminListResponse,
  type AdminListRow,
  type AdminListSortKey,
} from '@bar/contracts/adminLists';
import type { Locale } from '@bar/domain/locale';
import { and, asc, count, desc, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../../db/client.ts';
import type { ParsedListQuery } from './listQuery.ts';

/** `%` and `_` in a search are letters the admin typed, not LIKE wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * What makes one admin list: where its rows come from, what the search looks at, what each sort
 * key and filter means, and how a row is shown. `runList` does the rest for every list.
 */
export type ListDefinition<L extends AdminListName, Fields extends SelectedFields> = {
  list: L;
  /** The columns a row is read from. */
  fields: (locale: Locale) => Fields;
  /** FROM with the joins, the same for the page and its count. */
  from: (db: Database, fields: SelectedFields) => PgSelect;
  /** Rows no request sees (e.g. removed bars). */
  where?: SQL;
  /**
   * Matched with ILIKE against the search text; a row matching any of them is found. `manyMatches`
   * says the count found many rows, so the page is best read by walking a sort index (see `runList`).
   */
  search: (pattern: string, locale: Locale, manyMatches: boolean) => SQL[];
  /** Each sort key's expressions in order; the last should be unique so pages never overlap. */
  sorts: Record<AdminListSortKey<L>, (locale: Locale) => SQLWrapper[]>;
  filters: Record<AdminListFilterName<L>, (value: string) => SQL>;
  present: (row: SelectResultFields<Fields>) => AdminListRow<L>;
};

export function defineList<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
): ListDefinition<L, Fields> {
  return definition;
}

/**
 * Above this many matches a search's page comes from walking the sort index and stopping after
 * the page (every few rows match); below it, from fetching the matches and sorting them.
 */
export const MANY_MATCHES = 2000;

function whereOf<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
  manyMatches: boolean,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [definition.where];
  if (query.search) conditions.push(or(...definition.search(likePattern(query.search), locale, manyMatches)));
  const filters = definition.filters as Record<string, (value: string) => SQL>;
  for (const [name, value] of Object.entries(query.filter)) conditions.push(filters[name]?.(value));
  return and(...conditions);
}

function orderOf<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
): SQL[] {
  const sorts = definition.sorts as Record<string, (locale: Locale) => SQLWrapper[]>;
  const order = query.sorts.flatMap(({ key, direction }) =>
    (sorts[key]?.(locale) ?? []).map((expression) => (direction === 'asc' ? asc(expression) : desc(expression))),
  );
  // The id breaks ties, so paging never shows a row twice or skips one.
  const tieBreaker = (sorts.id?.(locale) ?? []).map((expression) => desc(expression));
  return [...order, ...tieBreaker];
}

/** One page of a list: search, filters, sort, 25 rows and the `meta` of decisions.md 3. */
export async function runList<L extends AdminListName, Fields extends SelectedFields>(
  db: Database,
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
): Promise<AdminListResponse<L>> {
  // The count comes first: how many rows match decides how the page is best read, and a page past
  // the last match needs no query at all.
  const totals = await definition.from(db, { total: count() }).where(whereOf(definition, query, locale, false));
  const total = Number((totals[0] as { total: number } | undefined)?.total ?? 0);
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const rows =
    offset >= total
      ? []
      : await definition
          .from(db, definition.fields(locale))
          .where(whereOf(definition, query, locale, total > MANY_MATCHES))
          .orderBy(...orderOf(definition, query, locale))
          .limit(ADMIN_PAGE_SIZE)
          .offset(offset);
  return {
    data: (rows as SelectResultFields<Fields>[]).map((row) => definition.present(row)),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      per_page: ADMIN_PAGE_SIZE,
      total,
    },
  };
}
