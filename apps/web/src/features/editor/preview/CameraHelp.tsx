import { Group, Kbd, Paper, Stack, Text } from '@mantine/core';
import { IconHandMove, IconRotate360, IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCoarsePointer } from '../../../shared/coarsePointer.ts';

/** How the orbit camera is moved with the mouse, or with fingers on a touch screen. */
export function CameraHelp() {
  const { t } = useTranslation();
  const isCoarsePointer = useCoarsePointer();
  return (
    <Paper withBorder shadow="xs" p="xs" radius="sm" style={{ opacity: 0.94 }} data-testid="camera-help">
      <Stack gap={4}>
        <Text size="xs" fw={700}>
          {t('shell.preview.cameraHelpTitle')}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconRotate360 size={14} aria-hidden />
          <Text size="xs">{t(isCoarsePointer ? 'shell.preview.rotateTouch' : 'shell.preview.rotate')}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconHandMove size={14} aria-hidden />
          {isCoarsePointer ? (
            <Text size="xs">{t('shell.preview.panTouch')}</Text>
          ) : (
            <Text size="xs">
              {t('shell.preview.pan')} <Kbd size="xs">{t('shell.preview.shiftKey')}</Kbd>
            </Text>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconZoomIn size={14} aria-hidden />
          <Text size="xs">{t(isCoarsePointer ? 'shell.preview.zoomTouch' : 'shell.preview.zoom')}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
