import type { RootState } from '@react-three/fiber';
import type { Object3D, Scene } from 'three';
import { viewPixelSize } from './canvasResolution.ts';
import { maxPictureSide, withPictureBuffer } from './pictureBuffer.ts';

/** How much larger than the view (in device pixels: the canvas at rest) the saved picture is. */
export const IMAGE_SCALE = 2;

/** A picture of the current camera view: with the bar's surroundings, or the bar alone on nothing. */
export type ImageOptions = { background: 'with' | 'transparent' };

type PixelSize = { width: number; height: number };

let imageCapturer: ((options: ImageOptions) => Promise<Blob | null>) | null = null;

/** A PNG of what the 3D view shows, at twice the canvas's resolution; null when no view is mounted. */
export function captureImage(options: ImageOptions): Promise<Blob | null> {
  return imageCapturer ? imageCapturer(options) : Promise.resolve(null);
}

/** Makes `capture` the one that captureImage uses, until the returned function unregisters it. */
export function registerImageCapturer(capture: (options: ImageOptions) => Promise<Blob | null>): () => void {
  imageCapturer = capture;
  return () => {
    if (imageCapturer === capture) imageCapturer = null;
  };
}

/**
 * The picture's size in device pixels: `IMAGE_SCALE` times the canvas's, made smaller (keeping the
 * shape) when a side would pass what the graphics card can draw.
 */
export function imageSize(canvas: PixelSize, maxSide: number): PixelSize {
  const width = Math.max(1, canvas.width) * IMAGE_SCALE;
  const height = Math.max(1, canvas.height) * IMAGE_SCALE;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** Objects the picture leaves out: editing aids always, the floor and the backdrop too without background. */
function hideForPicture(root: Object3D, withFloor: boolean): Object3D[] {
  const hidden: Object3D[] = [];
  root.traverse((object) => {
    const isAid = object.userData.editorOnly === true || 'placeKey' in object.userData;
    if (object.visible && (isAid || (!withFloor && (object.name === 'floor' || object.name === 'backdrop')))) {
      object.visible = false;
      hidden.push(object);
    }
  });
  return hidden;
}

function encodePng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * Draws the current camera view once, with the view's effects, into a drawing buffer `IMAGE_SCALE`
 * times the canvas's and copies it at once (see `withPictureBuffer`). Nothing keeps drawing
 * afterwards (render on demand). Without background the backdrop and the floor are left out and the
 * picture's empty pixels are fully transparent.
 */
export async function captureImageFromScene(state: RootState, options: ImageOptions): Promise<Blob | null> {
  const { gl, scene } = state;
  const canvas = gl.domElement;
  // The view's resolution, not the canvas's: while the view changes its canvas may have fewer pixels.
  const target = imageSize(viewPixelSize(gl), maxPictureSide(state));
  const transparent = options.background === 'transparent';
  const sceneWithBackground = scene as Scene;
  const copy = document.createElement('canvas');
  copy.width = target.width;
  copy.height = target.height;
  withPictureBuffer(state, target.width, target.height, (draw) => {
    const background = sceneWithBackground.background;
    const clearAlpha = gl.getClearAlpha();
    const hidden = hideForPicture(scene, !transparent);
    try {
      if (transparent) {
        sceneWithBackground.background = null;
        gl.setClearAlpha(0);
      }
      draw(() => copy.getContext('2d')?.drawImage(canvas, 0, 0, target.width, target.height));
    } finally {
      for (const object of hidden) object.visible = true;
      sceneWithBackground.background = background;
      gl.setClearAlpha(clearAlpha);
    }
  });
  return encodePng(copy);
}
