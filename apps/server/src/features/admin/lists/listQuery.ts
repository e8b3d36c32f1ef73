import {
  ADMIN_LISTS,
  type AdminListName,
  type AdminListQuery,
  adminListQuerySchema,
  DAY_FILTER,
  DEFAULT_ADMIN_SORT,
  ID_FILTER,
  isFilterDay,
  isFilterId,
  type SortDirection,
} from '@bar/contracts/adminLists';
import type { z } from 'zod';
import { messageRef } from '../../../i18n/catalogue.ts';

const FILTER_KEY = /^filter\[([^\]]*)\]$/;

/**
 * Fastify's query parser keeps `sortBy[]=a` and `filter[type]=x` as literal keys. This gathers
 * them (and a repeated plain `sortBy`) into `sortBy: string[]` and `filter: { type: 'x' }`.
 */
export function gatherBracketKeys(raw: Record<string, unknown>): Record<string, unknown> {
  const gathered: Record<string, unknown> = {};
  const sortBy: unknown[] = [];
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const filterName = FILTER_KEY.exec(key)?.[1];
    if (key === 'sortBy' || key === 'sortBy[]') sortBy.push(...(Array.isArray(value) ? value : [value]));
    else if (filterName !== undefined) filter[filterName] = Array.isArray(value) ? value.at(-1) : value;
    else gathered[key] = value;
  }
  if (sortBy.length > 0) gathered.sortBy = sortBy;
  if (Object.keys(filter).length > 0) gathered.filter = filter;
  return gathered;
}

export type ListSort = { key: string; direction: SortDirection };
export type ParsedListQuery = {
  page: number;
  search: string | undefined;
  sorts: ListSort[];
  filter: Record<string, string>;
  /** The signed-in administrator, for filters about them ("my countries"). */
  viewerId: number;
};

/**
 * The query of one list: the shared shape plus the list's own sort keys and filter values, so an
 * unknown key or value is a 422 naming the field (`sortBy.0`, `filter.status`).
 */
export function listQuerySchema(list: AdminListName) {
  const { sortKeys, filters } = ADMIN_LISTS[list];
  const allowedFilters: Record<string, readonly string[] | typeof DAY_FILTER | typeof ID_FILTER | null> = filters;
  return adminListQuerySchema.superRefine((query: AdminListQuery, context) => {
    query.sortBy.forEach((sort, index) => {
      const key = sort.slice(0, sort.lastIndexOf('.'));
      if (!(sortKeys as readonly string[]).includes(key)) {
        context.addIssue({
          code: 'custom',
          path: ['sortBy', index],
          message: messageRef('lists.cannotSortBy', { key }),
        });
      }
    });
    for (const [name, value] of Object.entries(query.filter)) {
      if (!Object.hasOwn(allowedFilters, name)) {
        context.addIssue({
          code: 'custom',
          path: ['filter', name],
          message: messageRef('lists.noSuchFilter', { name }),
        });
        continue;
      }
      const values = allowedFilters[name];
      const isAllowed =
        values === DAY_FILTER
          ? isFilterDay(value)
          : values === ID_FILTER
            ? isFilterId(value)
            : !values || values.includes(value);
      if (!isAllowed) {
        context.addIssue({
          code: 'custom',
          path: ['filter', name],
          message: messageRef('validation.fieldInvalid', { field: name }),
        });
      }
    }
  });
}
export type ListQuerySchema = ReturnType<typeof listQuerySchema>;

/** The validated query with `id.desc` when no sort was asked for. */
export function toParsedQuery(query: z.output<ListQuerySchema>, viewerId: number): ParsedListQuery {
  const sortBy = query.sortBy.length > 0 ? query.sortBy : [DEFAULT_ADMIN_SORT];
  return {
    page: query.page,
    search: query.search || undefined,
    sorts: sortBy.map((sort) => {
      const dot = sort.lastIndexOf('.');
      return { key: sort.slice(0, dot), direction: sort.slice(dot + 1) as SortDirection };
    }),
    filter: query.filter,
    viewerId,
  };
}
