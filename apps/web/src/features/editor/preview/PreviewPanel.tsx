import { ActionIcon, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { formatKilograms } from '../../../ui/format.ts';
import { ViewInRoomButton } from '../../ar/index.ts';
import { SceneSlot } from '../components/SceneHost.tsx';
import { usePartsList } from '../partsList/usePartsList.ts';
import { useEditorShallow } from '../store/editorContext.tsx';
import { CameraHelp } from './CameraHelp.tsx';

function TotalWeight() {
  const { t } = useTranslation();
  const parts = usePartsList();
  if (!parts) return null;
  return (
    <Paper withBorder shadow="xs" px="sm" py={6} radius="sm">
      <Text size="sm" fw={700} data-testid="preview-weight">
        {t('shell.preview.totalWeight', {
          value: t('parts.weightValue', { value: formatKilograms(parts.total_weight, currentLocale()) }),
        })}
      </Text>
    </Paper>
  );
}

/** "View in your room" for the loaded bar. */
export function ViewInRoom({ size = 'compact' }: { size?: 'compact' | 'touch' }) {
  const bar = useEditorShallow((state) => ({
    id: state.bar?.id,
    name: state.bar?.name ?? '',
    previewToken: state.bar?.preview_token,
  }));
  if (!bar.id) return null;
  return <ViewInRoomButton barId={bar.id} barName={bar.name} barPreviewToken={bar.previewToken} size={size} />;
}

/**
 * The 3D view over the whole tab (or the whole screen), with camera help, the total weight and
 * "View in your room".
 */
export function PreviewPanel({ height }: { height: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [isFullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };
  const label = isFullscreen ? t('shell.preview.exitFullscreen') : t('shell.preview.fullscreen');

  return (
    <Box ref={frame} h={isFullscreen ? '100vh' : height} pos="relative" bg="white" data-testid="preview">
      <SceneSlot />
      <Box pos="absolute" bottom={12} left={12} style={{ pointerEvents: 'none' }}>
        <CameraHelp />
      </Box>
      <Box pos="absolute" bottom={12} right={12}>
        <TotalWeight />
      </Box>
      <Group pos="absolute" top={12} right={12} gap="xs">
        <ViewInRoom />
        <Tooltip label={label}>
          <ActionIcon variant="white" size="lg" aria-label={label} onClick={toggleFullscreen} data-testid="fullscreen">
            {isFullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
