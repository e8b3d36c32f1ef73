import { type DataTexture, HalfFloatType } from 'three';
import type { DecodedPanorama } from './panoramaData.ts';
import { panoramaTexture } from './panoramaTexture.ts';
import type { PhotoScene } from './photoScenes.ts';

export { PHOTO_SCENE_LOOK, type PhotoScene, type PhotoSceneLook } from './photoScenes.ts';

/** The panorama as shown round the bar, and the copy that lights it. */
export type Panorama = { background: DataTexture; light: DataTexture };

const loads = new Map<PhotoScene, Promise<Panorama>>();

/** Decodes in a worker where there is one (the page), else here (tests in Node). */
async function decoded(scene: PhotoScene): Promise<DecodedPanorama> {
  if (typeof Worker === 'undefined') return (await import('./panoramaData.ts')).decodePanorama(scene);
  const worker = new Worker(new URL('./panoramaWorker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<DecodedPanorama>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<DecodedPanorama | { error: string }>) =>
        'error' in event.data ? reject(new Error(event.data.error)) : resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'the panorama worker failed'));
      worker.postMessage(scene);
    });
  } finally {
    worker.terminate();
  }
}

async function load(scene: PhotoScene): Promise<Panorama> {
  const { width, height, background, light } = await decoded(scene);
  return {
    background: panoramaTexture(background, width, height, HalfFloatType),
    light: panoramaTexture(light, width, height, HalfFloatType),
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
