import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/index.ts';
import { formatDateTime } from '../../ui/format.ts';
import { deviceStorage, editorPath, recentBars, viewPath } from '../bars/index.ts';

/**
 * The bars opened on this device. `onNewBar` adds the new-bar button; `isTouch` (a phone, where bars
 * are not edited) opens each to look at, with buttons at least 44 px high.
 */
export function RecentBars({ onNewBar, isTouch = false }: { onNewBar?: () => void; isTouch?: boolean }) {
  const { t } = useTranslation();
  const bars = useMemo(() => recentBars(deviceStorage()).filter((bar) => bar.edit_token || bar.preview_token), []);
  const locale = currentLocale();

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={3}>{t('home.recentTitle')}</Title>
        {onNewBar && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onNewBar} data-testid="new-bar">
            {t('home.newBar')}
          </Button>
        )}
      </Group>
      {bars.length === 0 ? (
        <Text c="dimmed">{t('home.recentEmpty')}</Text>
      ) : (
        <Stack gap="xs" data-testid="recent-bars">
          {bars.map((bar) => (
            <Group key={bar.id} justify="space-between" wrap="nowrap">
              <div>
                <Text fw={500}>{bar.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('home.openedAt', { date: formatDateTime(bar.opened_at, locale) })}
                </Text>
              </div>
              <Button
                component={Link}
                to={isTouch ? viewPath(bar.id) : editorPath(bar.id)}
                variant="default"
                size={isTouch ? 'lg' : 'xs'}
              >
                {t('home.open')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
