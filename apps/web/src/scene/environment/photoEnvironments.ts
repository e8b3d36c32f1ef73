import type { Skybox } from '@bar/domain/document';
import {
  DataTexture,
  DataUtils,
  EquirectangularReflectionMapping,
  FloatType,
  HalfFloatType,
  LinearFilter,
  LinearSRGBColorSpace,
  type PixelFormat,
  RepeatWrapping,
  RGBAFormat,
} from 'three';

/** A background scene as a photographed panorama that also lights the bar. */
export type PhotoScene = Exclude<Skybox, 'off'>;

/**
 * How each scene's panorama sits round the bar: the height of the camera that took it (metres, so
 * its ground meets the floor at the right scale), the turn that puts its best side behind the bar
 * seen from the front, the strength of its light, and the strength of the key light beside it
 * (outdoors the panorama's sun does most of the lighting).
 */
export type PhotoSceneLook = {
  cameraHeight: number;
  turn: number;
  environmentIntensity: number;
  backgroundIntensity: number;
  keyLight: number;
};

/*
 * CC0 panoramas of Poly Haven, 512 × 256 OpenEXR, bundled by @pmndrs/assets as base64 modules: each
 * is its own chunk of the app, loaded only when a bar shows that scene (nothing from elsewhere).
 */
const SOURCES: Record<PhotoScene, () => Promise<{ default: string }>> = {
  beach: () => import('@pmndrs/assets/hdri/venice.exr.js'),
  farm: () => import('@pmndrs/assets/hdri/park.exr.js'),
  hall: () => import('@pmndrs/assets/hdri/hall.exr.js'),
  woods: () => import('@pmndrs/assets/hdri/forest.exr.js'),
};

/*
 * A turn of θ about the vertical shows the panorama's column u (0 to 1, three's equirectangular
 * mapping) at world column u − θ / 2π; world column 0.75 is straight ahead of the front camera
 * (+z), 0.25 behind it, and the key light comes from about 0.33 (front right, high). The turns put
 * each panorama's sun or brightest side near the key light and its best view behind the bar: the
 * sea of the waterfront (u ≈ 0.88), the meadow's sun (u ≈ 0.6), the hall's windows (u ≈ 0.45).
 */
export const PHOTO_SCENE_LOOK: Record<PhotoScene, PhotoSceneLook> = {
  beach: { cameraHeight: 1.8, turn: 0.82, environmentIntensity: 0.8, backgroundIntensity: 1, keyLight: 2.6 },
  farm: { cameraHeight: 1.7, turn: 0.94, environmentIntensity: 0.8, backgroundIntensity: 0.9, keyLight: 3 },
  hall: { cameraHeight: 1.7, turn: -1.88, environmentIntensity: 0.85, backgroundIntensity: 1, keyLight: 2.6 },
  woods: { cameraHeight: 1.6, turn: 0, environmentIntensity: 0.9, backgroundIntensity: 1, keyLight: 2.6 },
};

/** The panorama as shown round the bar, and the copy that lights it (see `lightingCopy`). */
export type Panorama = { background: DataTexture; light: DataTexture };

const loads = new Map<PhotoScene, Promise<Panorama>>();

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
function halfFloats(data: Float32Array): Uint16Array {
  const halves = new Uint16Array(data.length);
  for (let index = 0; index < data.length; index++) halves[index] = DataUtils.toHalfFloat(data[index] ?? 0);
  return halves;
}

function panoramaTexture(data: Float32Array, width: number, height: number, format: PixelFormat): DataTexture {
  const texture = new DataTexture(halfFloats(data), width, height, format, HalfFloatType);
  texture.colorSpace = LinearSRGBColorSpace;
  texture.mapping = EquirectangularReflectionMapping;
  // Filtered across the panorama's left and right edges, which meet.
  texture.wrapS = RepeatWrapping;
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return texture;
}

async function load(scene: PhotoScene): Promise<Panorama> {
  const [{ default: url }, { EXRLoader }] = await Promise.all([
    SOURCES[scene](),
    import('three/examples/jsm/loaders/EXRLoader.js'),
  ]);
  const parsed = new EXRLoader().setDataType(FloatType).parse(bytesOfDataUrl(url));
  const data = clipHighlights(parsed.data as Float32Array);
  const { width = 0, height = 0, format = RGBAFormat } = parsed;
  return {
    background: panoramaTexture(data, width, height, format),
    light: panoramaTexture(lightingCopy(data), width, height, format),
  };
}

/** The scene's panorama as linear HDR textures, loaded once per page (a failed load is tried again). */
export function photoPanorama(scene: PhotoScene): Promise<Panorama> {
  const known = loads.get(scene);
  if (known) return known;
  const pending = load(scene);
  loads.set(scene, pending);
  pending.catch(() => loads.delete(scene));
  return pending;
}
