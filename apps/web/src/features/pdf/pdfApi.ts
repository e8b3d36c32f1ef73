import { type PartsScope, type PdfPictureIds, pdfAcceptedResponseSchema } from '@bar/contracts/pdf';
import { uploadResponseSchema } from '@bar/contracts/uploads';
import type { CapturedViews } from '../../scene/capture.ts';
import { api, parseResponse } from '../../shared/api.ts';

/** Kept here for the editor's downloads, which import it from this module. */
export { saveFile } from '../../shared/saveFile.ts';

/** The client waits this long for a PDF built while the user waits (the server promises it sooner). */
export const DOWNLOAD_TIMEOUT_MS = 15_000;

export type PdfBar = { id: string; editToken?: string | undefined };

function accessParams(bar: PdfBar): Record<string, string> {
  return bar.editToken ? { edit_token: bar.editToken } : {};
}

/** Uploads each captured view (POST /api/uploads) and names it by its upload id. */
export async function uploadViews(views: CapturedViews): Promise<PdfPictureIds> {
  const ids: PdfPictureIds = {};
  for (const view of ['front', 'back', 'perspective'] as const) {
    const blob = views[view];
    if (!blob) continue;
    const body = new FormData();
    body.append('file', blob, `${view}.jpg`);
    const response = await api.post('/uploads', body, { timeout: 30_000 });
    ids[view] = parseResponse(uploadResponseSchema, response.data, 'POST /uploads').data.id;
  }
  return ids;
}

/** The file name the server chose (Content-Disposition), or a plain fallback. */
export function fileNameOf(disposition: string | undefined, fallback = 'bar.pdf'): string {
  const match = disposition?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? fallback;
}

/** GET bars/{id}/download: the PDF built now, with the given pictures, of every part or only those to order. */
export async function downloadPdf(
  bar: PdfBar,
  pictures: PdfPictureIds,
  parts: PartsScope = 'all',
): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get(`/bars/${encodeURIComponent(bar.id)}/download`, {
    params: { ...accessParams(bar), ...pictures, parts },
    responseType: 'blob',
    timeout: DOWNLOAD_TIMEOUT_MS,
    headers: { Accept: 'application/pdf' },
  });
  const disposition = response.headers['content-disposition'];
  return {
    blob: response.data as Blob,
    fileName: fileNameOf(typeof disposition === 'string' ? disposition : undefined),
  };
}

/** POST bars/{id}/pdf: a job builds the PDF and mails it; `requestId` keeps a retry from queueing twice. */
export async function requestPdfMail(
  bar: PdfBar,
  pictures: PdfPictureIds,
  requestId: string,
  parts: PartsScope = 'all',
): Promise<void> {
  const response = await api.post(
    `/bars/${encodeURIComponent(bar.id)}/pdf`,
    { pictures, request_id: requestId, parts },
    { params: accessParams(bar) },
  );
  parseResponse(pdfAcceptedResponseSchema, response.data, 'POST /bars/{id}/pdf');
}
