import type { Bounds } from '@bar/layout/pieces/types';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Camera, InstancedMesh, Mesh, Object3D } from 'three';
import { Vector3 } from 'three';
import { isFrameShown, isLastFrameAtRest, isPreparingFrame, preparingWhy } from './frameState.ts';
import { boxOf, type CameraPreset } from './orbit.ts';
import { pictureCounts } from './pictureBuffer.ts';

/** Where the bar's box lies on the canvas, in shares of its width and height from the top left. */
export type ProjectedRect = { left: number; right: number; top: number; bottom: number };

export type SceneInfo = {
  /** Draw calls, triangles, points and lines of the last rendered frame (shadow passes included). */
  calls: number;
  triangles: number;
  points: number;
  lines: number;
  /**
   * Triangles of the visible meshes of the scene (instances counted), whatever passes the last
   * frame ran: the renderer's `triangles` also counts shadow, contact-shadow and effect passes,
   * which run only on some frames.
   */
  sceneTriangles: number;
  /** Renderer's count of render() calls, including off-screen ones (environment generation). */
  frame: number;
  /**
   * Frames this scene has drawn on screen since it was mounted (a new tab's view starts at 0); stays
   * put while nothing changes (frameloop "demand").
   */
  frames: number;
  /**
   * Whether the last frame was the view at rest, with every effect; frames while the view changes
   * are drawn without occlusion and anti-aliasing, at a lower resolution.
   */
  atRest: boolean;
  /**
   * Whether a frame is being prepared that is not on the canvas yet (shaders compiling, the view at
   * rest drawn offscreen): the view is settled once no frame is drawn and this is false.
   */
  preparing: boolean;
  /** What the frame being prepared waits for (stage, rest timer, studio light), for a failing test to say. */
  preparingWhy: string;
  /** Pictures taken (Save image, the PDF's views, thumbnails) with the view's effects, and plain. */
  pictures: { effects: number; plain: number };
  /** The bar's box (or the ghost of an empty bar) as the camera sees it now. */
  barRect: ProjectedRect;
  /** What lights the bar now: "room" (no background scene, or its panorama still loading) or the scene shown. */
  environment: string;
  /** Where the camera is, as the orbit settings count it round its target. */
  camera: CameraPlace;
};

/**
 * The camera round its target: azimuth in degrees (0 south, the bartender's side; ±180 north, the
 * customers'), elevation in degrees above the horizon, distance in metres.
 */
export type CameraPlace = { azimuth: number; elevation: number; distance: number };

/** Which parts of the bar are shown. */
export type SceneVisibility = { showFront: boolean; showBack: boolean; showBrandings: boolean };

/** The view's controls the probe hands to browser tests and benchmarks; nothing is saved. */
export type SceneViewControls = {
  setVisibility: (patch: Partial<SceneVisibility>) => void;
  requestCamera: (preset: CameraPreset) => void;
};

declare global {
  interface Window {
    /** Rendering figures for benchmarks and browser tests. */
    __barScene?: { info: () => SceneInfo };
    /** View controls (visibility, camera presets) for browser tests and benchmarks; nothing is saved. */
    __barView?: SceneViewControls;
  }
}

const corner = new Vector3();

/** The eight corners of the box projected with the camera, as shares of the canvas. */
export function projectedRect(bounds: Bounds, camera: Camera): ProjectedRect {
  const box = boxOf(bounds);
  const rect = { left: 1, right: 0, top: 1, bottom: 0 };
  camera.updateMatrixWorld();
  for (let index = 0; index < 8; index++) {
    corner.set(
      index & 1 ? box.max[0] : box.min[0],
      index & 2 ? box.max[1] : box.min[1],
      index & 4 ? box.max[2] : box.min[2],
    );
    corner.project(camera);
    const x = (corner.x + 1) / 2;
    const y = (1 - corner.y) / 2;
    rect.left = Math.min(rect.left, x);
    rect.right = Math.max(rect.right, x);
    rect.top = Math.min(rect.top, y);
    rect.bottom = Math.max(rect.bottom, y);
  }
  return rect;
}

/** Triangles of the visible meshes under `root`, each instance of an instanced mesh counted. */
export function visibleTriangles(root: Object3D): number {
  let total = 0;
  root.traverseVisible((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const vertices = mesh.geometry.index?.count ?? mesh.geometry.getAttribute('position')?.count ?? 0;
    const instances = (mesh as InstancedMesh).isInstancedMesh ? (mesh as InstancedMesh).count : 1;
    total += Math.floor(vertices / 3) * instances;
  });
  return total;
}

/** The camera's place round the orbit's target (the point it looks at when there are no controls). */
export function cameraPlace(camera: Camera, target: { x: number; y: number; z: number }): CameraPlace {
  const x = camera.position.x - target.x;
  const y = camera.position.y - target.y;
  const z = camera.position.z - target.z;
  const distance = Math.hypot(x, y, z);
  return {
    azimuth: (Math.atan2(x, z) * 180) / Math.PI,
    elevation: (Math.asin(distance > 0 ? y / distance : 0) * 180) / Math.PI,
    distance,
  };
}

const origin = new Vector3();

/**
 * Counts rendered frames (without allocating) and exposes the renderer's figures and the given view
 * controls on window while the scene is mounted.
 */
export function SceneProbe({ viewControls, bounds }: { viewControls: SceneViewControls; bounds: Bounds }) {
  const gl = useThree((state) => state.gl);
  const get = useThree((state) => state.get);
  const latestBounds = useRef(bounds);
  latestBounds.current = bounds;
  const frames = useRef(0);
  // After the effects: a frame in which they drew nothing on the canvas (shaders still compiling, the
  // view at rest drawn offscreen) is no frame.
  useFrame(() => {
    if (isFrameShown(gl)) frames.current += 1;
  }, 2);
  useEffect(() => {
    window.__barScene = {
      info: () => ({
        ...gl.info.render,
        sceneTriangles: visibleTriangles(get().scene),
        frames: frames.current,
        atRest: isLastFrameAtRest(gl),
        preparing: isPreparingFrame(gl),
        preparingWhy: preparingWhy(gl),
        pictures: { ...pictureCounts },
        barRect: projectedRect(latestBounds.current, get().camera),
        environment: String(get().scene.userData.environment ?? 'room'),
        camera: cameraPlace(get().camera, (get().controls as { target?: Vector3 } | null)?.target ?? origin),
      }),
    };
    window.__barView = viewControls;
    return () => {
      delete window.__barScene;
      delete window.__barView;
    };
  }, [gl, get, viewControls]);
  return null;
}
