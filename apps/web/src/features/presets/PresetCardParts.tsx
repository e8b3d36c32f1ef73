import type { PresetSummary } from '@bar/contracts/presets';
import { Alert, Button, type ButtonProps, Card, Group, Image, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { formatEuro } from '../../ui/format.ts';

/** A template's card, as the template picker and the phone's gallery show it: its picture on top (when it has one), then `children`. */
export function PresetCard(props: { preset: PresetSummary; pictureHeight: number; children: ReactNode }) {
  const { preset } = props;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`preset-card-${preset.code}`}>
      {preset.thumbnail && (
        <Card.Section mb="sm">
          <Image src={preset.thumbnail} alt="" h={props.pictureHeight} fit="cover" />
        </Card.Section>
      )}
      {props.children}
    </Card>
  );
}

/** How many modules a template has. */
export function PresetModuleCount({ preset }: { preset: PresetSummary }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('presets.moduleCount', { value: preset.module_count })}
    </Text>
  );
}

/** A preset's net price and "plus VAT", as the template picker and the phone's gallery show it. */
export function PresetPrice({ preset, mt }: { preset: PresetSummary; mt?: MantineSpacing | 'auto' }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} align="baseline" mt={mt}>
      <Text fw={600} data-testid="preset-price">
        {formatEuro(preset.total_price, currentLocale())}
      </Text>
      <Text size="xs" c="dimmed">
        {t('presets.plusVat')}
      </Text>
    </Group>
  );
}

/** The presets could not be loaded: says so and offers to try again. */
export function PresetsLoadFailed({ onRetry, buttonSize }: { onRetry: () => void; buttonSize: ButtonProps['size'] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('presets.loadFailed')}</Text>
        <Button size={buttonSize} variant="light" color="red" onClick={onRetry}>
          {t('presets.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
