import type { EmbedTheme } from '@bar/contracts/embed';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../ui/notifications.ts';
import { LeaveConfirmModal, useLeaveGuard } from '../form/index.ts';
import { ErrorAlert, LoadFailedAlert, PageLoader } from '../shared/feedback.tsx';
import {
  fetchDealerThemes,
  fetchEmbedSetup,
  fieldErrorsOf,
  hasUnsavedThemes,
  newDealerTheme,
  saveDealerThemes,
} from './dealerThemesApi.ts';
import { EmbedSetupNotice } from './EmbedSetupNotice.tsx';
import { ThemeCard } from './ThemeCard.tsx';

const THEMES_KEY = ['admin', 'embed-themes'] as const;

/**
 * `/admin/embed-themes`: each dealer's logo, primary colour and language in the embedded
 * configurator, whether dealer sites may show the embed at all (EMBED_ORIGINS), a preview of each
 * theme and the snippet for the dealer's page. Leaving with unsaved changes asks first.
 */
export function DealerThemesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: THEMES_KEY, queryFn: fetchDealerThemes, refetchOnWindowFocus: false });
  const setup = useQuery({ queryKey: ['admin', 'embed-setup'], queryFn: fetchEmbedSetup });
  const [themes, setThemes] = useState<EmbedTheme[] | null>(null);
  useEffect(() => {
    if (stored.data && themes === null) setThemes(stored.data);
  }, [stored.data, themes]);
  const save = useMutation({
    mutationFn: saveDealerThemes,
    onSuccess: (saved) => {
      setThemes(saved);
      queryClient.setQueryData(THEMES_KEY, saved);
      showNotice({ tone: 'info', title: t('embed.themes.title'), message: t('embed.themes.saved') });
    },
  });
  const isDirty = hasUnsavedThemes(themes, stored.data) && !save.isPending;
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  const blocker = useLeaveGuard(() => dirtyRef.current, isDirty);
  const errors = save.error ? fieldErrorsOf(save.error) : {};

  if (stored.isError) return <LoadFailedAlert error={stored.error} title={t('embed.themes.title')} />;
  if (setup.isError) return <LoadFailedAlert error={setup.error} title={t('embed.themes.title')} />;
  if (themes === null || !setup.data || !stored.data) return <PageLoader />;
  const storedDealers = new Set(stored.data.map((theme) => theme.dealer));
  const update = (index: number, theme: EmbedTheme) => setThemes(themes.map((old, at) => (at === index ? theme : old)));
  return (
    <Stack gap="md" data-testid="dealer-themes">
      <Group justify="space-between">
        <Title order={2}>{t('embed.themes.title')}</Title>
        <Group gap="sm">
          {isDirty && (
            <Text size="sm" c="dimmed" data-testid="dealer-themes-unsaved">
              {t('embed.themes.unsaved')}
            </Text>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={save.isPending}
            disabled={!isDirty}
            onClick={() => save.mutate(themes)}
            data-testid="dealer-themes-save"
          >
            {t('embed.themes.save')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('embed.themes.intro')}
      </Text>
      <EmbedSetupNotice setup={setup.data} />
      {save.isError && (
        <ErrorAlert testId="dealer-themes-error">
          {t(Object.keys(errors).length > 0 ? 'embed.themes.fixFields' : 'embed.themes.saveFailed')}
        </ErrorAlert>
      )}
      {themes.length === 0 && <Text c="dimmed">{t('embed.themes.empty')}</Text>}
      {themes.map((theme, index) => (
        <ThemeCard
          // biome-ignore lint/suspicious/noArrayIndexKey: themes have no id of their own; the dealer is being edited.
          key={index}
          theme={theme}
          index={index}
          errors={errors}
          setup={setup.data}
          isSaved={storedDealers.has(theme.dealer)}
          onChange={(next) => update(index, next)}
          onRemove={() => setThemes(themes.filter((_, at) => at !== index))}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => setThemes([...themes, newDealerTheme(themes.length)])}
          data-testid="dealer-themes-add"
        >
          {t('embed.themes.add')}
        </Button>
      </Group>
      <LeaveConfirmModal blocker={blocker} stayTestId="dealer-themes-stay" leaveTestId="dealer-themes-leave" />
    </Stack>
  );
}
