import { Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { IconHandMove, IconRotate360, IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How the orbit camera is moved with the mouse. */
export function CameraHelp() {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="xs" p="xs" radius="sm" style={{ opacity: 0.94 }} data-testid="camera-help">
      <Stack gap={4}>
        <Text size="xs" fw={700}>
          {t('shell.preview.cameraHelpTitle')}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconRotate360 size={14} aria-hidden />
          <Text size="xs">{t('shell.preview.rotate')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconHandMove size={14} aria-hidden />
          <Text size="xs">
            {t('shell.preview.pan')} <Kbd size="xs">{t('shell.preview.shiftKey')}</Kbd>
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconZoomIn size={14} aria-hidden />
          <Text size="xs">{t('shell.preview.zoom')}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
