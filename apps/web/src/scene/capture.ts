import { MAX_UPLOAD_BYTES } from '@bar/contracts/uploads';
import type { RootState } from '@react-three/fiber';
import type { Vector3 } from 'three';
import type { Bounds } from './layout/types.ts';
import { cameraFromOrbit, PRESET_ORBITS } from './orbit.ts';

/** The views the PDF shows, named as the API names them. */
export type CapturedViews = { front?: Blob; back?: Blob; perspective?: Blob };

const VIEW_PRESETS = [
  ['front', 'front'],
  ['back', 'back'],
  ['perspective', 'threeQuarter'],
] as const;

/** Wide enough for a sharp A4 picture, small enough to stay far below the upload limit. */
const MAX_WIDTH = 1600;
const JPEG_QUALITY = 0.85;

let capturer: (() => Promise<CapturedViews>) | null = null;

/** Whether a 3D view is on screen to take pictures from. */
export function canCaptureViews(): boolean {
  return capturer !== null;
}

/** Front, back and 3D pictures of the bar as the scene shows it; none when no 3D view is mounted. */
export function captureViews(): Promise<CapturedViews> {
  return capturer ? capturer() : Promise.resolve({});
}

function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** Copies the drawn frame (synchronously, before anything draws again) into a canvas of at most `width` pixels. */
function copyFrame(source: HTMLCanvasElement, width: number): HTMLCanvasElement {
  const scale = Math.min(1, width / source.width);
  const copy = document.createElement('canvas');
  copy.width = Math.max(1, Math.round(source.width * scale));
  copy.height = Math.max(1, Math.round(source.height * scale));
  copy.getContext('2d')?.drawImage(source, 0, 0, copy.width, copy.height);
  return copy;
}

/** Encodes the frame as JPEG, halving its size until it fits the upload limit. */
async function toUploadableBlob(frame: HTMLCanvasElement): Promise<Blob | undefined> {
  let canvas = frame;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const blob = await encode(canvas);
    if (!blob) return undefined;
    if (blob.size <= MAX_UPLOAD_BYTES) return blob;
    canvas = copyFrame(canvas, Math.round(canvas.width / 2));
  }
  return undefined;
}

type Controls = { target: Vector3; update: () => void };

/** Makes `capture` the one that captureViews uses, until the returned function unregisters it. */
export function registerCapturer(capture: () => Promise<CapturedViews>): () => void {
  capturer = capture;
  return () => {
    if (capturer === capture) capturer = null;
  };
}

/**
 * Draws each view once with the preset's camera and copies it at once; the user's camera is then
 * put back. The camera store is not used, so the bar's saved orbit settings stay as they were and
 * the user never sees the camera jump.
 */
export async function captureFromScene(state: RootState, bounds: Bounds): Promise<CapturedViews> {
  const { gl, scene, camera, size, invalidate } = state;
  const controls = state.controls as unknown as Controls | null;
  const position = camera.position.clone();
  const quaternion = camera.quaternion.clone();
  const target = controls?.target.clone();
  const aspect = size.width / Math.max(1, size.height);
  const frames: [keyof CapturedViews, HTMLCanvasElement][] = [];
  try {
    for (const [view, preset] of VIEW_PRESETS) {
      const pose = cameraFromOrbit(PRESET_ORBITS[preset], bounds, aspect);
      camera.position.set(...pose.position);
      camera.lookAt(...pose.target);
      camera.updateMatrixWorld();
      gl.render(scene, camera);
      frames.push([view, copyFrame(gl.domElement, MAX_WIDTH)]);
    }
  } finally {
    camera.position.copy(position);
    camera.quaternion.copy(quaternion);
    if (target) controls?.target.copy(target);
    controls?.update();
    invalidate();
  }
  const views: CapturedViews = {};
  for (const [view, frame] of frames) {
    const blob = await toUploadableBlob(frame);
    if (blob) views[view] = blob;
  }
  return views;
}
