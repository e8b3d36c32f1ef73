import type { PartsScope } from '@bar/contracts/pdf';
import axios from 'axios';
import { type CapturedViews, captureViews } from '../../scene/capture.ts';
import { httpStatus } from '../../shared/api.ts';
import { saveFile } from '../../shared/saveFile.ts';
import { downloadPdf, type PdfBar, requestPdfMail, uploadViews } from './pdfApi.ts';

export type PdfDelivery = 'download' | 'mail';
export type PdfStep = 'capturing' | 'uploading' | 'creating';

/** Why no PDF came: each has its own text in the dialog. */
export type PdfProblem = 'loginRequired' | 'unverified' | 'forbidden' | 'removed' | 'timeout' | 'failed';

export function pdfProblemOf(error: unknown, isVerified: boolean): PdfProblem {
  const status = httpStatus(error);
  if (status === 401) return 'loginRequired';
  if (status === 403) return isVerified ? 'forbidden' : 'unverified';
  if (status === 404) return 'removed';
  if (axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')) return 'timeout';
  return 'failed';
}

export type PdfFlowDeps = {
  capture: () => Promise<CapturedViews>;
  upload: typeof uploadViews;
  download: typeof downloadPdf;
  mail: typeof requestPdfMail;
  save: typeof saveFile;
};

const realDeps: PdfFlowDeps = {
  capture: captureViews,
  upload: uploadViews,
  download: downloadPdf,
  mail: requestPdfMail,
  save: saveFile,
};

/** `requestId` keeps a retried mail request from queueing twice; `parts` says which parts to list. */
export type PdfRequestOptions = { requestId: string; parts: PartsScope };

/**
 * Captures the views, uploads them and gets the PDF: downloaded now, or mailed by a job. A picture
 * that cannot be taken is left out rather than failing the whole document.
 */
export async function createPdf(
  bar: PdfBar,
  delivery: PdfDelivery,
  { requestId, parts }: PdfRequestOptions,
  onStep: (step: PdfStep) => void,
  deps: PdfFlowDeps = realDeps,
): Promise<void> {
  onStep('capturing');
  const views = await deps.capture().catch(() => ({}));
  onStep('uploading');
  const pictures = await deps.upload(views);
  onStep('creating');
  if (delivery === 'mail') {
    await deps.mail(bar, pictures, requestId, parts);
    return;
  }
  const { blob, fileName } = await deps.download(bar, pictures, parts);
  deps.save(blob, fileName);
}
