import { MAX_UPLOAD_PIXELS, type UPLOAD_CONTENT_TYPES } from '@bar/contracts/uploads';
import sharp from 'sharp';

type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export type ReencodedImage = { contentType: UploadContentType; width: number; height: number; bytes: Buffer };
export type ImageRefusal = 'notJpegOrPng' | 'unreadable' | 'tooManyPixels';
export type ReencodeResult = { ok: true; image: ReencodedImage } | { ok: false; reason: ImageRefusal };

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SHARP_FORMAT: Record<UploadContentType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/** The type the bytes themselves declare; the file name and the browser's Content-Type are not asked. */
export function sniffImageType(bytes: Buffer): UploadContentType | null {
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  return null;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Decodes the image fully and encodes it again in its own format, upright (EXIF orientation
 * applied) and without metadata, so that what is stored and served is an image sharp wrote, never
 * the uploaded bytes. Truncated or otherwise broken files fail the decode.
 */
export async function reencodeImage(bytes: Buffer): Promise<ReencodeResult> {
  const contentType = sniffImageType(bytes);
  if (!contentType) return { ok: false, reason: 'notJpegOrPng' };
  const input = () => sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated', autoOrient: true });
  try {
    const metadata = await input().metadata();
    if (metadata.format !== SHARP_FORMAT[contentType]) return { ok: false, reason: 'notJpegOrPng' };
    const pipeline =
      contentType === 'image/jpeg' ? input().jpeg({ quality: 90, chromaSubsampling: '4:4:4' }) : input().png();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { ok: true, image: { contentType, width: info.width, height: info.height, bytes: data } };
  } catch (error) {
    return { ok: false, reason: isPixelLimitError(error) ? 'tooManyPixels' : 'unreadable' };
  }
}
