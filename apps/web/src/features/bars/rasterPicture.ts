import { captureRaster } from '../../scene/capture.ts';
import { fetchBarPictureInfo, uploadBarPicture } from './barPictureApi.ts';

/** Bars whose raster is being made now: a second request while one runs adds nothing. */
const inFlight = new Set<string>();

async function refreshRaster(barId: string, editToken: string | undefined): Promise<void> {
  const info = await fetchBarPictureInfo(barId, editToken);
  if (!info.wants_raster) return;
  const raster = await captureRaster();
  if (raster) await uploadBarPicture(barId, raster, 'raster', editToken);
}

/**
 * After the customer made a PDF or opened the share links: when the bar has no picture yet, or
 * only a raster older than the bar, the bar drawn with every effect (three-quarter view, framed,
 * landscape) becomes its picture, for link previews, the PDF and presets. A view framed on the bar
 * rather than the camera of the moment: the editor's canvas beside the side menu is often taller
 * than wide, which a chat's preview would cut, and the camera may be close on one module. Runs
 * after the action and never fails it: without a 3D view nothing is taken, a failure is logged.
 */
export function refreshRasterPicture(barId: string, editToken?: string): void {
  if (inFlight.has(barId)) return;
  inFlight.add(barId);
  refreshRaster(barId, editToken)
    .catch((error: unknown) => console.warn('The bar’s picture was not updated.', error))
    .finally(() => inFlight.delete(barId));
}
