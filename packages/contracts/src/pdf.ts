import { z } from 'zod';
import { barAccessQuerySchema } from './bars.ts';

/**
 * The views the editor captured for the PDF, each the id of an image stored with POST /api/uploads
 * (JPG or PNG, at most 2 MB). Any may be left out; without any the PDF has no pictures.
 */
const uploadId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be the id of an uploaded image');
export const pdfPicturesSchema = z.object({
  front: uploadId.optional(),
  back: uploadId.optional(),
  perspective: uploadId.optional(),
});
export type PdfPictureIds = z.infer<typeof pdfPicturesSchema>;

/**
 * Which parts a parts-list PDF or an inquiry covers: `all` the bar's parts, or `to_order` only
 * what is still to order once the signed-in user's inventory (GET /api/user/inventory) is
 * subtracted: lines fully owned are left out, the others carry the quantity still to order.
 */
export const PARTS_SCOPES = ['all', 'to_order'] as const;
export type PartsScope = (typeof PARTS_SCOPES)[number];
export const partsScopeSchema = z.enum(PARTS_SCOPES).default('all');

/** GET bars/{id}/download: the bar's access tokens, the captured views and the parts to list, all in the query. */
export const pdfDownloadQuerySchema = barAccessQuerySchema.extend({
  ...pdfPicturesSchema.shape,
  parts: partsScopeSchema,
});

/**
 * POST bars/{id}/pdf: the captured views and the parts to list; `request_id` makes a retried
 * request queue no second job.
 */
export const pdfRequestSchema = z
  .strictObject({
    pictures: pdfPicturesSchema.optional(),
    request_id: z.string().trim().min(8).max(100).optional(),
    parts: partsScopeSchema,
  })
  .optional();
export type PdfRequest = z.infer<typeof pdfRequestSchema>;

export const pdfAcceptedResponseSchema = z.object({ data: z.object({ status: z.literal('queued') }) });
export type PdfAcceptedResponse = z.infer<typeof pdfAcceptedResponseSchema>;
