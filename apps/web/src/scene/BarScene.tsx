import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { ScenePlaces } from '../features/editor/places/ScenePlaces.tsx';
import { editorActions, editorStore, useEditor, useEditorShallow } from '../features/editor/store/editorStore.ts';
import { CameraRig, fittingDistance } from './CameraRig.tsx';
import { layoutSide, sideBounds } from './layout.ts';
import { ModuleModel } from './ModuleModel.tsx';
import { floorGeometry, floorMaterial } from './materials.ts';

declare global {
  interface Window {
    /** Draw-call counts for benchmarks and tests. */
    __barScene?: { info: () => { calls: number; triangles: number; points: number; lines: number; frame: number } };
  }
}

const selectModule = (id: string) => editorActions.selectModule(id);

function BarModules() {
  const side = useEditor((state) => (state.doc ? state.doc[state.side] : null));
  const catalogue = useEditor((state) => state.catalogue);
  const selectedId = useEditor((state) => state.selectedModuleId);
  const layouts = useMemo(() => (side && catalogue ? layoutSide(side, catalogue) : []), [side, catalogue]);
  return layouts.map((layout) => (
    <ModuleModel key={layout.id} layout={layout} isSelected={layout.id === selectedId} onSelect={selectModule} />
  ));
}

function BarCameraRig() {
  const bounds = useEditorShallow((state) => {
    if (!state.doc || !state.catalogue) return { centerX: 0, centerZ: 0, radius: 1 };
    const { center, radius } = sideBounds(state.doc[state.side], state.catalogue);
    return { centerX: center[0], centerZ: center[1], radius };
  });
  return <CameraRig {...bounds} />;
}

/** A three-quarter view from the customer side (north, -z): east of the centre and raised. */
function initialCameraPosition(): [number, number, number] {
  const { doc, side, catalogue } = editorStore.getState();
  const bounds = doc && catalogue ? sideBounds(doc[side], catalogue) : { center: [0, 0] as const, radius: 1 };
  const [cx, cz] = bounds.center;
  const distance = fittingDistance(bounds.radius);
  return [cx + distance * 0.5, 0.8 + distance * 0.45, cz - distance * 0.75];
}

/** The bar in 3D, drawn only when something changed (frameloop "demand"). */
export function BarScene() {
  const background = useEditor((state) => state.doc?.settings.backgroundColor ?? '#e9eef2');
  const cameraPosition = useMemo(initialCameraPosition, []);

  useEffect(() => () => void delete window.__barScene, []);

  return (
    <Canvas
      frameloop="demand"
      shadows="percentage"
      dpr={[1, 2]}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      camera={{ position: cameraPosition, fov: 45, near: 0.05, far: 200 }}
      onCreated={({ gl }) => {
        window.__barScene = { info: () => ({ ...gl.info.render }) };
      }}
      onPointerMissed={() => editorActions.selectModule(null)}
    >
      <color attach="background" args={[background]} />
      <ambientLight intensity={0.7} />
      <hemisphereLight args={['#ffffff', '#8a6a4a', 0.5]} />
      <directionalLight
        position={[4, 7, -5]}
        intensity={1.6}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-camera-left={-8}
        shadow-camera-right={8}
        shadow-camera-top={8}
        shadow-camera-bottom={-8}
      />
      <mesh geometry={floorGeometry} material={floorMaterial} rotation-x={-Math.PI / 2} receiveShadow />
      <BarModules />
      <ScenePlaces />
      <OrbitControls makeDefault enableDamping={false} maxPolarAngle={Math.PI / 2 - 0.05} />
      <BarCameraRig />
    </Canvas>
  );
}
