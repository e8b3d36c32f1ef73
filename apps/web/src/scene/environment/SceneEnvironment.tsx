import type { Floor, Skybox } from '@bar/domain/document';
import type { Bounds } from '@bar/layout/pieces/types';
import { ContactShadows } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type CanvasTexture,
  Color,
  type DirectionalLight,
  HalfFloatType,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  MeshStandardMaterial,
  NoColorSpace,
  PlaneGeometry,
  PMREMGenerator,
  type Texture,
  WebGLCubeRenderTarget,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { GroundedSkybox } from 'three/examples/jsm/objects/GroundedSkybox.js';
import { studioLightApplied } from '../frameState.ts';
import { boxOf } from '../orbit.ts';
import { FLOOR_TILE_METRES, floorTexture } from './floorTextures.ts';
import { paintedTexture } from './paintedTexture.ts';
import { type Panorama, PHOTO_SCENE_LOOK, type PhotoScene, photoPanorama } from './photoEnvironments.ts';

const floorGeometry = new PlaneGeometry(1, 1);

/** Radius of the photographed surroundings, metres: beyond any camera distance the orbit allows. */
const BACKDROP_RADIUS = 150;

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
        // The light is strong enough for the bar's colours to show as their swatches; the floor's
        // texture is toned down by as much, so it stays the floor it was.
        color: 0xd4d4d4,
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

const roomLights = new WeakMap<WebGLRenderer, Texture>();

/**
 * The soft studio light of three's RoomEnvironment for `renderer`, made on the GPU once per
 * renderer (it goes with the renderer's context). `BarScene` makes it in a task of its own once the
 * bar is on the canvas, not in the task of the scene's first commit.
 */
export function roomLight(renderer: WebGLRenderer): Texture {
  const known = roomLights.get(renderer);
  if (known) return known;
  const generator = new PMREMGenerator(renderer);
  const room = new RoomEnvironment();
  const texture = generator.fromScene(room, 0.04).texture;
  room.dispose();
  generator.dispose();
  roomLights.set(renderer, texture);
  return texture;
}

/** The face size three's `PMREMGenerator` gives the studio light, and its roughest level's (2^3). */
const STUDIO_LIGHT_SIZE = 256;
const ROUGHEST_LEVEL_SIZE = 8;

/**
 * The even light (linear radiance, the same from every side) that stands in for the studio light
 * until it is made: about what the studio gives a matt surface, so that the bar's colours read the
 * same in the first frame; metal reflects an even grey until the studio light is there.
 */
const STAND_IN_RADIANCE = 0.8;

const evenLights = new WeakMap<WebGLRenderer, Texture>();

/**
 * The stand-in for the studio light: a prefiltered cube map of the studio light's shape (face size
 * and levels) that every level of is cleared to one colour. Materials compiled for it are the ones
 * the studio light needs (three keys its programs by the light's size and levels, not its pixels),
 * so the studio light, once made, changes no program; and clearing 36 images costs the GPU next to
 * nothing, where prefiltering the studio light costs seconds in software WebGL.
 */
export function evenLight(renderer: WebGLRenderer): Texture {
  const known = evenLights.get(renderer);
  if (known) return known;
  const target = new WebGLCubeRenderTarget(STUDIO_LIGHT_SIZE, {
    minFilter: LinearMipmapLinearFilter,
    generateMipmaps: false,
    type: HalfFloatType,
    colorSpace: LinearSRGBColorSpace,
    depthBuffer: false,
  });
  // Each level is listed by its size only, as three's PMREMGenerator lists them (the renderer
  // allocates them; the typings expect images).
  const levels = target.texture.mipmaps as unknown as { width: number; height: number }[];
  for (let size = STUDIO_LIGHT_SIZE; size >= ROUGHEST_LEVEL_SIZE; size /= 2) levels.push({ width: size, height: size });
  target.texture.name = 'PMREM';
  target.texture.isPMREMTexture = true;
  const previousTarget = renderer.getRenderTarget();
  const previousColor = renderer.getClearColor(new Color());
  const previousAlpha = renderer.getClearAlpha();
  // Set while the target is bound, so that the colour is taken as linear (not the canvas's sRGB).
  renderer.setRenderTarget(target, 0, 0);
  renderer.setClearColor(new Color(STAND_IN_RADIANCE, STAND_IN_RADIANCE, STAND_IN_RADIANCE), 1);
  target.texture.mipmaps.forEach((_, level) => {
    for (let face = 0; face < 6; face++) {
      renderer.setRenderTarget(target, face, level);
      renderer.clear(true, false, false);
    }
  });
  renderer.setRenderTarget(previousTarget);
  renderer.setClearColor(previousColor, previousAlpha);
  evenLights.set(renderer, target.texture);
  return target.texture;
}

