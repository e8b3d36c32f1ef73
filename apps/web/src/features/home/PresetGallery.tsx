import type { PresetSummary } from '@bar/contracts/presets';
import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/index.ts';
import {
  fetchPresets,
  PresetCard,
  PresetModuleCount,
  PresetPrice,
  PresetsLoadFailed,
  presetPreviewPath,
} from '../presets/index.ts';

function GalleryCard({ preset }: { preset: PresetSummary }) {
  const { t } = useTranslation();
  return (
    <PresetCard preset={preset} pictureHeight={160}>
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {preset.name}
        </Text>
        <Group gap="xs" justify="space-between" align="baseline">
          <PresetModuleCount preset={preset} />
          <PresetPrice preset={preset} />
        </Group>
        <Button
          component={Link}
          to={presetPreviewPath(preset.id)}
          size="lg"
          fullWidth
          variant="light"
          leftSection={<IconCube size={18} />}
          data-testid="view-preset"
        >
          {t('phone.home.viewTemplate')}
        </Button>
      </Stack>
    </PresetCard>
  );
}

/** Every active template, each to be looked at in 3D (read-only): the home screen of a phone. */
export function PresetGallery() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const presets = useQuery({ queryKey: ['bar-presets', locale, {}], queryFn: () => fetchPresets({}) });
  return (
    <Stack gap="sm" component="section" aria-labelledby="preset-gallery-title" data-testid="preset-gallery">
      <Title order={2} id="preset-gallery-title">
        {t('presets.title')}
      </Title>
      {presets.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : presets.isError ? (
        <PresetsLoadFailed buttonSize="lg" onRetry={() => void presets.refetch()} />
      ) : presets.data.length === 0 ? (
        <Text c="dimmed">{t('presets.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {presets.data.map((preset) => (
            <GalleryCard key={preset.id} preset={preset} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
