import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import { useMemo } from 'react';
import { BarScene, type SceneSurroundings } from '../../../../scene/BarScene.tsx';
import type { SceneViewControls } from '../../../../scene/SceneProbe.tsx';

const noViewControls: SceneViewControls = { setVisibility: () => undefined, requestCamera: () => undefined };
const ignore = () => undefined;
const formatLength = (millimetres: number) => `${millimetres} mm`;

/**
 * The bar sent with an inquiry in 3D, to look at only: the camera turns, nothing can be selected
 * or changed. Loaded on demand with three.js.
 */
export function SentBarScene(props: { document: BarDocument; catalogue: Catalogue; onFirstFrame: () => void }) {
  const { document, catalogue, onFirstFrame } = props;
  const drawList = useMemo(() => layoutBar(document, catalogue), [document, catalogue]);
  const { background, skybox, backgroundColor } = document.settings;
  const surroundings = useMemo<SceneSurroundings>(
    () => ({ floor: background, skybox, backgroundColor }),
    [background, skybox, backgroundColor],
  );
  return (
    <BarScene
      drawList={drawList}
      surroundings={surroundings}
      dimensions={null}
      formatLength={formatLength}
      selectedModuleId={null}
      initialOrbit={document.orbit_settings}
      cameraRequest={null}
      viewControls={noViewControls}
      onSelectModule={ignore}
      onOrbitChange={ignore}
      onFirstFrame={onFirstFrame}
      secondary
    />
  );
}