/** The direct lights beside the image-based light: the key light and the hemisphere light. */
type Light = { keyLight: number; hemisphere: number };

/**
 * Strength of the studio light, with the key light's strength and place below, chosen with
 * `bench/swatchColours.ts`: with 0.75 and a key light of 1.6 from high above, a front panel in
 * traffic white showed as light grey (#c8c9c1 for #f7fbf5, ΔE00 11; median of ten RAL colours 10.3);
 * now ΔE00 2.5 for it, median 2.3 (docs/look.md).
 */
const ROOM_ENVIRONMENT_INTENSITY = 0.9;

const ROOM_LIGHT: Light = { keyLight: 3.2, hemisphere: 0.25 };

type ShownPhoto = { scene: PhotoScene; panorama: Panorama };

/** The panorama of `skybox` once it has loaded (null for no scene, while loading, or if it failed). */
function useShownPhoto(skybox: Skybox): ShownPhoto | null {
  const [photo, setPhoto] = useState<ShownPhoto | null>(null);
  useEffect(() => {
    if (skybox === 'off') return;
    let current = true;
    photoPanorama(skybox).then(
      (panorama) => current && setPhoto({ scene: skybox, panorama }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [skybox]);
  return skybox !== 'off' && photo?.scene === skybox ? photo : null;
}

/**
 * The bar's surroundings and the light they give: the background colour and soft image-based light
 * from three's RoomEnvironment (generated on the GPU once the bar is on the canvas, an even light
 * standing in until then) when no background scene is chosen; for a
 * scene, its photographed panorama, projected so that its ground lies on the floor round the bar,
 * lights and is reflected by the bar. Until the panorama has loaded (its own chunk, once per page),
 * the room light and the background colour stand in.
 */
function Surroundings({
  shown,
  color,
  studioLight,
}: {
  shown: ShownPhoto | null;
  color: string;
  studioLight: Texture | null;
}) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);
  const latestStudioLight = useRef(studioLight);
  latestStudioLight.current = studioLight;

  useLayoutEffect(() => {
    scene.background = new Color(color);
    invalidate();
  }, [scene, color, invalidate]);

  // Before the first frame (a layout effect): the scene's shaders are compiled ahead of it (see
  // `compileWithoutBlocking`) and depend on the environment, so it must be there by then.
  useLayoutEffect(() => {
    let photoLight: { generator: PMREMGenerator; texture: Texture } | null = null;
    let backdrop: GroundedSkybox | null = null;
    if (shown) {
      const look = PHOTO_SCENE_LOOK[shown.scene];
      const generator = new PMREMGenerator(gl);
      photoLight = { generator, texture: generator.fromEquirectangular(shown.panorama.light).texture };
      scene.environmentIntensity = look.environmentIntensity;
      scene.environmentRotation.set(0, look.turn, 0);
      backdrop = new GroundedSkybox(shown.panorama.background, look.cameraHeight, BACKDROP_RADIUS);
      backdrop.name = 'backdrop';
      backdrop.position.y = look.cameraHeight - 0.002;
      backdrop.rotation.y = look.turn;
      backdrop.renderOrder = -2;
      backdrop.material.color.setScalar(look.backgroundIntensity);
      scene.add(backdrop);
    } else {
      scene.environmentIntensity = ROOM_ENVIRONMENT_INTENSITY;
      scene.environmentRotation.set(0, 0, 0);
    }
    scene.environment = photoLight?.texture ?? latestStudioLight.current ?? evenLight(gl);
    scene.userData.environment = shown ? shown.scene : 'room';
    invalidate();
    return () => {
      scene.environment = null;
      if (backdrop) {
        scene.remove(backdrop);
        backdrop.geometry.dispose();
        backdrop.material.dispose();
      }
      photoLight?.texture.dispose();
      photoLight?.generator.dispose();
    };
  }, [gl, scene, shown, invalidate]);

  // The studio light once it is made: it lights the bar unless a background scene's panorama does.
  useLayoutEffect(() => {
    if (!studioLight) return;
    if (!shown) scene.environment = studioLight;
    studioLightApplied(gl);
    invalidate();
  }, [gl, scene, shown, studioLight, invalidate]);
  return null;
}

/**
 * One soft key light from the north-east, high, whose shadow camera covers the whole bar. Its
 * shadow map is drawn again only when the bar changes (`version`), not on every frame: the light
 * does not move with the camera.
 */
function KeyLight({ bounds, version, intensity }: { bounds: Bounds; version: unknown; intensity: number }) {
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
      position={[cx + reach * 0.7, reach * 1.4 + 4, cz - reach * 2.2]}
      intensity={intensity}
      color="#fffaf3"
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
 * change), then reused by every frame. Drawn again only then: drei's `ContactShadows` counts its
 * frames afresh on every render of its own, so a render of the view around it (a camera move, a tab
 * change) would draw the whole bar into it once more; it is kept from re-rendering (`memo`, numbers
 * as props) unless the bar or its place changes.
 */
const GroundShadow = memo(function GroundShadow({
  x,
  z,
  width,
  depth,
  far,
  version,
}: {
  x: number;
  z: number;
  width: number;
  depth: number;
  far: number;
  version: number;
}) {
  const invalidate = useThree((state) => state.invalidate);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version asks for a new frame
  useEffect(() => invalidate(), [version, invalidate]);
  return (
    <ContactShadows
      key={version}
      frames={1}
      position={[x, 0.003, z]}
      scale={[width, depth]}
      resolution={512}
      blur={2.2}
      far={far}
      opacity={0.55}
      color="#1d1a16"
    />
  );
});

/** Where the contact shadows lie under the bar, as numbers (see `GroundShadow`). */
function groundShadowPlace(bounds: Bounds) {
  const box = boxOf(bounds);
  return {
    x: (box.min[0] + box.max[0]) / 2,
    z: (box.min[2] + box.max[2]) / 2,
    width: box.max[0] - box.min[0] + 1.2,
    depth: box.max[2] - box.min[2] + 1.2,
    far: Math.max(0.8, box.max[1] * 0.6),
  };
}

type Props = {
  floor: Floor;
  skybox: Skybox;
  backgroundColor: string;
  bounds: Bounds;
  version: number;
  /** The studio light once it is made (`roomLight`), null until then. */
  studioLight: Texture | null;
};

/** Floor, background (colour or a photographed scene), image-based light, the key light and the contact shadows. */
export function SceneEnvironment({ floor, skybox, backgroundColor, bounds, version, studioLight }: Props) {
  const shown = useShownPhoto(skybox);
  const light: Light = shown ? { keyLight: PHOTO_SCENE_LOOK[shown.scene].keyLight, hemisphere: 0.12 } : ROOM_LIGHT;
  return (
    <>
      <Surroundings shown={shown} color={backgroundColor} studioLight={studioLight} />
      <hemisphereLight args={['#ffffff', '#8d7a66', light.hemisphere]} />
      <KeyLight bounds={bounds} version={version} intensity={light.keyLight} />
      <FloorPlane floor={floor} bounds={bounds} />
      <GroundShadow {...groundShadowPlace(bounds)} version={version} />
    </>
  );
}
