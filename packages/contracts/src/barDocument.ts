import {
  type BarDocument,
  BRANDING_TYPES,
  COLOR_KEYS,
  DEFAULT_ORBIT_SETTINGS,
  DOCUMENT_VERSION,
  defaultSideSettings,
  FLOORS,
  SKYBOXES,
} from '@bar/domain/document';
import { EDGES, ROTATIONS } from '@bar/domain/edges';
import { migrateDocument } from '@bar/domain/migrations';
import { z } from 'zod';
import { mmSchema, positiveMmSchema } from './units.ts';

const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only.');
const catalogueIdSchema = z.int().positive();
const edgeSchema = z.enum(EDGES);
const colorCodeSchema = z
  .string()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9#-]+$/);
const nullableColor = colorCodeSchema.nullable().default(null);
const imageUrlSchema = z
  .string()
  .max(500)
  .regex(/^\/api\/uploads\/[A-Za-z0-9_-]{16,64}$/)
  .nullable()
  .default(null);

const colorSettingsSchema = z.object(
  Object.fromEntries(COLOR_KEYS.map((key) => [key, colorCodeSchema])) as Record<
    (typeof COLOR_KEYS)[number],
    typeof colorCodeSchema
  >,
);

const defaults = defaultSideSettings();
export const sideSettingsSchema = z.object({
  colors: colorSettingsSchema.default(defaults.colors),
  background: z.enum(FLOORS).default(defaults.background),
  backgroundColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default(defaults.backgroundColor),
  skybox: z.enum(SKYBOXES).default(defaults.skybox),
  offsetX: mmSchema.default(defaults.offsetX),
  offsetZ: mmSchema.default(defaults.offsetZ),
});

const panelSchema = z.object({
  assembly_model_id: catalogueIdSchema,
  mount: z.object({ orientation: edgeSchema, shift: mmSchema, id: z.string().max(32) }),
  color: nullableColor,
  image: imageUrlSchema,
  fill_image: z.boolean().default(false),
  width: positiveMmSchema,
  height: positiveMmSchema,
});

const rowList = z.array(z.int().min(1).max(11)).max(11);

export const baseModuleInstanceSchema = z.object({
  id: idSchema,
  base_module_id: catalogueIdSchema,
  rotation: z.union(ROTATIONS.map((rotation) => z.literal(rotation))),
  position: z.object({ x: mmSchema, z: mmSchema }),
  racks: z
    .array(
      z.object({
        id: idSchema,
        x: mmSchema,
        worktop: z
          .object({ assembly_id: catalogueIdSchema, mount: z.int().min(1).max(11) })
          .nullable()
          .default(null),
        inserts: z
          .array(
            z.object({
              slots: rowList,
              height_units: z.int().min(0).max(11),
              mount: z.int().min(1).max(11),
              rack_insert_model_id: catalogueIdSchema,
            }),
          )
          .max(11)
          .default([]),
        slots: rowList,
        mounts: rowList,
      }),
    )
    .max(8)
    .default([]),
  neighbours: z
    .array(z.object({ id: idSchema, edge: edgeSchema }))
    .max(16)
    .default([]),
  frontFrames: z
    .array(z.object({ id: idSchema, mount_id: z.string().max(32), part_id: catalogueIdSchema, color: nullableColor }))
    .max(8)
    .default([]),
  brandsigns: z
    .array(
      z.object({
        part_id: catalogueIdSchema,
        edge: edgeSchema,
        image_url: imageUrlSchema,
        fill_image: z.boolean().default(false),
      }),
    )
    .max(4)
    .default([]),
  panels: z.array(panelSchema).max(16).default([]),
  counterBoards: z
    .array(
      z.object({
        id: idSchema,
        part_id: catalogueIdSchema,
        edge: edgeSchema,
        offset: positiveMmSchema,
        width: positiveMmSchema,
        color: nullableColor,
        accessories: z
          .array(z.object({ assembly_id: catalogueIdSchema, offset: positiveMmSchema }))
          .max(64)
          .default([]),
      }),
    )
    .max(200)
    .default([]),
  side_applications: z
    .array(
      z.object({
        side: z.enum(['left', 'right']),
        assembly_id: catalogueIdSchema,
        color: nullableColor,
        parts: z.array(catalogueIdSchema).max(16).default([]),
      }),
    )
    .max(2)
    .default([]),
  back_side_applications: z
    .array(z.object({ part_id: catalogueIdSchema, orientation: edgeSchema, color: nullableColor }))
    .max(4)
    .default([]),
  back_panels: z
    .object({ top: panelSchema.nullable().default(null), bottom: panelSchema.nullable().default(null) })
    .default({ top: null, bottom: null }),
  front_frame_accessories: z
    .array(z.object({ assembly_id: catalogueIdSchema, mount_id: z.string().max(32), position: z.int().min(0).max(64) }))
    .max(32)
    .default([]),
  speed_racks: z
    .array(z.object({ edge: edgeSchema, offset: positiveMmSchema }))
    .max(8)
    .default([]),
  bottle_shelves: z
    .array(z.object({ part_id: catalogueIdSchema, offset: positiveMmSchema, color: nullableColor }))
    .max(8)
    .default([]),
  color: nullableColor,
  cornerCapColor: nullableColor,
  cornerWorktopColor: nullableColor,
});

