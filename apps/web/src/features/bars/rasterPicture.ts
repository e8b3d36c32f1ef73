import { captureImage } from '../../scene/captureImage.ts';
import { fetchBarPictureInfo, uploadBarPicture } from './barPictureApi.ts';

/** The raster's width at most: sharp enough for a link preview and the PDF's first picture. */
const RASTER_MAX_WIDTH = 1920;
const RASTER_JPEG_QUALITY = 0.9;
const RASTER_MIN_WIDTH = 320;

/** Bars whose raster is being made now: a second request while one runs adds nothing. */
const inFlight = new Set<string>();

/**
 * The captured view at most 1920 pixels wide, as JPEG: the raster always has its background, so
 * nothing needs transparency, and a JPEG is a tenth of the PNG (link previews fetch it on phones).
 */
async function rasterOf(png: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(png);
  try {
    // A view drawn out of sight (no room on the page) gives a few pixels, no picture of the bar.
    if (bitmap.width < RASTER_MIN_WIDTH) return null;
    const scale = Math.min(1, RASTER_MAX_WIDTH / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', RASTER_JPEG_QUALITY));
  } finally {
    bitmap.close();
  }
}

async function refreshRaster(barId: string, editToken: string | undefined): Promise<void> {
  const info = await fetchBarPictureInfo(barId, editToken);
  if (!info.wants_raster) return;
  const png = await captureImage({ background: 'with' });
  if (!png) return;
  const raster = await rasterOf(png);
  if (raster) await uploadBarPicture(barId, raster, 'raster', editToken);
}

/**
 * After the customer made a PDF or a share link: when the bar has no picture yet, or only a raster
 * older than the bar, the 3D view as it is now (with every effect) becomes its picture, for link
 * previews, the PDF and presets. Runs after the action and never fails it: without a 3D view on
 * screen nothing is taken, and a failure is only logged.
 */
export function refreshRasterPicture(barId: string, editToken?: string): void {
  if (inFlight.has(barId)) return;
  inFlight.add(barId);
  refreshRaster(barId, editToken)
    .catch((error: unknown) => console.warn('The bar’s picture was not updated.', error))
    .finally(() => inFlight.delete(barId));
}
