import { type Upload, uploadResponseSchema } from '@bar/contracts/uploads';
import { api, httpStatus, parseResponse, responseBody } from './api.ts';
import { checkImageFile, type UploadProblem } from './imageFileCheck.ts';

/** Why a picture was not taken; `message` is the server's own text (in the request's language) when it sent one. */
export type UploadRefusal = { problem: UploadProblem; message?: string };

function serverMessage(error: unknown): string | undefined {
  const body = responseBody(error) as { message?: unknown; errors?: { file?: unknown } } | undefined;
  const fileErrors = body?.errors?.file;
  if (Array.isArray(fileErrors) && typeof fileErrors[0] === 'string') return fileErrors[0];
  return typeof body?.message === 'string' ? body.message : undefined;
}

/** `POST /api/uploads` (multipart field `file`): the stored image, or why it was not taken. */
export async function uploadImage(file: File): Promise<{ upload: Upload } | UploadRefusal> {
  const problem = await checkImageFile(file);
  if (problem) return { problem };
  const body = new FormData();
  body.append('file', file);
  try {
    const response = await api.post('/uploads', body, { timeout: 30_000 });
    return { upload: parseResponse(uploadResponseSchema, response.data, 'POST /uploads').data };
  } catch (error) {
    const status = httpStatus(error);
    const message = serverMessage(error);
    const refusal = (problem: UploadProblem): UploadRefusal => (message ? { problem, message } : { problem });
    if (status === 413) return refusal('tooLarge');
    if (status === 422 || status === 415) return refusal('notAnImage');
    return { problem: 'failed' };
  }
}
