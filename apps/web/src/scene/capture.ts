import { MAX_UPLOAD_BYTES } from '@bar/contracts/uploads';
import type { Bounds } from '@bar/layout/pieces/types';
import type { RootState } from '@react-three/fiber';
import type { Object3D, PerspectiveCamera, Vector3 } from 'three';
import { cameraFromOrbit, PRESET_ORBITS } from './orbit.ts';

/** The views the PDF shows, named as the API names them. */
export type CapturedViews = { front?: Blob; back?: Blob; perspective?: Blob };

type View = keyof CapturedViews;

const VIEW_PRESETS = [
  ['front', 'front'],
  ['back', 'back'],
  ['perspective', 'threeQuarter'],
] as const;

/** Which views are taken, how wide at most and in which format. */
export type PictureFormat = { views: readonly View[]; maxWidth: number; type: 'image/jpeg' | 'image/png' };

/** The PDF's pictures: wide enough for a sharp A4 picture, small enough to stay far below the upload limit. */
const PDF_FORMAT: PictureFormat = { views: ['front', 'back', 'perspective'], maxWidth: 1600, type: 'image/jpeg' };
/** A preset's thumbnail: the three-quarter view, 640 × 400 like the templates dialog's cards. */
export const THUMBNAIL_FORMAT: PictureFormat = { views: ['perspective'], maxWidth: 640, type: 'image/png' };
/** Width to height of every picture: landscape, as the PDF lays them out, whatever the canvas shape. */
const PICTURE_ASPECT = 1.6;
const JPEG_QUALITY = 0.85;

let capturer: ((format: PictureFormat) => Promise<CapturedViews>) | null = null;

/** Whether a 3D view is on screen to take pictures from. */
export function canCaptureViews(): boolean {
  return capturer !== null;
}

/** Front, back and 3D pictures of the bar as the scene shows it; none when no 3D view is mounted. */
export function captureViews(): Promise<CapturedViews> {
  return capturer ? capturer(PDF_FORMAT) : Promise.resolve({});
}

/** The three-quarter view as a PNG thumbnail (THUMBNAIL_FORMAT); null when no 3D view is mounted. */
export async function captureThumbnail(): Promise<Blob | null> {
  if (!capturer) return null;
  return (await capturer(THUMBNAIL_FORMAT)).perspective ?? null;
}

function encode(canvas: HTMLCanvasElement, type: PictureFormat['type']): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
}

type Region = { x: number; y: number; width: number; height: number };

/**
 * Copies `region` of the drawn frame (synchronously, before anything draws again) into a canvas of
 * at most `width` pixels.
 */
function copyFrame(source: HTMLCanvasElement, width: number, region?: Region): HTMLCanvasElement {
  const from = region ?? { x: 0, y: 0, width: source.width, height: source.height };
  const scale = Math.min(1, width / from.width);
  const copy = document.createElement('canvas');
  copy.width = Math.max(1, Math.round(from.width * scale));
  copy.height = Math.max(1, Math.round(from.height * scale));
  copy.getContext('2d')?.drawImage(source, from.x, from.y, from.width, from.height, 0, 0, copy.width, copy.height);
  return copy;
}

/** Selection outline and places: aids for editing that the pictures leave out. */
function hideEditingAids(root: Object3D): Object3D[] {
  const hidden: Object3D[] = [];
  root.traverse((object) => {
    if (object.visible && (object.userData.editorOnly === true || 'placeKey' in object.userData)) {
      object.visible = false;
      hidden.push(object);
    }
  });
  return hidden;
}

/** The largest landscape rectangle of the picture aspect at the canvas's top left, in CSS pixels. */
function pictureViewport(width: number, height: number): { width: number; height: number } {
  const pictureWidth = Math.min(width, height * PICTURE_ASPECT);
  return { width: pictureWidth, height: pictureWidth / PICTURE_ASPECT };
}

/** Encodes the frame, halving its size until it fits the upload limit. */
async function toUploadableBlob(frame: HTMLCanvasElement, type: PictureFormat['type']): Promise<Blob | undefined> {
  let canvas = frame;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const blob = await encode(canvas, type);
    if (!blob) return undefined;
    if (blob.size <= MAX_UPLOAD_BYTES) return blob;
    canvas = copyFrame(canvas, Math.round(canvas.width / 2));
  }
  return undefined;
}

type Controls = { target: Vector3; update: () => void };

/** Makes `capture` the one that captureViews uses, until the returned function unregisters it. */
export function registerCapturer(capture: (format: PictureFormat) => Promise<CapturedViews>): () => void {
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
export async function captureFromScene(
  state: RootState,
  bounds: Bounds,
  format: PictureFormat,
): Promise<CapturedViews> {
  const { gl, scene, camera, size, invalidate } = state;
  const controls = state.controls as unknown as Controls | null;
  const position = camera.position.clone();
  const quaternion = camera.quaternion.clone();
  const target = controls?.target.clone();
  const perspective = camera as PerspectiveCamera;
  const aspect = perspective.aspect;
  const viewport = pictureViewport(size.width, size.height);
  // The viewport is given in CSS pixels from the bottom left; the copy reads device pixels from the top left.
  const ratio = gl.domElement.width / Math.max(1, size.width);
  const region: Region = {
    x: 0,
    y: gl.domElement.height - Math.round(viewport.height * ratio),
    width: Math.round(viewport.width * ratio),
    height: Math.round(viewport.height * ratio),
  };
  const hidden = hideEditingAids(scene);
  const frames: [View, HTMLCanvasElement][] = [];
  try {
    perspective.aspect = PICTURE_ASPECT;
    perspective.updateProjectionMatrix();
    gl.setViewport(0, 0, viewport.width, viewport.height);
    for (const [view, preset] of VIEW_PRESETS) {
      if (!format.views.includes(view)) continue;
      const pose = cameraFromOrbit(PRESET_ORBITS[preset], bounds, PICTURE_ASPECT);
      camera.position.set(...pose.position);
      camera.lookAt(...pose.target);
      camera.updateMatrixWorld();
      gl.render(scene, camera);
      frames.push([view, copyFrame(gl.domElement, format.maxWidth, region)]);
    }
  } finally {
    for (const object of hidden) object.visible = true;
    gl.setViewport(0, 0, size.width, size.height);
    perspective.aspect = aspect;
    perspective.updateProjectionMatrix();
    camera.position.copy(position);
    camera.quaternion.copy(quaternion);
    if (target) controls?.target.copy(target);
    controls?.update();
    invalidate();
  }
  const views: CapturedViews = {};
  for (const [view, frame] of frames) {
    const blob = await toUploadableBlob(frame, format.type);
    if (blob) views[view] = blob;
  }
  return views;
}
