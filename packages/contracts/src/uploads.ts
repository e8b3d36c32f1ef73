import { z } from 'zod';
import { dataEnvelope } from './common.ts';

/** Largest accepted upload (B5): 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

/** `POST /api/uploads` (multipart field `file`) → 201: the stored, re-encoded image. */
export const uploadSchema = z.object({
  id: z.string(),
  /** Where the stored image is served; usable as a bar document's `image_url`. */
  url: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
});
export type Upload = z.infer<typeof uploadSchema>;
export const uploadResponseSchema = dataEnvelope(uploadSchema);

/** Largest accepted image in pixels (width × height): 40 megapixels, far beyond any logo. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
