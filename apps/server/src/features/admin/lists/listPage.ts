import {
  ADMIN_PAGE_SIZE,
  type AdminListFilterName,
  type AdminListName,
  type AdminListResponse,
  type AdminListRow,
  type AdminListSortKey,
} from '@bar/contracts/adminLists';
import type { Locale } from '@bar/domain/locale';
import { and, asc, count, desc, getTableColumns, or, type SQL, type SQLWrapper, sql, type Table } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
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
  /** Conditions on the LIKE pattern of the search text, case-insensitive; a row matching any is found. */
  search: (pattern: string, locale: Locale) => SQL[];
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
   * are counted apart from the others', each count through its own index. `manyMatches`: that count
   * is above `MANY_MATCHES`, so the page is best read by walking a sort index (see `runList`).
   */
  spreadSearch?: (pattern: string, manyMatches: boolean) => SQL;
  /**
   * Counts kept in a summary table, read instead of counting rows: without a search, and for the
   * spread part of a search (both through the chosen filters).
   */
  summaryCounts?: {
    unsearched: (db: Database, filter: Record<string, string>) => Promise<number>;
    spread: (db: Database, pattern: string, filter: Record<string, string>) => Promise<number>;
  };
  /** Per filter, its condition for the chosen value (`viewerId`: the signed-in administrator). */
  filters: Record<AdminListFilterName<L>, (value: string, viewerId: number) => SQL>;
  present: (row: SelectResultFields<Fields>) => AdminListRow<L>;
  /** What a page's rows need beyond their columns, read once for the page (the bars' current totals). */
  completePage?: (db: Database, rows: AdminListRow<L>[]) => Promise<AdminListRow<L>[]>;
};

export function defineList<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
): ListDefinition<L, Fields> {
  return definition;
}

/** The named columns of one table, as a list's `fields` (a row read from that table alone). */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns: Record<string, unknown> = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}

/** A list's `from` for rows read from one table, without joins. */
export function fromTable(table: PgTable): (db: Database, fields: SelectedFields) => PgSelect {
  return (db, fields) => db.select(fields).from(table).$dynamic();
}

/** Sort keys that each sort by one column (the list adds the id after it). */
export function columnSorts<K extends string>(columns: Record<K, SQLWrapper>): Record<K, () => SQLWrapper[]> {
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, () => [column]])) as Record<
    K,
    () => SQLWrapper[]
  >;
}

/**
 * Above this many matches of the spread search, the page comes from walking the sort index and
 * stopping after the page (every few rows match), even for a searched sort key.
 */
export const MANY_MATCHES = 2000;

/** Whether the search's matches are sorted after reading them (see `searchedSorts`). */
function sortsBySearchedKey(definition: { searchedSorts?: readonly string[] }, query: ParsedListQuery): boolean {
  return query.search !== undefined && query.sorts.some(({ key }) => definition.searchedSorts?.includes(key));
}

/** The rows the list shows before any search: not removed, and through the chosen filters. */
export function filteredOf<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
): (SQL | undefined)[] {
  const filters = definition.filters as Record<string, (value: string, viewerId: number) => SQL>;
  return [
    definition.where,
    ...Object.entries(query.filter).map(([name, value]) => filters[name]?.(value, query.viewerId)),
  ];
}

export function whereOf<L extends AdminListName, Fields extends SelectedFields>(
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
  manyMatches: boolean,
): SQL | undefined {
  if (!query.search) return and(...filteredOf(definition, query));
  const pattern = likePattern(query.search);
  const search = or(...definition.search(pattern, locale), definition.spreadSearch?.(pattern, manyMatches));
  return and(...filteredOf(definition, query), search);
}

type Counter = (where: SQL | undefined) => Promise<number>;

function counterOf<L extends AdminListName, Fields extends SelectedFields>(
  db: Database,
  definition: ListDefinition<L, Fields>,
): Counter {
  return async (where) => {
    const rows = await definition.from(db, { total: count() }).where(where);
    return Number((rows[0] as { total: number } | undefined)?.total ?? 0);
  };
}

/** How many rows the spread part of the search finds on its own (0 without a search). */
function countSpread<L extends AdminListName, Fields extends SelectedFields>(
  db: Database,
  countWhere: Counter,
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
): Promise<number> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const spreadSearch = pattern ? definition.spreadSearch?.(pattern, true) : undefined;
  if (!pattern || !spreadSearch) return Promise.resolve(0);
  if (definition.summaryCounts) return definition.summaryCounts.spread(db, pattern, query.filter);
  return countWhere(and(...filteredOf(definition, query), spreadSearch));
}

/** The matches for `meta.total` besides the spread part's `spread` (each count through its own index). */
async function countMatches<L extends AdminListName, Fields extends SelectedFields>(
  db: Database,
  countWhere: Counter,
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
  spread: number,
): Promise<number> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  if (!pattern && definition.summaryCounts) return definition.summaryCounts.unsearched(db, query.filter);
  const spreadSearch = pattern ? definition.spreadSearch?.(pattern, true) : undefined;
  if (!pattern || !spreadSearch) return countWhere(whereOf(definition, query, locale, false));
  const others = await countWhere(
    and(
      ...filteredOf(definition, query),
      or(...definition.search(pattern, locale)),
      sql`not coalesce(${spreadSearch}, false)`,
    ),
  );
  return spread + others;
}

export function orderOf<L extends AdminListName, Fields extends SelectedFields>(
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

/** How the database runs statements: PGlite one after the other, PostgreSQL side by side. */
export type ListRunOptions = { concurrentStatements: boolean };

/** One page of a list: search, filters, sort, 25 rows and the `meta` of decisions.md 3. */
export async function runList<L extends AdminListName, Fields extends SelectedFields>(
  db: Database,
  definition: ListDefinition<L, Fields>,
  query: ParsedListQuery,
  locale: Locale,
  options: ListRunOptions,
): Promise<AdminListResponse<L>> {
  const countWhere = counterOf(db, definition);
  // How many rows the spread part of the search finds decides how the page is best read.
  const spread = await countSpread(db, countWhere, definition, query);
  const manyMatches = spread > MANY_MATCHES;
  const sortAfterReading = !manyMatches && sortsBySearchedKey(definition, query);
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const readPage = <Selected extends SelectedFields>(fields: Selected) =>
    definition
      .from(db, fields)
      .where(whereOf(definition, query, locale, manyMatches))
      .orderBy(...orderOf(definition, query, locale, sortAfterReading))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset);
  const count = () => countMatches(db, countWhere, definition, query, locale, spread);

  let total: number;
  let rows: unknown[];
  if (sortAfterReading && !options.concurrentStatements) {
    // Every match is read to be sorted anyway, so the same pass counts them: one scan, not two.
    rows = await readPage({ ...definition.fields(locale), listTotal: sql<number>`count(*) over ()`.mapWith(Number) });
    const first = rows[0] as { listTotal: number } | undefined;
    // A page past the last match has no row to carry the count.
    total = first ? first.listTotal : offset === 0 ? 0 : await count();
  } else {
    // The count and the page do not depend on each other: on PostgreSQL they run at the same
    // time, each on its own pooled connection.
    [total, rows] = await Promise.all([count(), readPage(definition.fields(locale))]);
  }
  const presented = (rows as SelectResultFields<Fields>[]).map((row) => definition.present(row));
  return {
    data: definition.completePage ? await definition.completePage(db, presented) : presented,
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      per_page: ADMIN_PAGE_SIZE,
      total,
    },
  };
}
