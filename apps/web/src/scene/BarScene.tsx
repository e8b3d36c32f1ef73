import { DEFAULT_ORBIT_SETTINGS } from '@bar/domain/document';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import type { BarDrawList } from '@bar/layout/pieces/types';
import { Canvas, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { ScenePlaces } from '../features/editor/places/ScenePlaces.tsx';
import { editorActions, editorStore, useEditor } from '../features/editor/store/editorStore.ts';
import { useView } from '../features/editor/view/viewStore.ts';
import { CameraController } from './CameraController.tsx';
import { captureFromScene, registerCapturer } from './capture.ts';
import { SceneEnvironment } from './environment/SceneEnvironment.tsx';
import { ImageSurfaces } from './ImageSurfaces.tsx';
import { InstancedPieces } from './InstancedPieces.tsx';
import { FIELD_OF_VIEW } from './orbit.ts';
import { SceneProbe } from './SceneProbe.tsx';
import { SelectionOutline } from './SelectionOutline.tsx';

const EMPTY: BarDrawList = { pieces: [], images: [], bounds: { center: [0, 0], radius: 1 } };
const selectModule = (id: string) => editorActions.selectModule(id);

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

/** Lets the PDF dialog take pictures of this scene while it is mounted. */
function SceneCapture({ bounds }: { bounds: BarDrawList['bounds'] }) {
  const get = useThree((state) => state.get);
  useEffect(() => registerCapturer(() => captureFromScene(get(), bounds)), [get, bounds]);
  return null;
}

/** The bar in 3D, drawn only when something changed (frameloop "demand"). */
export function BarScene() {
  const drawList = useDrawList();
  const floor = useEditor((state) => state.doc?.settings.background ?? 'wood');
  const skybox = useEditor((state) => state.doc?.settings.skybox ?? 'off');
  const backgroundColor = useEditor((state) => state.doc?.settings.backgroundColor ?? '#e9eef2');
  const selectedId = useEditor((state) => state.selectedModuleId);
  const initialOrbit = useMemo(() => editorStore.getState().doc?.orbit_settings ?? DEFAULT_ORBIT_SETTINGS, []);

  return (
    <Canvas
      frameloop="demand"
      shadows="percentage"
      dpr={[1, 2]}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      camera={{ fov: FIELD_OF_VIEW, near: 0.05, far: 400, position: [0, 3, -8] }}
      onPointerMissed={() => editorActions.selectModule(null)}
    >
      <SceneEnvironment floor={floor} skybox={skybox} backgroundColor={backgroundColor} bounds={drawList.bounds} />
      <InstancedPieces pieces={drawList.pieces} onSelect={selectModule} />
      <ImageSurfaces surfaces={drawList.images} />
      <SelectionOutline pieces={drawList.pieces} moduleId={selectedId} />
      <ScenePlaces />
      <CameraController
        bounds={drawList.bounds}
        initialOrbit={initialOrbit}
        onOrbitChange={editorActions.setOrbitSettings}
      />
      <SceneProbe />
      <SceneCapture bounds={drawList.bounds} />
    </Canvas>
  );
}
