import { DEFAULT_ORBIT_SETTINGS } from '@bar/domain/document';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import type { BarDrawList } from '@bar/layout/pieces/types';
import { useMemo } from 'react';
import { BarScene, type SceneSurroundings } from '../../../scene/BarScene.tsx';
import type { SceneViewControls } from '../../../scene/SceneProbe.tsx';
import { ScenePlaces } from '../places/ScenePlaces.tsx';
import { editorActions, editorStore, useEditor } from '../store/editorStore.ts';
import { useView, viewStore } from '../view/viewStore.ts';

const EMPTY: BarDrawList = { pieces: [], images: [], bounds: { center: [0, 0], radius: 1 } };
const selectModule = (id: string | null) => editorActions.selectModule(id);
const viewControls: SceneViewControls = {
  setVisibility: (patch) => viewStore.getState().setVisibility(patch),
  requestCamera: (preset) => viewStore.getState().requestCamera(preset),
};

/** The draw list, recomputed only when the bar's sides, settings or the visibility change (not the camera). */
function useDrawList(): BarDrawList {
  const front = useEditor((state) => state.doc?.front);
  const back = useEditor((state) => state.doc?.back);
  const settings = useEditor((state) => state.doc?.settings);
  const catalogue = useEditor((state) => state.catalogue);
  const showFront = useView((state) => state.showFront);
  const showBack = useView((state) => state.showBack);
  const showBrandings = useView((state) => state.showBrandings);
  return useMemo(() => {
    const doc = editorStore.getState().doc;
    if (!doc || !front || !back || !settings || !catalogue) return EMPTY;
    return layoutBar({ ...doc, front, back, settings }, catalogue, { showFront, showBack, showBrandings });
  }, [front, back, settings, catalogue, showFront, showBack, showBrandings]);
}

/**
 * The editor's side of the 3D view: reads the bar, the selection and the view from the stores, hands
 * them to the scene and turns the scene's events into editor actions. Loaded on demand with three.js.
 */
export function EditorScene() {
  const drawList = useDrawList();
  const floor = useEditor((state) => state.doc?.settings.background ?? 'wood');
  const skybox = useEditor((state) => state.doc?.settings.skybox ?? 'off');
  const backgroundColor = useEditor((state) => state.doc?.settings.backgroundColor ?? '#e9eef2');
  const surroundings = useMemo<SceneSurroundings>(
    () => ({ floor, skybox, backgroundColor }),
    [floor, skybox, backgroundColor],
  );
  const selectedId = useEditor((state) => state.selectedModuleId);
  const cameraRequest = useView((state) => state.cameraRequest);
  const initialOrbit = useMemo(() => editorStore.getState().doc?.orbit_settings ?? DEFAULT_ORBIT_SETTINGS, []);

  return (
    <BarScene
      drawList={drawList}
      surroundings={surroundings}
      selectedModuleId={selectedId}
      initialOrbit={initialOrbit}
      cameraRequest={cameraRequest}
      viewControls={viewControls}
      onSelectModule={selectModule}
      onOrbitChange={editorActions.setOrbitSettings}
    >
      <ScenePlaces />
    </BarScene>
  );
}
