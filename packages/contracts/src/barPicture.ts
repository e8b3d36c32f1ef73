import { z } from 'zod';
import { barAccessQuerySchema } from './bars.ts';
import { dataEnvelope } from './common.ts';

/**
 * A bar's best picture: a `photo` the customer made (path traced) always wins; a `raster` (the 3D
 * view drawn with every effect) is taken only while the bar has no photo.
 */
export const BAR_PICTURE_KINDS = ['photo', 'raster'] as const;
export type BarPictureKind = (typeof BAR_PICTURE_KINDS)[number];
export const BAR_PICTURE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type BarPictureContentType = (typeof BAR_PICTURE_CONTENT_TYPES)[number];

/** Largest picture body: 12 MB (a 4K PNG of a detailed scene stays under it). */
export const MAX_BAR_PICTURE_BYTES = 12 * 1024 * 1024;
/** Largest picture in pixels, either way round: 3840 × 2160 (4K UHD) or 2160 × 3840. */
export const MAX_BAR_PICTURE_LONG_SIDE = 3840;
export const MAX_BAR_PICTURE_SHORT_SIDE = 2160;

/** `PUT /api/bars/{id}/picture?kind=…`: the kind, and the edit link's token when that gives the right to edit. */
export const barPicturePutQuerySchema = barAccessQuerySchema.extend({ kind: z.enum(BAR_PICTURE_KINDS) }).strict();

/**
 * `GET /api/bars/{id}/picture`: the same tokens as `GET /api/bars/{id}`, and `v`, which the server
 * ignores: links it writes name the stored picture by it, so a cache keeps no older picture.
 */
export const barPictureGetQuerySchema = barAccessQuerySchema.extend({ v: z.string().max(64).optional() }).strict();

/** The stored picture of a bar, without its bytes. */
export const barPictureSchema = z.object({
  kind: z.enum(BAR_PICTURE_KINDS),
  content_type: z.enum(BAR_PICTURE_CONTENT_TYPES),
  width: z.int().positive(),
  height: z.int().positive(),
  /** The bar's version when the picture was stored. */
  bar_version: z.int().positive(),
  created_at: z.string(),
});
export type BarPicture = z.infer<typeof barPictureSchema>;

/** `PUT` → 200: the bar's picture now, and whether this request's picture became it (a raster never replaces a photo). */
export const barPicturePutResponseSchema = dataEnvelope(barPictureSchema.extend({ is_stored: z.boolean() }));
export type BarPicturePutResponse = z.infer<typeof barPicturePutResponseSchema>;

/**
 * `GET /api/bars/{id}/picture/info` → 200: the picture (null when none), and whether a new raster
 * would be taken: no picture, or a raster older than the bar's current version.
 */
export const barPictureInfoResponseSchema = dataEnvelope(
  z.object({ picture: barPictureSchema.nullable(), wants_raster: z.boolean() }),
);
export type BarPictureInfo = z.infer<typeof barPictureInfoResponseSchema>['data'];
