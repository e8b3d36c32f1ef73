import type { Floor, Skybox } from '@bar/domain/document';
import type { Bounds } from '@bar/layout/pieces/types';
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type DirectionalLight, MeshStandardMaterial, PlaneGeometry, PMREMGenerator } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { backdropTexture } from './backdrops.ts';
import { FLOOR_TILE_METRES, floorTexture } from './floorTextures.ts';

const floorGeometry = new PlaneGeometry(1, 1);

/** The chosen floor, wide enough for the bar, its texture repeated at the material's real scale. */
function FloorPlane({ floor, bounds }: { floor: Floor; bounds: Bounds }) {
  const size = Math.max(40, bounds.radius * 8);
  const material = useMemo(() => new MeshStandardMaterial({ roughness: 0.9, metalness: 0 }), []);
  useEffect(() => () => material.dispose(), [material]);
  useLayoutEffect(() => {
    const texture = floorTexture(floor);
    material.map = texture;
    if (texture) texture.repeat.set(size / FLOOR_TILE_METRES[floor], size / FLOOR_TILE_METRES[floor]);
    material.needsUpdate = true;
  }, [floor, size, material]);
  return (
    <mesh
      geometry={floorGeometry}
      material={material}
      rotation-x={-Math.PI / 2}
      position={[bounds.center[0], 0, bounds.center[1]]}
      scale={[size, size, 1]}
      receiveShadow
      name="floor"
    />
  );
}

/** Background colour, or the painted panorama of the chosen scene. */
function Backdrop({ skybox, color }: { skybox: Skybox; color: string }) {
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => {
    scene.background = backdropTexture(skybox) ?? new Color(color);
    invalidate();
  }, [scene, skybox, color, invalidate]);
  return null;
}

/** Soft image-based light from three's RoomEnvironment (generated, not downloaded). */
function RoomLight() {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const generator = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    const environment = generator.fromScene(room, 0.04).texture;
    scene.environment = environment;
    scene.environmentIntensity = 0.55;
    room.dispose();
    invalidate();
    return () => {
      scene.environment = null;
      environment.dispose();
      generator.dispose();
    };
  }, [gl, scene, invalidate]);
  return null;
}

/** A sun from the north-east whose shadow camera covers the whole bar. */
function Sun({ bounds }: { bounds: Bounds }) {
  const light = useRef<DirectionalLight>(null);
  const [cx, cz] = bounds.center;
  const reach = bounds.radius + 2;
  useLayoutEffect(() => {
    const sun = light.current;
    if (!sun) return;
    sun.target.position.set(cx, 0, cz);
    sun.target.updateMatrixWorld();
    const camera = sun.shadow.camera;
    camera.left = -reach;
    camera.right = reach;
    camera.top = reach;
    camera.bottom = -reach;
    camera.near = 0.5;
    camera.far = reach * 4 + 20;
    camera.updateProjectionMatrix();
    sun.shadow.needsUpdate = true;
  }, [cx, cz, reach]);
  return (
    <directionalLight
      ref={light}
      position={[cx + reach * 0.8, reach * 1.6 + 6, cz - reach * 1.1]}
      intensity={1.7}
      castShadow
      shadow-mapSize={[2048, 2048]}
      shadow-bias={-0.0004}
      shadow-normalBias={0.02}
      shadow-radius={4}
    />
  );
}

type Props = { floor: Floor; skybox: Skybox; backgroundColor: string; bounds: Bounds };

export function SceneEnvironment({ floor, skybox, backgroundColor, bounds }: Props) {
  return (
    <>
      <Backdrop skybox={skybox} color={backgroundColor} />
      <RoomLight />
      <hemisphereLight args={['#ffffff', '#8d7a66', 0.55]} />
      <Sun bounds={bounds} />
      <FloorPlane floor={floor} bounds={bounds} />
    </>
  );
}
