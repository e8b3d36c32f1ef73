import type { Catalogue } from '@bar/domain/catalogue';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLocale } from '../../../i18n/index.ts';
import { httpStatus } from '../../../shared/api.ts';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { useIsEditingScreen } from '../../../ui/MinWidthGate.tsx';
import { NotFoundScreen } from '../../../ui/NotFoundScreen.tsx';
import { SendLinkCard } from '../../../ui/SendLinkCard.tsx';
import { catalogueQueryKey, fetchCatalogue } from '../../bars/index.ts';
import { barFromPreset, fetchPreset, parsePresetId, presetPath } from '../../presets/index.ts';
import { EditorRoot } from '../EditorRoot.tsx';
import { useEditorStore, useEditorStoreApi } from '../store/editorContext.tsx';
import { CompactPreview } from './CompactPreview.tsx';

/** The id the editor store knows a template by while it is looked at (never sent to the server). */
function previewBarId(presetId: number): string {
  return `preset-preview-${presetId}`;
}

/** Loads the preset and the catalogue into the editor store as a read-only bar; nothing is created or saved. */
function usePresetPreview(presetId: number | undefined) {
  const editorStore = useEditorStoreApi();
  const catalogue = useQuery<Catalogue>({ queryKey: catalogueQueryKey, queryFn: fetchCatalogue, staleTime: Infinity });
  const preset = useQuery({
    queryKey: ['bar-preset', presetId, currentLocale()],
    queryFn: () => fetchPreset(presetId ?? 0),
    enabled: presetId !== undefined,
    retry: (failureCount, error) => httpStatus(error) !== 404 && failureCount < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const id = presetId === undefined ? '' : previewBarId(presetId);
  const isInStore = useEditorStore((state) => state.bar?.id === id && state.catalogue !== null);

  useEffect(() => {
    if (!catalogue.data || !preset.data) return;
    const store = editorStore.getState();
    store.setCatalogue(catalogue.data);
    // Another language renames the template: loaded again (read-only, nothing of the visitor's is lost).
    if (store.bar?.id === previewBarId(preset.data.id) && store.bar.name === preset.data.name) return;
    store.loadBar(barFromPreset(preset.data, catalogue.data, { id: previewBarId(preset.data.id), canEdit: false }));
    const hasFront = preset.data.document.front.baseModules.length > 0;
    store.dispatch({ type: 'setSide', side: hasFront ? 'front' : 'back' });
  }, [editorStore, catalogue.data, preset.data]);

  return {
    isLoading: catalogue.isPending || preset.isPending || !isInStore,
    isNotFound: presetId === undefined || httpStatus(preset.error) === 404,
    isFailed: catalogue.isError || (preset.isError && httpStatus(preset.error) !== 404),
    retry: () => {
      void catalogue.refetch();
      void preset.refetch();
    },
  };
}

/**
 * `/bar-presets/{preset}/view`: a template to look at, read-only in 3D with its parts list, on a
 * phone as on a computer; nothing is created. A computer can start a bar from it; a phone can send
 * the link to a computer.
 */
export function PresetPreviewScreen() {
  return (
    <EditorRoot>
      <PresetPreview />
    </EditorRoot>
  );
}

function PresetPreview() {
  const { t } = useTranslation();
  const presetId = parsePresetId(useParams().presetId);
  const { isLoading, isNotFound, isFailed, retry } = usePresetPreview(presetId);
  const isWide = useIsEditingScreen();
  const name = useEditorStore((state) => state.bar?.name ?? '');

  if (isNotFound) {
    return (
      <NotFoundScreen testId="preset-not-found" title={t('presets.notFoundTitle')} text={t('presets.notFoundText')} />
    );
  }
  if (isFailed || isLoading) {
    return (
      <>
        <AppHeader isTouch={!isWide} />
        <Center mih="calc(100vh - 64px)" p="md" data-testid="preset-preview-loading">
          {isFailed ? (
            <Alert color="red" role="alert" maw={520} title={t('presets.title')}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('presets.loadFailed')}</Text>
                <Button variant="light" color="red" size="lg" onClick={retry}>
                  {t('presets.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Loader aria-label={t('app.loading')} />
          )}
        </Center>
      </>
    );
  }
  const startPath = presetPath(presetId ?? 0);
  return (
    <CompactPreview
      testId="preset-preview"
      withAr={false}
      notice={
        <Button
          component={Link}
          to={isWide ? '/?templates=1' : '/'}
          variant="subtle"
          size="lg"
          px={0}
          leftSection={<IconArrowLeft size={18} />}
          style={{ alignSelf: 'flex-start' }}
          data-testid="back-to-templates"
        >
          {t('phone.preview.allTemplates')}
        </Button>
      }
      actions={
        isWide ? (
          <Button
            component={Link}
            to={startPath}
            size="lg"
            leftSection={<IconPlayerPlay size={18} />}
            data-testid="use-preset"
          >
            {t('presets.use')}
          </Button>
        ) : (
          <SendLinkCard
            url={new URL(startPath, window.location.origin).href}
            title={t('phone.sendLink.title')}
            text={t('phone.sendLink.presetText')}
            subject={t('phone.sendLink.subject', { name })}
          />
        )
      }
    />
  );
}
