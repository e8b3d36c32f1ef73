import { z } from 'zod';
import { barDocumentSchema } from './barDocument.ts';
import { partsListSchema } from './bars.ts';
import { dataEnvelope } from './common.ts';

/** What made a revision: a save, an undo, a redo, or the restore of an older revision. */
export const revisionKindSchema = z.enum(['save', 'undo', 'redo', 'restore']);
export type RevisionKind = z.infer<typeof revisionKindSchema>;

/** A revision's version in the path (`/revisions/7`): a positive whole number. */
export const revisionParamsSchema = z.strictObject({
  id: z.string(),
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

/**
 * `GET /api/bars/{id}/revisions`: the kept revisions, newest first, `limit` at a time; `before`
 * pages on (the versions below it). Retention keeps the recent ones and one a day (see
 * revisionRetention.ts), so there are rarely more than a few dozen.
 */
export const revisionListQuerySchema = z.strictObject({
  edit_token: z.string().max(128).optional(),
  preview_token: z.string().max(128).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type RevisionListQuery = z.infer<typeof revisionListQuerySchema>;

export const revisionSummarySchema = z.object({
  version: z.int(),
  name: z.string(),
  kind: revisionKindSchema,
  created_at: z.string(),
  /** Whether this is the bar's current version. */
  current: z.boolean(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionListResponseSchema = z.object({
  data: z.array(revisionSummarySchema),
  /** The `before` for the next page, or null after the oldest kept revision. */
  next_before: z.int().nullable(),
});
export type RevisionListResponse = z.infer<typeof revisionListResponseSchema>;

/** `GET /api/bars/{id}/revisions/{version}`: the document as it was saved then, with its parts list (today's prices). */
export const revisionSchema = revisionSummarySchema.extend({
  document: barDocumentSchema,
  parts: partsListSchema,
});
export type RevisionDto = z.infer<typeof revisionSchema>;
export const revisionResponseSchema = dataEnvelope(revisionSchema);

/**
 * `POST /api/bars/{id}/revisions/{version}/restore`: `version` is the bar's version the client
 * last saw (as a save sends it); a stale one answers 409 with the current bar. Answers the bar at
 * its new version, which holds the old document; an undo takes it back.
 */
export const restoreRevisionRequestSchema = z.strictObject({ version: z.int().min(1) });
export type RestoreRevisionRequest = z.infer<typeof restoreRevisionRequestSchema>;
