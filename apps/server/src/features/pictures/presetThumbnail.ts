import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { findBarPicture } from './repository.ts';

/** The templates dialog's card: 640 × 400, as the thumbnails rendered in the admin area. */
const THUMBNAIL = { width: 640, height: 400 };

/**
 * A preset's thumbnail made from the bar's best picture: cut to the card's shape around its middle,
 * stored as an upload of its own (the preset keeps it when the bar's picture changes or goes).
 * Returns its address, or null when the bar has no picture.
 */
export async function thumbnailOfBarPicture(app: FastifyInstance, barId: string): Promise<string | null> {
  const picture = await findBarPicture(app.db, barId);
  const image = picture ? await app.storage.find(picture.uploadId) : null;
  if (!image) return null;
  const { data, info } = await sharp(image.bytes)
    .resize({ ...THUMBNAIL, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  const stored = await app.storage.save({
    contentType: 'image/jpeg',
    width: info.width,
    height: info.height,
    bytes: data,
  });
  return `/api/uploads/${stored.id}`;
}
