import type { Catalogue } from '@bar/domain/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLocale } from '../../i18n/index.ts';
import { httpStatus } from '../../shared/api.ts';
import { catalogueQueryKey, fetchCatalogue } from '../bars/index.ts';
import { useEditorStore, useEditorStoreApi } from '../editor/index.ts';
import { barFromPreset, fetchPreset } from '../presets/index.ts';

/** The id the editor store knows an unsaved embed bar by (never sent to the server). */
export function embedBarId(presetId: number): string {
  return `embed-preset-${presetId}`;
}

/** Loads the preset and the catalogue into the editor store as an unsaved bar the visitor can change. */
export function useEmbedPreset(presetId: number) {
  const catalogue = useQuery<Catalogue>({ queryKey: catalogueQueryKey, queryFn: fetchCatalogue, staleTime: Infinity });
  const preset = useQuery({
    queryKey: ['bar-preset', presetId, currentLocale()],
    queryFn: () => fetchPreset(presetId),
    retry: (failureCount, error) => httpStatus(error) !== 404 && failureCount < 2,
    staleTime: Number.POSITIVE_INFINITY,
    // Another language only renames the preset: the configurator stays as it is meanwhile.
    placeholderData: (previous) => (previous?.id === presetId ? previous : undefined),
  });
  const editorStore = useEditorStoreApi();
  const storeBarId = useEditorStore((state) => state.bar?.id);

  useEffect(() => {
    if (!catalogue.data || !preset.data) return;
    const store = editorStore.getState();
    store.setCatalogue(catalogue.data);
    // Already loaded (a language change refetches the preset's name): the visitor's changes stay.
    if (store.bar?.id === embedBarId(preset.data.id)) return;
    store.loadBar(barFromPreset(preset.data, catalogue.data, { id: embedBarId(preset.data.id), canEdit: true }));
    const hasFront = preset.data.document.front.baseModules.length > 0;
    store.dispatch({ type: 'setSide', side: hasFront ? 'front' : 'back' });
  }, [editorStore, catalogue.data, preset.data]);

  return {
    isLoading: catalogue.isPending || preset.isPending || (preset.isSuccess && storeBarId !== embedBarId(presetId)),
    isNotFound: httpStatus(preset.error) === 404,
    isFailed: catalogue.isError || (preset.isError && httpStatus(preset.error) !== 404),
  };
}
