import type { Floor, Skybox } from '@bar/domain/document';
import type { Bounds } from '@bar/layout/pieces/types';
import { ContactShadows } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type CanvasTexture,
  Color,
  type DirectionalLight,
  MeshStandardMaterial,
  NoColorSpace,
  PlaneGeometry,
  PMREMGenerator,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { boxOf } from '../orbit.ts';
import { backdropTexture } from './backdrops.ts';
import { FLOOR_TILE_METRES, floorTexture } from './floorTextures.ts';
import { paintedTexture } from './paintedTexture.ts';

const floorGeometry = new PlaneGeometry(1, 1);

/** Opaque in the middle, fading to nothing at the rim: the floor melts into the background. */
function fadeTexture(): CanvasTexture | null {
  const texture = paintedTexture(256, 256, (context) => {
    const gradient = context.createRadialGradient(128, 128, 0, 128, 128, 128);
    gradient.addColorStop(0, '#ffffff');
    gradient.addColorStop(0.3, '#ffffff');
    gradient.addColorStop(0.6, '#8c8c8c');
    gradient.addColorStop(0.82, '#262626');
    gradient.addColorStop(1, '#000000');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 256, 256);
  });
  if (texture) texture.colorSpace = NoColorSpace;
  return texture;
}

const fade = fadeTexture();

/** Radius of the visible floor round the bar, metres: a generous room, then nothing. */
export function floorReach(bounds: Bounds): number {
  return Math.max(9, bounds.radius * 2.6);
}

/** The chosen floor at its real scale, round the bar, fading softly into the background. */
function FloorPlane({ floor, bounds }: { floor: Floor; bounds: Bounds }) {
  const size = floorReach(bounds) * 2;
  const material = useMemo(
    () =>
      new MeshStandardMaterial({
        roughness: 0.85,
        metalness: 0,
        alphaMap: fade,
        transparent: true,
        depthWrite: true,
      }),
    [],
  );
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
      renderOrder={-1}
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

/** Soft image-based light from three's RoomEnvironment (generated on the GPU, nothing downloaded). */
function RoomLight() {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    const generator = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    const environment = generator.fromScene(room, 0.04).texture;
    scene.environment = environment;
    scene.environmentIntensity = 0.75;
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

/**
 * One soft key light from the north-east, high, whose shadow camera covers the whole bar. Its
 * shadow map is drawn again only when the bar changes (`version`), not on every frame: the light
 * does not move with the camera.
 */
function KeyLight({ bounds, version }: { bounds: Bounds; version: unknown }) {
  const light = useRef<DirectionalLight>(null);
  const gl = useThree((state) => state.gl);
  const [cx, cz] = bounds.center;
  const reach = bounds.radius + 2;
  useLayoutEffect(() => {
    gl.shadowMap.autoUpdate = false;
    return () => {
      gl.shadowMap.autoUpdate = true;
    };
  }, [gl]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the bar redraws the shadow map
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
    sun.shadow.intensity = 0.75;
    gl.shadowMap.needsUpdate = true;
  }, [cx, cz, reach, gl, version]);
  return (
    <directionalLight
      ref={light}
      position={[cx + reach * 0.7, reach * 1.8 + 6, cz - reach * 1.2]}
      intensity={1.6}
      color="#fff6ea"
      castShadow
      shadow-mapSize={[2048, 2048]}
      shadow-bias={-0.0004}
      shadow-normalBias={0.02}
      shadow-radius={6}
    />
  );
}

/**
 * Soft contact shadows under the bar: drawn once when the bar changes (frames 1, a new key each
 * change), then reused by every frame.
 */
function GroundShadow({ bounds, version }: { bounds: Bounds; version: number }) {
  const box = boxOf(bounds);
  const width = box.max[0] - box.min[0] + 1.2;
  const depth = box.max[2] - box.min[2] + 1.2;
  const invalidate = useThree((state) => state.invalidate);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version asks for a new frame
  useEffect(() => invalidate(), [version, invalidate]);
  return (
    <ContactShadows
      key={version}
      frames={1}
      position={[(box.min[0] + box.max[0]) / 2, 0.003, (box.min[2] + box.max[2]) / 2]}
      scale={[width, depth]}
      resolution={512}
      blur={2.2}
      far={Math.max(0.8, box.max[1] * 0.6)}
      opacity={0.55}
      color="#1d1a16"
    />
  );
}

type Props = { floor: Floor; skybox: Skybox; backgroundColor: string; bounds: Bounds; version: number };

/** Floor, background, image-based light, the key light and the contact shadows. */
export function SceneEnvironment({ floor, skybox, backgroundColor, bounds, version }: Props) {
  return (
    <>
      <Backdrop skybox={skybox} color={backgroundColor} />
      <RoomLight />
      <hemisphereLight args={['#ffffff', '#8d7a66', 0.35]} />
      <KeyLight bounds={bounds} version={version} />
      <FloorPlane floor={floor} bounds={bounds} />
      <GroundShadow bounds={bounds} version={version} />
    </>
  );
}
