import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, type Upload, uploadResponseSchema } from '@bar/contracts/uploads';
import { api, httpStatus, parseResponse } from '../../../app/api.ts';

export type UploadProblem = 'tooLarge' | 'wrongType' | 'notAnImage' | 'failed';

/** B5, checked in the browser first so the user gets a clear message without a round trip. */
export function checkImageFile(file: { size: number; type: string }): UploadProblem | null {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** `POST /api/uploads` (multipart field `file`): the stored image's url, or why it was not taken. */
export async function uploadImage(file: File): Promise<{ upload: Upload } | { problem: UploadProblem }> {
  const problem = checkImageFile(file);
  if (problem) return { problem };
  const body = new FormData();
  body.append('file', file);
  try {
    const response = await api.post('/uploads', body, { timeout: 30_000 });
    return { upload: parseResponse(uploadResponseSchema, response.data, 'POST /uploads').data };
  } catch (error) {
    const status = httpStatus(error);
    if (status === 413) return { problem: 'tooLarge' };
    if (status === 422 || status === 415) return { problem: 'notAnImage' };
    return { problem: 'failed' };
  }
}
