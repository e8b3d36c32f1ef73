import type { BarDocument } from '@bar/domain/document';
import type { BarDrawList } from '@bar/layout/pieces/types';
import { useMemo } from 'react';
import { BarScene, type SceneSurroundings } from './BarScene.tsx';
import type { SceneHighlights } from './ModuleHighlights.tsx';
import type { SceneViewControls } from './SceneProbe.tsx';

const noViewControls: SceneViewControls = { setVisibility: () => undefined, requestCamera: () => undefined };
const ignore = () => undefined;
const formatLength = (millimetres: number) => `${millimetres} mm`;

export type LookOnlySceneProps = {
  /** What is drawn (`layoutBar` of `document`, or more). */
  drawList: BarDrawList;
  /** The saved bar whose surroundings and camera the scene shows. */
  document: BarDocument;
  highlights?: SceneHighlights;
  /** A second scene beside the editor's: no view controls, no picture capture. */
  isSecondary?: boolean;
  onFirstFrame?: () => void;
};

/**
 * A bar in 3D in its own surroundings and from its saved camera, to look at only: nothing can be
 * selected or changed, no dimensions are drawn (the admin's previews, the version comparison).
 */
export function LookOnlyScene({ drawList, document, highlights, isSecondary, onFirstFrame }: LookOnlySceneProps) {
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
      {...(highlights ? { highlights } : {})}
    />
  );
}
