import { ASSEMBLY_TYPES, BASE_MODULE_FAMILIES, PART_TYPES } from '@bar/domain/catalogue';
import { EDGES } from '@bar/domain/edges';
import { z } from 'zod';
import { dataEnvelope, localeSchema } from './common.ts';
import { idParamsSchema } from './ids.ts';
import { centsSchema, gramsSchema, mmSchema, positiveMmSchema } from './units.ts';

const localizedTextSchema = z.object({ de: z.string() }).and(z.partialRecord(localeSchema, z.string()));

/** T1: a box in millimetres — a part as packed, a bag's inner space, a vehicle's cargo space. */
export const boxSizeSchema = z.object({ length: positiveMmSchema, width: positiveMmSchema, height: positiveMmSchema });

/** T1: a vehicle class the transport plan is checked against. */
export const vehicleClassSchema = z.object({
  code: z.string(),
  name: localizedTextSchema,
  cargo: boxSizeSchema,
  payload: gramsSchema,
});

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
  packed_size: boxSizeSchema.nullish(),
  inner_size: boxSizeSchema.nullish(),
  max_load: gramsSchema.nullish(),
  watts: z.number().min(0).optional(),
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
    z.object({
      id: z.string(),
      edge: z.enum(EDGES),
      offset: positiveMmSchema,
      width: positiveMmSchema,
      isDefault: z.boolean(),
    }),
  ),
  racks: z.array(z.object({ x: mmSchema, slots: z.array(z.int()), mounts: z.array(z.int()) })),
});
export type BaseModuleDto = z.infer<typeof baseModuleSchema>;

const assemblyTranslationSchema = z.object({ name: z.string(), description: z.string() });

/** Mirrors the domain's `Assembly`. */
export const assemblySchema = z.object({
  id: z.int(),
  code: z.string(),
  type: z.enum(ASSEMBLY_TYPES),
  order_column: z.int(),
  parts: z.array(z.object({ part_id: z.int(), quantity: z.int().min(0) })),
  is_active: z.boolean(),
  thumbnail: z.string().nullable(),
  width: positiveMmSchema,
  depth: positiveMmSchema,
  height: positiveMmSchema,
  height_units: z.int().min(0),
  mount: z.string().nullable(),
  allowed_rows: z.array(z.int()),
  side: z.enum(['front', 'back', 'both']),
  // de and en always; other languages where translated.
  translations: z
    .object({ de: assemblyTranslationSchema, en: assemblyTranslationSchema })
    .and(z.partialRecord(z.string(), assemblyTranslationSchema)),
});
export type AssemblyDto = z.infer<typeof assemblySchema>;

/**
 * `GET /api/assemblies?type=&include_inactive=`: the active assemblies, optionally of one type;
 * with `include_inactive=true` also those no longer offered, which saved bars may still hold (the
 * editor prices and marks them, see domain `offered.ts`).
 */
export const assembliesQuerySchema = z.object({
  type: z.enum(ASSEMBLY_TYPES).optional(),
  include_inactive: z.enum(['true', 'false']).optional(),
});
export const assemblyParamsSchema = idParamsSchema;

export const colorSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  hex: z.string(),
  is_active: z.boolean(),
});

export const partsResponseSchema = dataEnvelope(z.array(partSchema));
export const baseModulesResponseSchema = dataEnvelope(z.array(baseModuleSchema));
export const assembliesResponseSchema = dataEnvelope(z.array(assemblySchema));
export const assemblyResponseSchema = dataEnvelope(assemblySchema);
export const colorsResponseSchema = dataEnvelope(z.array(colorSchema));
export const vehicleClassesResponseSchema = dataEnvelope(z.array(vehicleClassSchema));
export const vehicleClassResponseSchema = dataEnvelope(vehicleClassSchema);

export const healthResponseSchema = z.object({
  data: z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'down']) }),
});
