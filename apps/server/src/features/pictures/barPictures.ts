import {
  BAR_PICTURE_CONTENT_TYPES,
  type BarPictureContentType,
  type BarPictureKind,
  MAX_BAR_PICTURE_LONG_SIDE,
  MAX_BAR_PICTURE_SHORT_SIDE,
} from '@bar/contracts/barPicture';
import type { FastifyInstance } from 'fastify';
import { reencodeImage } from '../uploads/reencodeImage.ts';
import { readImageHeader } from './imageHeader.ts';
import type { PictureMessage } from './pictureMessages.ts';
import {
  deleteBarPictureRow,
  findBarPicture,
  mayReplace,
  type StoredBarPicture,
  storeBarPicture,
} from './repository.ts';

// A bar's best picture: checked by its header, re-encoded, stored as an upload that only the
// picture names, and the upload it replaces removed at once.

export function isPictureContentType(value: string): value is BarPictureContentType {
  return (BAR_PICTURE_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function fitsPictureBounds(width: number, height: number): boolean {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return width > 0 && height > 0 && long <= MAX_BAR_PICTURE_LONG_SIDE && short <= MAX_BAR_PICTURE_SHORT_SIDE;
}

/** Why a picture is not taken: its status and the message to send. */
export type PictureRefusal = { status: 415 | 422; message: PictureMessage };

export type PutPictureResult =
  | { ok: true; picture: StoredBarPicture; isStored: boolean }
  | { ok: false; refusal: PictureRefusal };

/**
 * Stores `bytes` as the bar's picture of `kind` unless the bar's picture outranks it (a raster
 * never replaces a photo): the header must declare the type sent and at most 3840 × 2160 pixels,
 * then the whole image must decode. Answers the bar's picture afterwards.
 */
export async function putBarPicture(
  app: FastifyInstance,
  input: { barId: string; barVersion: number; kind: BarPictureKind; bytes: Buffer; contentType: BarPictureContentType },
): Promise<PutPictureResult> {
  const header = readImageHeader(input.bytes);
  if (!header || header.contentType !== input.contentType) {
    return { ok: false, refusal: { status: 415, message: 'notPngOrJpeg' } };
  }
  if (!fitsPictureBounds(header.width, header.height)) {
    return { ok: false, refusal: { status: 422, message: 'tooManyPixels' } };
  }
  const current = await findBarPicture(app.db, input.barId);
  if (current && !mayReplace(current.kind, input.kind)) return { ok: true, picture: current, isStored: false };
  const reencoded = await reencodeImage(input.bytes);
  if (!reencoded.ok) return { ok: false, refusal: { status: 422, message: 'unreadable' } };
  const upload = await app.storage.save(reencoded.image);
  const change = await storeBarPicture(app.db, {
    barId: input.barId,
    uploadId: upload.id,
    kind: input.kind,
    barVersion: input.barVersion,
  });
  const unused = change.isStored ? change.replacedUploadId : upload.id;
  if (unused) await app.storage.remove(unused);
  const picture = await findBarPicture(app.db, input.barId);
  if (!picture) throw new Error(`bar ${input.barId} has no picture right after one was stored`);
  return { ok: true, picture, isStored: change.isStored };
}

/** Removes the bar's picture and its bytes; true when there was one. */
export async function removeBarPicture(app: FastifyInstance, barId: string): Promise<boolean> {
  const uploadId = await deleteBarPictureRow(app.db, barId);
  if (uploadId) await app.storage.remove(uploadId);
  return uploadId !== null;
}

/** The picture's bytes and type, or null when the bar has none. */
export async function readBarPictureBytes(
  app: FastifyInstance,
  picture: StoredBarPicture,
): Promise<{ contentType: BarPictureContentType; bytes: Buffer } | null> {
  const image = await app.storage.find(picture.uploadId);
  return image ? { contentType: image.contentType, bytes: image.bytes } : null;
}
