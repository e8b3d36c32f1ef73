import {
  ADMIN_LIST_ROW_SCHEMAS,
  ADMIN_LISTS,
  type AdminListName,
  type AdminListResponse,
} from '@bar/contracts/adminLists';
import { pageMetaSchema } from '@bar/contracts/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { api, parseResponse } from '../../../shared/api.ts';
import { type ListState, readListState, writeListQuery } from './listQuery.ts';

export async function fetchAdminList<L extends AdminListName>(
  list: L,
  state: ListState,
): Promise<AdminListResponse<L>> {
  const { path } = ADMIN_LISTS[list];
  const schema = z.object({ data: z.array(ADMIN_LIST_ROW_SCHEMAS[list]), meta: pageMetaSchema });
  const query = writeListQuery(state, { forApi: true });
  const response = await api.get(`/${path}`, { params: query });
  return parseResponse(schema, response.data, `GET /api/${path}`) as AdminListResponse<L>;
}

/**
 * One admin list: its state lives in the page URL (back/forward and reload keep it), the rows
 * come from `GET /api/<list path>`. While a new page loads the previous rows stay visible. A 401
 * or 403 is handled for the whole area by the guard's response watch (guard/adminAccess.ts).
 */
export function useAdminList<L extends AdminListName>(list: L) {
  const { i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryText = searchParams.toString();
  const state = useMemo(() => readListState(new URLSearchParams(queryText)), [queryText]);
  const apiQuery = writeListQuery(state, { forApi: true }).toString();
  const query = useQuery({
    queryKey: ['admin-list', list, apiQuery, i18n.language],
    queryFn: () => fetchAdminList(list, state),
    placeholderData: keepPreviousData,
  });
  const update = useCallback(
    (change: (current: ListState) => ListState) =>
      setSearchParams((previous) => writeListQuery(change(readListState(previous)), { forApi: false })),
    [setSearchParams],
  );
  return {
    state,
    update,
    rows: query.data?.data ?? [],
    meta: query.data?.meta ?? null,
    /** The first load, with nothing to show yet. */
    isLoading: query.isPending,
    /** A later load (new page, search, sort or filter) while the previous rows stay visible. */
    isRefreshing: query.isFetching && !query.isPending,
    isError: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
