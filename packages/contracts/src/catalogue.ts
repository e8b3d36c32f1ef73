import { BASE_MODULE_FAMILIES, PART_TYPES } from '@bar/domain/catalogue';
import { EDGES } from '@bar/domain/edges';
import { z } from 'zod';
import { dataEnvelope, localeSchema } from './common.ts';
import { centsSchema, gramsSchema, mmSchema, positiveMmSchema } from './units.ts';

const localizedTextSchema = z.object({ de: z.string() }).and(z.partialRecord(localeSchema, z.string()));

export const partSchema = z.object({
  id: z.int(),
  code: z.string(),
  type: z.enum(PART_TYPES),
  name: localizedTextSchema,
  description: localizedTextSchema,
  width: positiveMmSchema,
  height: positiveMmSchema,
  depth: positiveMmSchema,
  weight: gramsSchema,
  price: centsSchema,
  variants: z.array(z.object({ part_number: z.string() })),
});
export type PartDto = z.infer<typeof partSchema>;

export const baseModuleSchema = z.object({
  id: z.int(),
  code: z.string(),
  family: z.enum(BASE_MODULE_FAMILIES),
  part_id: z.int(),
  side: z.enum(['front', 'back']),
  order_column: z.int(),
  width: positiveMmSchema,
  depth: positiveMmSchema,
  height: positiveMmSchema,
  anchors: z.array(z.object({ edge: z.enum(EDGES), x: mmSchema, z: mmSchema })),
  frontFrameMounts: z.array(
    z.object({
      id: z.string(),
      edge: z.enum(EDGES),
      offset: positiveMmSchema,
      width: positiveMmSchema,
      orientation: z.enum(['horizontal', 'vertical']),
      fixed: z.boolean(),
    }),
  ),
  panelMounts: z.array(
    z.object({ id: z.string(), edge: z.enum(EDGES), offset: positiveMmSchema, width: positiveMmSchema }),
  ),
  racks: z.array(z.object({ x: mmSchema, slots: z.array(z.int()), mounts: z.array(z.int()) })),
});
export type BaseModuleDto = z.infer<typeof baseModuleSchema>;

export const colorSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  hex: z.string(),
  is_active: z.boolean(),
});

export const partsResponseSchema = dataEnvelope(z.array(partSchema));
export const baseModulesResponseSchema = dataEnvelope(z.array(baseModuleSchema));
export const colorsResponseSchema = dataEnvelope(z.array(colorSchema));

export const healthResponseSchema = z.object({
  data: z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'down']) }),
});
