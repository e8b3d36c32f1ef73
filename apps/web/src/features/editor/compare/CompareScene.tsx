import type { Catalogue } from '@bar/domain/catalogue';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import { useMemo } from 'react';
import { BarScene } from '../../../scene/BarScene.tsx';
import type { ModuleHighlight, SceneHighlights } from '../../../scene/ModuleHighlights.tsx';
import type { SceneViewControls } from '../../../scene/SceneProbe.tsx';
import type { ComparedVersion } from './comparison.ts';

const noControls: SceneViewControls = { setVisibility: () => undefined, requestCamera: () => undefined };
const ignore = () => undefined;
const formatLength = (millimetres: number) => `${millimetres} mm`;

/**
 * The newer document in 3D with the changed modules highlighted; removed modules are outlined
 * where they stood in the older one. Loaded on demand with three.js.
 */
export function CompareScene(props: {
  before: ComparedVersion;
  after: ComparedVersion;
  highlights: ModuleHighlight[];
  catalogue: Catalogue;
}) {
  const { before, after, highlights, catalogue } = props;
  const drawList = useMemo(() => layoutBar(after.document, catalogue), [after, catalogue]);
  const sceneHighlights = useMemo<SceneHighlights>(() => {
    const removed = new Set(highlights.filter((entry) => entry.kind === 'removed').map((entry) => entry.moduleId));
    const removedPieces =
      removed.size === 0
        ? []
        : layoutBar(before.document, catalogue).pieces.filter((piece) => removed.has(piece.moduleId));
    return { modules: highlights, pieces: [...drawList.pieces, ...removedPieces] };
  }, [before, highlights, catalogue, drawList]);
  const settings = after.document.settings;
  const surroundings = useMemo(
    () => ({ floor: settings.background, skybox: settings.skybox, backgroundColor: settings.backgroundColor }),
    [settings],
  );
  return (
    <BarScene
      drawList={drawList}
      surroundings={surroundings}
      dimensions={null}
      formatLength={formatLength}
      selectedModuleId={null}
      initialOrbit={after.document.orbit_settings}
      cameraRequest={null}
      viewControls={noControls}
      onSelectModule={ignore}
      onOrbitChange={ignore}
      highlights={sceneHighlights}
      secondary
    />
  );
}
