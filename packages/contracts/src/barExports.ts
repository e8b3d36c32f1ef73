import { z } from 'zod';
import { barAccessQuerySchema } from './bars.ts';
import { localeSchema } from './common.ts';

/** The media types of a bar's files (`GET /api/bars/{id}/model.glb`, `model.usdz`, `parts.csv`). */
export const GLB_CONTENT_TYPE = 'model/gltf-binary';
export const USDZ_CONTENT_TYPE = 'model/vnd.usdz+zip';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * A bar's 3D model: the same tokens as `GET /api/bars/{id}` (`edit_token`, `preview_token`), and
 * nothing else, so a mistyped key is a 422 rather than silently ignored.
 */
export const barModelQuerySchema = barAccessQuerySchema.strict();

/** A bar's parts list as CSV: the tokens, and `locale` because a plain link cannot send X-Locale. */
export const barPartsCsvQuerySchema = barAccessQuerySchema.extend({ locale: localeSchema.optional() }).strict();

/** `If-None-Match`: the `ETag` of the file the client holds (304 while it is current). */
export const ifNoneMatchHeaderSchema = z.object({ 'if-none-match': z.string().max(1024).optional() });

/** The media types of a bar's plan (`GET /api/bars/{id}/plan.svg`, `plan.pdf`, `plan.dxf`). */
export const PLAN_CONTENT_TYPES = {
  svg: 'image/svg+xml; charset=utf-8',
  pdf: 'application/pdf',
  dxf: 'image/vnd.dxf; charset=utf-8',
} as const;
export type PlanFormat = keyof typeof PLAN_CONTENT_TYPES;

/** A bar's plan: the tokens, and `locale` for its words (a plain link cannot send X-Locale). */
export const barPlanQuerySchema = barPartsCsvQuerySchema;
