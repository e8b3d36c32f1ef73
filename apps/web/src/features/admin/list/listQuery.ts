import { adminListSearchParams, type SortDirection } from '@bar/contracts/adminLists';

/**
 * The state of an admin list (page, search, sorting, filters) and its one serialisation, used
 * both in the page URL (so back/forward and reload keep it) and in the API query (decisions 3):
 * `page=2&search=..&sortBy[]=id.desc&filter[type]=panel`; empty values are left out.
 */

export type SortRule = { key: string; direction: SortDirection };

export type ListState = {
  page: number;
  search: string;
  sortBy: SortRule[];
  filters: Record<string, string>;
};

export const DEFAULT_SORT: SortRule[] = [{ key: 'id', direction: 'desc' }];
export type { SortDirection };

const SORT_PARAM = 'sortBy[]';
const FILTER_PARAM = /^filter\[([A-Za-z0-9_.-]+)\]$/;

function parseSortRule(value: string): SortRule | null {
  const match = /^([A-Za-z0-9_.]+)\.(asc|desc)$/.exec(value);
  return match?.[1] && match[2] ? { key: match[1], direction: match[2] as SortDirection } : null;
}

/** Reads the list state from a query; anything malformed falls back to the defaults. */
export function readListState(params: URLSearchParams): ListState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sortBy = params
    .getAll(SORT_PARAM)
    .map(parseSortRule)
    .filter((rule): rule is SortRule => rule !== null);
  const filters: Record<string, string> = {};
  for (const [name, value] of params) {
    const filterName = FILTER_PARAM.exec(name)?.[1];
    if (filterName && value !== '') filters[filterName] = value;
  }
  return {
    page: Number.isFinite(page) && page > 1 ? page : 1,
    search: params.get('search') ?? '',
    sortBy: sortBy.length > 0 ? sortBy : DEFAULT_SORT,
    filters,
  };
}

function isDefaultSort(sortBy: SortRule[]): boolean {
  return sortBy.map(sortText).join() === DEFAULT_SORT.map(sortText).join();
}

function sortText(rule: SortRule): string {
  return `${rule.key}.${rule.direction}`;
}

/**
 * The query for a list state, in the contract's one serialisation. The API query always names
 * the sort (default `id.desc`); the page URL leaves the default out, so `/admin/users` stays short.
 */
export function writeListQuery(state: ListState, { forApi }: { forApi: boolean }): URLSearchParams {
  return adminListSearchParams({
    page: state.page,
    search: state.search,
    sortBy: forApi || !isDefaultSort(state.sortBy) ? state.sortBy.map(sortText) : [],
    filter: state.filters,
  });
}

/** A new search, sort or filter starts again at page 1. */
export function withSearch(state: ListState, search: string): ListState {
  return { ...state, search, page: 1 };
}

export function withFilter(state: ListState, name: string, value: string | null): ListState {
  const filters = { ...state.filters };
  if (value === null || value === '') delete filters[name];
  else filters[name] = value;
  return { ...state, filters, page: 1 };
}

/** Clicking a column header: a new column sorts ascending, the sorted one flips direction. */
export function withSortToggled(state: ListState, key: string): ListState {
  const current = state.sortBy[0];
  const direction: SortDirection = current?.key === key && current.direction === 'asc' ? 'desc' : 'asc';
  return { ...state, sortBy: [{ key, direction }], page: 1 };
}

export function sortDirectionOf(state: ListState, key: string): SortDirection | null {
  return state.sortBy.find((rule) => rule.key === key)?.direction ?? null;
}
