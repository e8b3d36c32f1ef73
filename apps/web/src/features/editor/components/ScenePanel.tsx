import { Button, Center, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SceneErrorBoundary } from '../../../scene/SceneErrorBoundary.tsx';
import { CAMERA_PRESETS, useView, viewStore } from '../view/viewStore.ts';
import { SceneDescription } from './SceneDescription.tsx';

const EditorScene = lazy(async () => ({ default: (await import('./EditorScene.tsx')).EditorScene }));

/** Shows or hides the bar's dimension lines (view state, not saved with the bar). */
function DimensionsToggle() {
  const { t } = useTranslation();
  const isShown = useView((state) => state.showDimensions);
  return (
    <Tooltip label={t('view3d.dimensions.hint')} openDelay={400}>
      <Button
        size="compact-xs"
        variant={isShown ? 'filled' : 'default'}
        aria-pressed={isShown}
        data-testid="toggle-dimensions"
        onClick={() => viewStore.getState().setVisibility({ showDimensions: !isShown })}
      >
        {t('view3d.dimensions.toggle')}
      </Button>
    </Tooltip>
  );
}

/** Buttons for the fixed viewpoints (free orbit stays available with the mouse) and the dimensions toggle. */
function CameraPresetButtons() {
  const { t } = useTranslation();
  return (
    <Group
      gap={4}
      role="toolbar"
      aria-label={t('view3d.camera.group')}
      style={{ position: 'absolute', top: 8, left: 8, zIndex: 1 }}
    >
      {CAMERA_PRESETS.map((preset) => (
        <Tooltip key={preset} label={t(`view3d.camera.hint.${preset}`)} openDelay={400}>
          <Button
            size="compact-xs"
            variant="default"
            data-testid={`camera-preset-${preset}`}
            onClick={() => viewStore.getState().requestCamera(preset)}
          >
            {t(`view3d.camera.${preset}`)}
          </Button>
        </Tooltip>
      ))}
      <DimensionsToggle />
    </Group>
  );
}

/** Said over the 3D view until its first frame is on the canvas: never a blank area without a word. */
function SceneProgress({ text }: { text: string }) {
  return (
    <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
      <Stack align="center" gap="xs" role="status" data-testid="scene-progress">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * The 3D view, loaded on demand and fenced by an error boundary (no WebGL, lost context, ...). For
 * screen readers it is one image whose description lists the modules and what sits on them. Until
 * the bar is drawn it says what it is doing: loading the 3D code, then drawing the bar. Without
 * `withViewButtons` (a phone: turned and zoomed with the fingers) no viewpoint buttons lie over it.
 */
export function ScenePanel({ withViewButtons = true }: { withViewButtons?: boolean }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const [isDrawn, setDrawn] = useState(false);
  const showDrawn = useCallback(() => setDrawn(true), []);
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', minHeight: 320 }}>
      {withViewButtons && <CameraPresetButtons />}
      <div
        data-testid="scene-canvas"
        role="img"
        aria-label={t('scene.label')}
        aria-describedby={descriptionId}
        style={{ position: 'absolute', inset: 0 }}
      >
        <SceneErrorBoundary
          fallback={
            <Center h="100%">
              <Text c="dimmed">{t('scene.failed')}</Text>
            </Center>
          }
        >
          <Suspense fallback={<SceneProgress text={t('scene.loading')} />}>
            <EditorScene onFirstFrame={showDrawn} />
            {!isDrawn && <SceneProgress text={t('scene.drawing')} />}
          </Suspense>
        </SceneErrorBoundary>
      </div>
      <SceneDescription id={descriptionId} />
    </div>
  );
}
