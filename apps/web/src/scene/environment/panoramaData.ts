import { DataUtils, FloatType } from 'three';
import type { PhotoScene } from './photoScenes.ts';

/*
 * CC0 panoramas of Poly Haven, 512 × 256 OpenEXR, bundled by @pmndrs/assets as base64 modules: each
 * is its own chunk of the app, loaded only when a bar shows that scene (nothing from elsewhere).
 */
export const SOURCES: Record<PhotoScene, () => Promise<{ default: string }>> = {
  beach: () => import('@pmndrs/assets/hdri/venice.exr.js'),
  farm: () => import('@pmndrs/assets/hdri/park.exr.js'),
  hall: () => import('@pmndrs/assets/hdri/hall.exr.js'),
  woods: () => import('@pmndrs/assets/hdri/forest.exr.js'),
};

function bytesOfDataUrl(url: string): ArrayBuffer {
  const base64 = url.slice(url.indexOf(',') + 1);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes.buffer;
}

/** Brightest value of a pixel's channels kept from a panorama (the sun and lamps are clipped to it). */
export const HIGHLIGHT_CAP = 48;

/**
 * Clips every pixel brighter than `HIGHLIGHT_CAP` (RGBA floats, in place) to a neutral white of that
 * value. The sun of the meadow's file is stored with red and green at 0 and blue up to 11,800 (a
 * fault of the packed file), which tinted the whole bar blue; a clipped sun or lamp is white, and the
 * key light gives the sharp sunlight and its shadow anyway.
 */
export function clipHighlights(data: Float32Array): Float32Array {
  for (let index = 0; index < data.length; index += 4) {
    const brightest = Math.max(data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0);
    if (brightest > HIGHLIGHT_CAP || !Number.isFinite(brightest)) {
      data[index] = HIGHLIGHT_CAP;
      data[index + 1] = HIGHLIGHT_CAP;
      data[index + 2] = HIGHLIGHT_CAP;
    }
  }
  return data;
}

/** Share of a panorama's colour kept in the light it gives the bar. */
export const LIGHT_SATURATION = 0.2;

/**
 * A copy of the panorama (RGBA floats) with its colours drawn towards their luminance, keeping
 * `LIGHT_SATURATION` of them: the bar is lit from the scene's bright and dark sides as the photo
 * is, but a lawn or the sea does not turn a RAL colour green or blue (a white bar on the meadow came
 * out yellow-green with the full colours), so the colours on screen stay their swatches.
 */
export function lightingCopy(data: Float32Array): Float32Array {
  const copy = new Float32Array(data.length);
  for (let index = 0; index < data.length; index += 4) {
    const red = data[index] ?? 0;
    const green = data[index + 1] ?? 0;
    const blue = data[index + 2] ?? 0;
    const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
    copy[index] = luminance + (red - luminance) * LIGHT_SATURATION;
    copy[index + 1] = luminance + (green - luminance) * LIGHT_SATURATION;
    copy[index + 2] = luminance + (blue - luminance) * LIGHT_SATURATION;
    copy[index + 3] = data[index + 3] ?? 1;
  }
  return copy;
}

/** Half floats for the GPU: filtered linearly by every WebGL 2, at half the memory. */
export function halfFloats(data: Float32Array): Uint16Array {
  const halves = new Uint16Array(data.length);
  for (let index = 0; index < data.length; index++) halves[index] = DataUtils.toHalfFloat(data[index] ?? 0);
  return halves;
}

/** A decoded panorama: RGBA half floats as shown, and the copy that lights the bar (`lightingCopy`). */
export type DecodedPanorama = { width: number; height: number; background: Uint16Array; light: Uint16Array };

/**
 * Reads the bundled OpenEXR file of `scene` and makes both half-float images; 100 ms and more of
 * work (the OpenEXR reader alone takes 30 to 100 ms), so the page does it in a worker
 * (`panoramaWorker.ts`).
 */
export async function decodePanorama(scene: PhotoScene): Promise<DecodedPanorama> {
  const [{ default: url }, { EXRLoader }] = await Promise.all([
    SOURCES[scene](),
    import('three/examples/jsm/loaders/EXRLoader.js'),
  ]);
  const parsed = new EXRLoader().setDataType(FloatType).parse(bytesOfDataUrl(url));
  const { width = 0, height = 0 } = parsed;
  const data = clipHighlights(parsed.data as Float32Array);
  if (data.length !== width * height * 4) throw new Error(`the panorama of ${scene} is not RGBA`);
  return { width, height, background: halfFloats(data), light: halfFloats(lightingCopy(data)) };
}
