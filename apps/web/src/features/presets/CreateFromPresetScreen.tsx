import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { currentLocale } from '../../i18n/index.ts';
import { httpStatus } from '../../shared/api.ts';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { NotFoundScreen } from '../../ui/NotFoundScreen.tsx';
import { createBar } from '../bars/barsApi.ts';
import { deviceStorage, rememberBar } from '../bars/guestBars.ts';
import { fetchPreset, parsePresetId, presetEditorPath } from './presetsApi.ts';

/** A preset that does not exist (or is no longer offered). */
export function PresetNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundScreen testId="preset-not-found" title={t('presets.notFoundTitle')} text={t('presets.notFoundText')} />
  );
}

/** `/bar-presets/:presetId`: creates a bar from the preset, then opens it in the editor. */
export function CreateFromPresetScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const presetId = parsePresetId(useParams().presetId);
  const locale = currentLocale();

  const preset = useQuery({
    queryKey: ['bar-preset', presetId, locale],
    queryFn: () => fetchPreset(presetId ?? 0),
    enabled: presetId !== undefined,
    retry: (failureCount, error) => httpStatus(error) !== 404 && failureCount < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const creation = useMutation({
    mutationKey: ['create-bar-from-preset', presetId],
    mutationFn: createBar,
    onSuccess: (bar) => {
      rememberBar(deviceStorage(), bar);
      void navigate(presetEditorPath(bar.id, bar.front.baseModules.length > 0), { replace: true });
    },
  });
  const { mutate } = creation;

  // One bar per visit: StrictMode runs effects twice, the ref keeps the second run from creating another.
  const createdFor = useRef<number | null>(null);
  const presetData = preset.data;
  useEffect(() => {
    if (!presetData || createdFor.current === presetData.id) return;
    createdFor.current = presetData.id;
    mutate({ name: presetData.name, preset_id: presetData.id });
  }, [presetData, mutate]);

  if (presetId === undefined || httpStatus(preset.error) === 404) return <PresetNotFound />;

  const failed = preset.isError || creation.isError;
  const retry = () => {
    if (preset.isError) {
      void preset.refetch();
    } else if (presetData) {
      mutate({ name: presetData.name, preset_id: presetData.id });
    }
  };

  return (
    <>
      <AppHeader />
      <Center mih="calc(100vh - 56px)" p="md" data-testid="create-from-preset">
        {failed ? (
          <Alert color="red" role="alert" maw={520} title={t('presets.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{preset.isError ? t('presets.loadFailed') : t('presets.createFailed')}</Text>
              <Button variant="light" color="red" onClick={retry} data-testid="preset-retry">
                {t('presets.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack align="center" gap="sm">
            <Loader aria-hidden />
            <Text c="dimmed">{t('presets.creating')}</Text>
          </Stack>
        )}
      </Center>
    </>
  );
}
