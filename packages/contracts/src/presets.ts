import { z } from 'zod';
import { barDocumentSchema } from './barDocument.ts';
import { dataEnvelope } from './common.ts';
import { centsSchema } from './units.ts';

export const PRESET_FILTERS = {
  type: ['bar', 'back', 'bar_with_back'],
  base_module: ['g-raxx', 'g-flexx', 'g-flexx-mini', 'back-frame'],
  equipment: ['basic', 'equipped', 'premium'],
  shape: ['straight', 'L', 'U'],
  size: ['S', 'M', 'L'],
} as const;

/** `GET /api/bar-presets` query: each filter group optional; unknown values are a 422. */
export const presetsQuerySchema = z.object({
  type: z.enum(PRESET_FILTERS.type).optional(),
  base_module: z.enum(PRESET_FILTERS.base_module).optional(),
  equipment: z.enum(PRESET_FILTERS.equipment).optional(),
  shape: z.enum(PRESET_FILTERS.shape).optional(),
  size: z.enum(PRESET_FILTERS.size).optional(),
});
export type PresetsQuery = z.infer<typeof presetsQuerySchema>;

/** A preset as lists show it; `name` is in the request's language (X-Locale). */
export const presetSummarySchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PRESET_FILTERS.type),
  base_module: z.enum(PRESET_FILTERS.base_module),
  equipment: z.enum(PRESET_FILTERS.equipment),
  shape: z.enum(PRESET_FILTERS.shape),
  size: z.enum(PRESET_FILTERS.size),
  thumbnail: z.string().nullable(),
  module_count: z.int(),
  /** Net price of the preset's parts list with today's catalogue, in cents. */
  total_price: centsSchema,
});
export type PresetSummary = z.infer<typeof presetSummarySchema>;

export const presetSchema = presetSummarySchema.extend({ document: barDocumentSchema });

export const presetsResponseSchema = dataEnvelope(z.array(presetSummarySchema));
export const presetResponseSchema = dataEnvelope(presetSchema);
