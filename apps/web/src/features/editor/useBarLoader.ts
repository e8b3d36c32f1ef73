import type { BarDto } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { httpStatus } from '../../shared/api.ts';
import { handleBarAccessStatus } from '../auth/index.ts';
import {
  type BarTokens,
  catalogueQueryKey,
  deviceStorage,
  fetchCatalogue,
  rememberBar,
  requestBar,
  tokensForLoad,
} from '../bars/index.ts';
import { retriesLoad } from './loadRetry.ts';
import { useEditorStore, useEditorStoreApi } from './store/editorContext.tsx';

export type LoadProblem = 'removed' | 'forbidden' | 'loginRequired' | 'failed';

const PROBLEM_TEXT: Record<LoadProblem, string> = {
  removed: 'barAccess.removed',
  forbidden: 'barAccess.forbidden',
  loginRequired: 'barAccess.loginRequired',
  failed: 'barAccess.loadFailed',
};

/** The text (its key) that says why the bar cannot be shown. */
export function loadProblemText(problem: LoadProblem): string {
  return PROBLEM_TEXT[problem];
}

async function loadBar(barId: string, tokens: BarTokens, reload: boolean): Promise<{ bar: BarDto; tokens: BarTokens }> {
  const bar = await requestBar(barId, tokens, { reload });
  rememberBar(deviceStorage(), { id: bar.id, name: bar.name, ...tokens });
  return { bar, tokens };
}

function problemOf(error: unknown): LoadProblem {
  const status = httpStatus(error);
  if (status === 404) return 'removed';
  if (status === 403) return 'forbidden';
  if (status === 401) return 'loginRequired';
  return 'failed';
}

/**
 * Loads the bar (with the stored or linked token) and the catalogue into the editor store. A
 * view-only load (`/bars/{bar}`) enters the bar as read-only: no command runs, nothing is saved.
 */
export function useBarLoader(barId: string, search: URLSearchParams, options: { isViewOnly?: boolean } = {}) {
  const editorStore = useEditorStoreApi();
  const queryClient = useQueryClient();
  const isViewOnly = options.isViewOnly ?? false;
  const storeBarId = useEditorStore((state) => state.bar?.id);
  const storeCanEdit = useEditorStore((state) => state.bar?.can_edit ?? false);
  const catalogueQuery = useQuery<Catalogue>({
    queryKey: catalogueQueryKey,
    queryFn: fetchCatalogue,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retriesLoad,
  });
  const barQuery = useQuery({
    queryKey: ['bar', barId],
    // A refetch (the bar was shown before) must not take a request started ahead of the first load.
    queryFn: () =>
      loadBar(barId, tokensForLoad(barId, search), (queryClient.getQueryState(['bar', barId])?.dataUpdatedAt ?? 0) > 0),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: retriesLoad,
  });

  const loadStatus = httpStatus(barQuery.error);
  useEffect(() => {
    handleBarAccessStatus(loadStatus);
  }, [loadStatus]);

  useEffect(() => {
    if (catalogueQuery.data) editorStore.getState().setCatalogue(catalogueQuery.data);
  }, [editorStore, catalogueQuery.data]);

  useEffect(() => {
    const loaded = barQuery.data;
    if (!loaded) return;
    const bar = isViewOnly ? { ...loaded.bar, can_edit: false } : loaded.bar;
    const current = editorStore.getState().bar;
    // A newer local state of the same bar (e.g. after a save) is kept, unless the edit right differs.
    if (current?.id === bar.id && current.version >= bar.version && current.can_edit === bar.can_edit) return;
    editorStore.getState().loadBar(bar, bar.can_edit ? loaded.tokens.edit_token : undefined);
  }, [editorStore, barQuery.data, isViewOnly]);

  return {
    isLoading:
      catalogueQuery.isPending ||
      barQuery.isPending ||
      (barQuery.isSuccess && (storeBarId !== barId || storeCanEdit !== (!isViewOnly && barQuery.data.bar.can_edit))),
    /** The edit right the server gave, whatever this screen does with it. */
    canEditOnServer: barQuery.data?.bar.can_edit ?? false,
    problem: barQuery.error ? problemOf(barQuery.error) : catalogueQuery.error ? ('failed' as const) : null,
    retry: () => {
      void catalogueQuery.refetch();
      void barQuery.refetch();
    },
  };
}
