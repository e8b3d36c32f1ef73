import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import { useMemo } from 'react';
import { BarScene, type SceneSurroundings } from '../../../scene/BarScene.tsx';
import type { SceneViewControls } from '../../../scene/SceneProbe.tsx';

const noViewControls: SceneViewControls = { setVisibility: () => undefined, requestCamera: () => undefined };
const ignore = () => undefined;
const formatLength = (millimetres: number) => `${millimetres} mm`;

/**
 * A saved bar in 3D in its own surroundings and from its saved camera, to look at only: nothing
 * can be selected or changed, no dimensions are drawn. `secondary` leaves out the scene's view
 * controls and picture capture (a second scene beside the editor's); a scene that pictures are
 * taken from is not secondary. Loaded on demand with three.js.
 */
export function LookOnlyBarScene(props: {
  document: BarDocument;
  catalogue: Catalogue;
  isSecondary?: boolean;
  onFirstFrame?: () => void;
}) {
  const { document, catalogue, isSecondary, onFirstFrame } = props;
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
      secondary={isSecondary}
    />
  );
}
