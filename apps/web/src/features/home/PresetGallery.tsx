import type { PresetSummary } from '@bar/contracts/presets';
import { Button, Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/index.ts';
import { PresetPrice, PresetsLoadFailed } from '../presets/PresetCardParts.tsx';
import { fetchPresets, presetPreviewPath } from '../presets/presetsApi.ts';

function GalleryCard({ preset }: { preset: PresetSummary }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid={`preset-card-${preset.code}`}>
      {preset.thumbnail && (
        <Card.Section mb="sm">
          <Image src={preset.thumbnail} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {preset.name}
        </Text>
        <Group gap="xs" justify="space-between" align="baseline">
          <Text size="sm" c="dimmed">
            {t('presets.moduleCount', { value: preset.module_count })}
          </Text>
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
    </Card>
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
