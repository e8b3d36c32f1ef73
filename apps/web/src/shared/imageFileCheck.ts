import { MAX_UPLOAD_BYTES } from '@bar/contracts/uploads';

export type UploadProblem = 'tooLarge' | 'wrongType' | 'notAnImage' | 'failed';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** The image type the file's first bytes announce, whatever its name or declared type says. */
export function sniffImageType(head: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const startsWith = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (startsWith(PNG_SIGNATURE)) return 'image/png';
  if (startsWith(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * B5, checked in the browser first so the user gets a clear message without a round trip:
 * at most 2 MB, and a JPG or PNG by its bytes (a text file renamed .png is caught here).
 */
export async function checkImageFile(file: Blob): Promise<UploadProblem | null> {
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  return sniffImageType(head) ? null : 'wrongType';
}