export const brandingSchema = z.object({
  base_module_id: idSchema,
  edge: edgeSchema,
  part_id: catalogueIdSchema,
  image_url: imageUrlSchema,
  color: z.string().max(16).default('white'),
  fill_image: z.boolean().default(false),
  type: z.enum(BRANDING_TYPES),
  width: positiveMmSchema,
  height: positiveMmSchema,
});

export const barSideSchema = z.object({
  baseModules: z.array(baseModuleInstanceSchema).max(200).default([]),
  brandings: z.array(brandingSchema).max(200).default([]),
  settings: sideSettingsSchema.default(defaults),
});

const partCountSchema = z.object({ part_id: catalogueIdSchema, count: z.int().min(1).max(10_000) });

export const orbitSettingsSchema = z.object({
  panX: z.number().finite().min(-1000).max(1000),
  panY: z.number().finite().min(-1000).max(1000),
  rotationX: z.number().finite().min(-3600).max(3600),
  rotationY: z.number().finite().min(-3600).max(3600),
  zoom: z.number().finite().min(-1000).max(1000),
});

const emptySide = { baseModules: [], brandings: [], settings: defaults };

/** The bar document exactly as section 3 of the specification names its fields. */
export const barDocumentSchema = z.object({
  schemaVersion: z.literal(DOCUMENT_VERSION),
  front: barSideSchema.default(emptySide),
  back: barSideSchema.default(emptySide),
  additionalAccessories: z.array(partCountSchema).max(500).default([]),
  singleParts: z.array(partCountSchema).max(500).default([]),
  settings: sideSettingsSchema.default(defaults),
  orbit_settings: orbitSettingsSchema.default(DEFAULT_ORBIT_SETTINGS),
});

// Compile-time proof that the schema produces exactly the domain's document type.
type Parsed = z.output<typeof barDocumentSchema>;
const parsedIsDocument: (parsed: Parsed) => BarDocument = (parsed) => parsed;
const documentIsParsed: (doc: BarDocument) => Parsed = (doc) => doc;
void parsedIsDocument;
void documentIsParsed;

export type RestoreResult = { ok: true; doc: BarDocument } | { ok: false; issues: { path: string; message: string }[] };

/** The one door for untrusted documents: migrate to the current version, then parse. */
export function restoreBarDocument(raw: unknown): RestoreResult {
  const migrated = migrateDocument(raw);
  if (!migrated.ok) {
    return {
      ok: false,
      issues: [
        {
          path: '',
          message: `Document ${migrated.reason === 'notAnObject' ? 'must be an object' : 'version is not supported'}.`,
        },
      ],
    };
  }
  const parsed = barDocumentSchema.safeParse(migrated.doc);
  if (parsed.success) return { ok: true, doc: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}
