import {
  ADMIN_PAGE_SIZE,
  type AdminListFilterName,
  type AdminListName,
  type AdminListResponse,
  type AdminListRow,
  type AdminListSortKey,
} from '@bar/contracts/adminLists';
import type { Locale } from '@bar/domain/locale';
import { and, asc, count, desc, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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
  /**
   * Text sort keys on a column the search looks at. A search's matches lie together in that order
   * (every "Terrace bar …" one after another), so walking the key's index would pass most rows
   * before the first match; while searching, these keys sort the matches after they are read.
   */
  searchedSorts?: AdminListSortKey<L>[];
  /**
   * One more part of the search, whose matches are spread evenly over every order (a bar owner's
   * e-mail): when it alone finds many rows, walking any sort index soon fills the page. Its rows
   * are counted apart from the others', each count through its own index. `manyMatches` as above
   * (and for the count: there the condition stands alone, so the planner can judge it).
   */
  spreadSearch?: (pattern: string, manyMatches: boolean) => SQL;
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

type PageRead = { manyMatches: boolean; sortAfterReading: boolean };

/** How the page is best read, from the counts (see `MANY_MATCHES`, `searchedSorts`, `spreadSearch`). */
function pageRead(
  definition: { searchedSorts?: readonly string[] },
  query: ParsedListQuery,
  total: number,
  spread: number,
): PageRead {
  if (spread > MANY_MATCHES) return { manyMatches: true, sortAfterReading: false };
  const searchedSort =
    query.search !== undefined && query.sorts.some(({ key }) => definition.searchedSorts?.includes(key));
  if (searchedSort) return { manyMatches: false, sortAfterReading: true };
  return { manyMatches: total > MANY_MATCHES, sortAfterReading: false };
}

/** The rows the list shows before any search: not removed, and through the chosen filters. */
function filteredOf<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
): (SQL | undefined)[] {
  const filters = definition.filters as Record<string, (value: string) => SQL>;
  return [definition.where, ...Object.entries(query.filter).map(([name, value]) => filters[name]?.(value))];
}

function whereOf<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
  manyMatches: boolean,
): SQL | undefined {
  if (!query.search) return and(...filteredOf(definition, query));
  const pattern = likePattern(query.search);
  const search = or(
    ...definition.search(pattern, locale, manyMatches),
    definition.spreadSearch?.(pattern, manyMatches),
  );
  return and(...filteredOf(definition, query), search);
}

/** The matches for `meta.total`, and how many of them the spread part of the search found. */
async function countMatches<L extends AdminListName, Fields extends SelectedFields>(
  db: Database,
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
): Promise<{ total: number; spread: number }> {
  const countWhere = async (where: SQL | undefined) => {
    const rows = await definition.from(db, { total: count() }).where(where);
    return Number((rows[0] as { total: number } | undefined)?.total ?? 0);
  };
  const pattern = query.search ? likePattern(query.search) : undefined;
  const spreadSearch = pattern ? definition.spreadSearch?.(pattern, true) : undefined;
  if (!pattern || !spreadSearch)
    return { total: await countWhere(whereOf(definition, query, locale, false)), spread: 0 };
  const filtered = filteredOf(definition, query);
  const [spread, others] = await Promise.all([
    countWhere(and(...filtered, spreadSearch)),
    countWhere(
      and(...filtered, or(...definition.search(pattern, locale, false)), sql`not coalesce(${spreadSearch}, false)`),
    ),
  ]);
  return { total: spread + others, spread };
}

function orderOf<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
  sortAfterReading: boolean,
): SQL[] {
  const sorts = definition.sorts as Record<string, (locale: Locale) => SQLWrapper[]>;
  const searched = new Set<string>(sortAfterReading ? (definition.searchedSorts ?? []) : []);
  const order = query.sorts.flatMap(({ key, direction }) =>
    (sorts[key]?.(locale) ?? []).map((column) => {
      // `|| ''` keeps the order and the rows but no longer names the index, so it is not walked.
      const expression = searched.has(key) ? sql`(${column} || '')` : column;
      return direction === 'asc' ? asc(expression) : desc(expression);
    }),
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
  const { total, spread } = await countMatches(db, definition, query, locale);
  const read = pageRead(definition, query, total, spread);
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const rows =
    offset >= total
      ? []
      : await definition
          .from(db, definition.fields(locale))
          .where(whereOf(definition, query, locale, read.manyMatches))
          .orderBy(...orderOf(definition, query, locale, read.sortAfterReading))
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
