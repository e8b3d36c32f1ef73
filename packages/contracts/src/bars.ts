import { bagsByType, type TransportPlan } from '@bar/domain/transport';
import { z } from 'zod';
import { barDocumentSchema, orbitSettingsSchema } from './barDocument.ts';
import { dataEnvelope, pageMetaSchema } from './common.ts';
import { recordIdSchema } from './ids.ts';
import { msg } from './messages.ts';
import { centsSchema, gramsSchema } from './units.ts';

export const barNameSchema = z.string().trim().min(2, msg('validation.inputTooShort')).max(120);

export const createBarRequestSchema = z.object({
  name: barNameSchema,
  preset_id: recordIdSchema.optional(),
});
export type CreateBarRequest = z.infer<typeof createBarRequestSchema>;

/** Tokens travel in the query: `?edit_token=` to change a bar, `?preview_token=` to view it. */
export const barAccessQuerySchema = z.object({
  edit_token: z.string().max(128).optional(),
  preview_token: z.string().max(128).optional(),
});

/**
 * A save (`PUT /api/bars/{id}`): the `version` the client last saw, optionally a new name, and the
 * document fields to replace (front, back, additionalAccessories, singleParts, settings,
 * orbit_settings). Fields left out keep their stored value, so `{ version, orbit_settings }` saves
 * the camera alone. The document fields are untrusted: after merging they pass restore and
 * validateBar. Anything else in the body (owner, prices, parts, ...) is ignored.
 */
export const updateBarRequestSchema = z.object({
  version: z.int().min(1),
  name: barNameSchema.optional(),
  schemaVersion: z.int().optional(),
  front: z.unknown().optional(),
  back: z.unknown().optional(),
  additionalAccessories: z.unknown().optional(),
  singleParts: z.unknown().optional(),
  settings: z.unknown().optional(),
  orbit_settings: orbitSettingsSchema.optional(),
});
export type UpdateBarRequest = z.infer<typeof updateBarRequestSchema>;

export const partsListLineSchema = z.object({
  part_id: z.int(),
  part_number: z.string(),
  name: z.string(),
  quantity: z.int(),
  unit_price: centsSchema,
  total: centsSchema,
  unit_weight: gramsSchema,
  weight: gramsSchema,
});

export const partsListSchema = z.object({
  list: z.array(partsListLineSchema),
  singlePartsList: z.array(partsListLineSchema),
  total_price: centsSchema,
  vat_rate: z.number(),
  vat: centsSchema,
  gross_total: centsSchema,
  total_weight: gramsSchema,
  missing_part_ids: z.array(z.int()),
  packaging_recommendation: z.array(z.object({ part_id: z.int(), qty: z.int() })),
});

const planLineSchema = z.object({ part_id: z.int(), count: z.int() });
const vehicleFitSchema = z.object({ code: z.string(), fits: z.boolean() });

/**
 * T1: how the bar travels. `bags`: one entry per bag type (packaging part), with how many of it
 * and everything packed in those bags together; `loose`: parts that fit no bag.
 */
export const transportSchema = z.object({
  bags: z.array(z.object({ part_id: z.int(), count: z.int(), contents: z.array(planLineSchema) })),
  loose: z.array(planLineSchema),
  volume_l: z.number(),
  weight_g: gramsSchema,
  lower_bound: z.int(),
  vehicles: z.array(vehicleFitSchema),
});
export type TransportDto = z.infer<typeof transportSchema>;

/** T1 as the bar's reply carries it: the bags by type. */
export function presentTransport(plan: TransportPlan): TransportDto {
  return {
    bags: bagsByType(plan),
    loose: plan.loose,
    volume_l: plan.volume_l,
    weight_g: plan.weight_g,
    lower_bound: plan.lower_bound,
    vehicles: plan.vehicles,
  };
}

/** T1 totals, as a patch save answers them: how many bags, volume, weight and which vehicles fit. */
export const transportTotalsSchema = z.object({
  bags: z.int(),
  volume_l: z.number(),
  weight_g: gramsSchema,
  vehicles: z.array(vehicleFitSchema),
});
export type TransportTotals = z.infer<typeof transportTotalsSchema>;

/** E1: watts, amperes at 230 V, 16 A circuits at 80 % continuous load, sockets. */
export const powerSchema = z.object({
  watts: z.number(),
  amperes: z.number(),
  circuits: z.int(),
  sockets: z.int(),
  over_one_circuit: z.boolean(),
});
export type PowerDto = z.infer<typeof powerSchema>;

export const barSchema = barDocumentSchema.extend({
  id: z.string(),
  name: z.string(),
  version: z.int(),
  parts: partsListSchema,
  packaging_recommendation: z.array(z.object({ part_id: z.int(), qty: z.int() })),
  transport: transportSchema,
  power: powerSchema,
  can_edit: z.boolean(),
  edit_token: z.string().optional(),
  preview_token: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BarDto = z.infer<typeof barSchema>;

export const barResponseSchema = dataEnvelope(barSchema);

/** `GET /api/bars`: the caller's own bars. Without a direction, dates run newest first and names A to Z. */
export const barListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  sort: z.enum(['updated_at', 'name']).default('updated_at'),
  direction: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type BarListQuery = z.infer<typeof barListQuerySchema>;

/** One row of "My configurations": enough for the list, the rename dialog (`version`) and sorting. */
export const barListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.int(),
  /** Net total in cents as of the last save. */
  total_price: centsSchema,
  front_module_count: z.int(),
  back_module_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BarListItem = z.infer<typeof barListItemSchema>;

export const barListResponseSchema = z.object({ data: z.array(barListItemSchema), meta: pageMetaSchema });
export type BarListResponse = z.infer<typeof barListResponseSchema>;

/** `POST /api/bars/{id}/duplicate[?edit_token]`: "Save as"; answers 201 with the new bar. */
export const duplicateBarRequestSchema = z.object({ name: barNameSchema });
export type DuplicateBarRequest = z.infer<typeof duplicateBarRequestSchema>;

/**
 * `POST /api/bars/{id}/undo` and `/redo`: the body may carry the `version` the client last saw;
 * a stale one answers 409 with the current bar. Without it the server's current version is used.
 */
export const barHistoryRequestSchema = z.object({ version: z.int().min(1).optional() }).nullish();
export type BarHistoryRequest = z.infer<typeof barHistoryRequestSchema>;

/** `POST /api/bars/{id}/share` (owner only): the two links; `DELETE` on the same path replaces both tokens (204). */
export const shareLinksSchema = z.object({ preview_url: z.string(), edit_url: z.string() });
export type ShareLinks = z.infer<typeof shareLinksSchema>;
export const shareLinksResponseSchema = dataEnvelope(shareLinksSchema);
