import { i18n } from '../../../i18n/index.ts';
import { api } from '../../../shared/api.ts';
import { showNotice } from '../../../ui/notifications.ts';
import type { BarTokens } from '../../bars/index.ts';
import { fileNameOf, saveFile } from '../../pdf/index.ts';
import { BAR_FILES, type BarFile, fallbackFileName } from './barFiles.ts';

/** Building a model of a large bar takes a moment; the server answers well within this. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/**
 * Downloads `GET /api/bars/{id}/model.glb`, `/parts.csv` or `/plan.*` with the access the editor loaded the
 * bar with (the session, or the edit or preview token) and hands it to the browser; a notice if it fails.
 */
export async function downloadBarFile(
  bar: { id: string; name: string },
  tokens: BarTokens,
  file: BarFile,
): Promise<void> {
  const { path, accept } = BAR_FILES[file];
  try {
    const response = await api.get(`/bars/${encodeURIComponent(bar.id)}/${path}`, {
      params: tokens,
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
      headers: { Accept: accept },
    });
    const disposition = response.headers['content-disposition'];
    const fallback = fallbackFileName(bar.name, file);
    saveFile(response.data as Blob, fileNameOf(typeof disposition === 'string' ? disposition : undefined, fallback));
  } catch {
    showNotice({
      tone: 'error',
      title: i18n.t(BAR_FILES[file].label),
      message: i18n.t('shell.fileMenu.downloadFailed'),
    });
  }
}
