import { decodePanorama } from './panoramaData.ts';
import type { PhotoScene } from './photoScenes.ts';

/**
 * Decodes a background scene's panorama off the page's main thread (see `decodePanorama`) and
 * hands both images back without copying them.
 */
self.onmessage = async (event: MessageEvent<PhotoScene>) => {
  try {
    const decoded = await decodePanorama(event.data);
    (self as unknown as Worker).postMessage(decoded, [decoded.background.buffer, decoded.light.buffer]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
