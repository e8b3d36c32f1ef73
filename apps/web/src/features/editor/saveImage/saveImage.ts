import { i18n } from '../../../i18n/index.ts';
import { captureImage, type ImageOptions } from '../../../scene/captureImage.ts';
import { showNotice } from '../../../ui/notifications.ts';
import { saveFile } from '../../pdf/index.ts';
import { imageFileName } from './imageFileName.ts';

/** Saves a PNG of the 3D view at twice the canvas's resolution, named after the bar; a notice if none could be made. */
export async function saveImage(barName: string, background: ImageOptions['background']): Promise<void> {
  const blob = await captureImage({ background }).catch(() => null);
  if (!blob) {
    showNotice({
      tone: 'error',
      title: i18n.t('shell.fileMenu.saveImage'),
      message: i18n.t('shell.fileMenu.saveImageFailed'),
    });
    return;
  }
  saveFile(blob, imageFileName(barName, background === 'transparent'));
}
