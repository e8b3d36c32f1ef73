import { Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHandFinger, IconZoomIn } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { AppHeader } from '../../../ui/AppHeader.tsx';
import { formatEuro, formatKilograms } from '../../../ui/format.ts';
import type { BarTokens } from '../../bars/index.ts';
import { SceneSlot } from '../components/SceneHost.tsx';
import { usePartsList } from '../partsList/usePartsList.ts';
import { useEditorStore } from '../store/editorContext.tsx';
import { PhoneLive } from './PhoneLive.tsx';
import { PhonePartsList } from './PhonePartsList.tsx';
import { ViewInRoom } from './PreviewPanel.tsx';

/** How the view is moved with the fingers. */
function TouchHelp() {
  const { t } = useTranslation();
  return (
    <Group gap="md" data-testid="touch-help">
      <Group gap={6} wrap="nowrap">
        <IconHandFinger size={16} aria-hidden />
        <Text size="sm">{t('phone.preview.oneFinger')}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconZoomIn size={16} aria-hidden />
        <Text size="sm">{t('phone.preview.twoFingers')}</Text>
      </Group>
    </Group>
  );
}

/** The bar's price (net, plus VAT) and weight, next to its name: what a client looks for first. */
function PriceLine() {
  const { t } = useTranslation();
  const parts = usePartsList();
  if (!parts) return null;
  const locale = currentLocale();
  return (
    <Group gap={6} align="baseline" data-testid="preview-price">
      <Text fw={700} size="lg">
        {formatEuro(parts.total_price, locale)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('presets.plusVat')} · {t('parts.weightValue', { value: formatKilograms(parts.total_weight, locale) })}
      </Text>
    </Group>
  );
}

/**
 * The loaded bar, view only, for a phone or a tablet: one column that scrolls (the 3D view turned
 * and zoomed with the fingers, "View in your room", the parts list with prices and totals).
 * `notice` comes first (why the editor is not shown), `actions` after the view (send the link, use
 * the template). `withAr`: the bar exists on the server, so its model can be placed in the room.
 * `liveTokens`: the bar's link, to keep the view live (others' changes, who is here, follow).
 */
export function CompactPreview({
  notice,
  actions,
  withAr = true,
  testId,
  liveTokens,
}: {
  notice?: ReactNode;
  actions?: ReactNode;
  withAr?: boolean;
  testId: string;
  liveTokens?: BarTokens;
}) {
  const { t } = useTranslation();
  const name = useEditorStore((state) => state.bar?.name ?? '');
  return (
    <Box data-testid={testId}>
      <AppHeader isTouch />
      <Container component="main" size="sm" px="sm" py="md">
        <Stack gap="md">
          {notice}
          <Group gap="xs" wrap="wrap" align="center">
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="bar-name">
              {name}
            </Title>
            <Badge variant="light" color="gray">
              {t('shell.viewOnly.badge')}
            </Badge>
          </Group>
          {liveTokens && <PhoneLive tokens={liveTokens} />}
          <PriceLine />
          <Box
            pos="relative"
            h="58vh"
            mih={320}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
            data-testid="preview"
          >
            <SceneSlot withViewButtons={false} />
            {withAr && (
              <Box pos="absolute" top={8} right={8} style={{ boxShadow: 'var(--mantine-shadow-sm)', borderRadius: 4 }}>
                <ViewInRoom size="touch" />
              </Box>
            )}
          </Box>
          <TouchHelp />
          {actions}
          <PhonePartsList />
        </Stack>
      </Container>
    </Box>
  );
}
