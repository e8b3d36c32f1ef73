import { Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SceneErrorBoundary } from '../../../scene/SceneErrorBoundary.tsx';

const BarScene = lazy(async () => ({ default: (await import('../../../scene/BarScene.tsx')).BarScene }));

/** The 3D view, loaded on demand and fenced by an error boundary (no WebGL, lost context, ...). */
export function ScenePanel() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="scene-canvas"
      role="img"
      aria-label={t('scene.label')}
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 320 }}
    >
      <SceneErrorBoundary
        fallback={
          <Center h="100%">
            <Text c="dimmed">{t('scene.failed')}</Text>
          </Center>
        }
      >
        <Suspense
          fallback={
            <Center h="100%">
              <Loader size="sm" aria-label={t('scene.loading')} />
            </Center>
          }
        >
          <BarScene />
        </Suspense>
      </SceneErrorBoundary>
    </div>
  );
}
