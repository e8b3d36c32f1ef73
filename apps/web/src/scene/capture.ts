import { MAX_UPLOAD_BYTES } from '@bar/contracts/uploads';
import type { Bounds } from '@bar/layout/pieces/types';
import type { RootState } from '@react-three/fiber';
import type { Object3D, PerspectiveCamera, Vector3 } from 'three';
import { cameraFromOrbit, PRESET_ORBITS } from './orbit.ts';
import { maxPictureSide, withPictureBuffer } from './pictureBuffer.ts';

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

/**
 * The PDF's pictures: three side by side on A4, each box 165 pt (2.3 in) wide, so 800 pixels give
 * about 350 dpi; small enough to draw quickly through the effects and to stay far below the
 * upload limit.
 */
const PDF_FORMAT: PictureFormat = { views: ['front', 'back', 'perspective'], maxWidth: 800, type: 'image/jpeg' };
/** A preset's thumbnail: the three-quarter view, 640 × 400 like the templates dialog's cards. */
export const THUMBNAIL_FORMAT: PictureFormat = { views: ['perspective'], maxWidth: 640, type: 'image/png' };
/**
 * A bar's raster picture (its link preview, the PDF's first picture): the three-quarter view framed
 * on the bar, landscape as chats show previews, 1200 pixels wide at most (the width link previews
 * are made for; across an A4 page about 145 dpi; each pixel more is drawn with every effect, which
 * a machine without a graphics card pays for in seconds), JPEG (the view has its background, so
 * nothing needs transparency). A photo (`features/editor/photo`) is the picture in print quality.
 */
const RASTER_FORMAT: PictureFormat = { views: ['perspective'], maxWidth: 1200, type: 'image/jpeg' };
/** Width to height of every picture: landscape, as the PDF lays them out, whatever the canvas shape. */
const PICTURE_ASPECT = 1.6;
const JPEG_QUALITY = 0.85;

type Capturer = (format: PictureFormat) => Promise<CapturedViews>;

let capturer: Capturer | null = null;
const waitingForCapturer = new Set<(capture: Capturer) => void>();

/**
 * Puts a 3D view that is not on screen (the editor's, while the Parts list or Single parts tab is
 * open) where it can draw, out of sight; the returned function takes it away again.
 */
export type CaptureStage = () => () => void;

let stage: CaptureStage | null = null;

/** How long a view set up for pictures may take to draw its first frame (software WebGL is slow). */
export const STAGED_VIEW_TIMEOUT_MS = 60_000;

/** Whether pictures can be taken: a 3D view is drawn, or one can be set up for them. */
export function canCaptureViews(): boolean {
  return capturer !== null || stage !== null;
}

function nextCapturer(timeoutMs: number): Promise<Capturer | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waitingForCapturer.delete(found);
      resolve(null);
    }, timeoutMs);
    const found = (capture: Capturer) => {
      clearTimeout(timer);
      waitingForCapturer.delete(found);
      resolve(capture);
    };
    waitingForCapturer.add(found);
  });
}

/**
 * Takes pictures with the drawn 3D view; when none has been drawn yet, the stage sets one up out of
 * sight and takes it away afterwards. `none` when neither can be had.
 */
async function withCapturer<T>(take: (capture: Capturer) => Promise<T>, none: T): Promise<T> {
  if (capturer) return take(capturer);
  if (!stage) return none;
  const arrived = nextCapturer(STAGED_VIEW_TIMEOUT_MS);
  const takeAway = stage();
  try {
    const capture = capturer ?? (await arrived);
    return capture ? await take(capture) : none;
  } finally {
    takeAway();
  }
}

/** Front, back and 3D pictures of the bar, drawn as the 3D view draws it; none when no view can be had. */
export function captureViews(): Promise<CapturedViews> {
  return withCapturer((capture) => capture(PDF_FORMAT), {});
}

/** The three-quarter view as a PNG thumbnail (THUMBNAIL_FORMAT); null when no view can be had. */
export function captureThumbnail(): Promise<Blob | null> {
  return withCapturer(async (capture) => (await capture(THUMBNAIL_FORMAT)).perspective ?? null, null);
}

/** The bar's raster picture (RASTER_FORMAT); null when no view can be had. */
export function captureRaster(): Promise<Blob | null> {
  return withCapturer(async (capture) => (await capture(RASTER_FORMAT)).perspective ?? null, null);
}

/** Makes `show` the stage captureViews uses when no view is drawn, until the returned function unregisters it. */
export function registerCaptureStage(show: CaptureStage): () => void {
  stage = show;
  return () => {
    if (stage === show) stage = null;
  };
}

function encode(canvas: HTMLCanvasElement, type: PictureFormat['type']): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
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
export function registerCapturer(capture: Capturer): () => void {
  capturer = capture;
  for (const found of [...waitingForCapturer]) found(capture);
  return () => {
    if (capturer === capture) capturer = null;
  };
}

/**
 * Draws each view once with the preset's camera, with the view's effects, into a drawing buffer of
 * the picture's size (see `withPictureBuffer`) and copies it at once; the user's camera is then put
 * back. The camera store is not used, so the bar's saved orbit settings stay as they were and the
 * user never sees the camera jump.
 */
export async function captureFromScene(
  state: RootState,
  bounds: Bounds,
  format: PictureFormat,
): Promise<CapturedViews> {
  const { scene, camera } = state;
  const controls = state.controls as unknown as Controls | null;
  const perspective = camera as PerspectiveCamera;
  const width = Math.min(format.maxWidth, maxPictureSide(state));
  const height = Math.max(1, Math.round(width / PICTURE_ASPECT));
  const frames: [View, HTMLCanvasElement][] = [];
  withPictureBuffer(state, width, height, (draw) => {
    const position = camera.position.clone();
    const quaternion = camera.quaternion.clone();
    const target = controls?.target.clone();
    const aspect = perspective.aspect;
    const hidden = hideEditingAids(scene);
    try {
      perspective.aspect = PICTURE_ASPECT;
      perspective.updateProjectionMatrix();
      for (const [view, preset] of VIEW_PRESETS) {
        if (!format.views.includes(view)) continue;
        const pose = cameraFromOrbit(PRESET_ORBITS[preset], bounds, PICTURE_ASPECT);
        camera.position.set(...pose.position);
        camera.lookAt(...pose.target);
        camera.updateMatrixWorld();
        draw(() => frames.push([view, copyFrame(state.gl.domElement, format.maxWidth)]));
      }
    } finally {
      for (const object of hidden) object.visible = true;
      perspective.aspect = aspect;
      perspective.updateProjectionMatrix();
      camera.position.copy(position);
      camera.quaternion.copy(quaternion);
      if (target) controls?.target.copy(target);
      controls?.update();
    }
  });
  const views: CapturedViews = {};
  for (const [view, frame] of frames) {
    const blob = await toUploadableBlob(frame, format.type);
    if (blob) views[view] = blob;
  }
  return views;
}
