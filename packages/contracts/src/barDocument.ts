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
import type { DeepReadonly } from '@bar/domain/readonly';
import { z } from 'zod';
import { recordIdSchema } from './ids.ts';
import { msg } from './messages.ts';
import { mmSchema, positiveMmSchema } from './units.ts';

const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, msg('validation.idCharacters'));
const catalogueIdSchema = recordIdSchema;
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

const colorSettingsSchema = z.strictObject(
  Object.fromEntries(COLOR_KEYS.map((key) => [key, colorCodeSchema])) as Record<
    (typeof COLOR_KEYS)[number],
    typeof colorCodeSchema
  >,
);

const defaults = defaultSideSettings();
export const sideSettingsSchema = z.strictObject({
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

const panelSchema = z.strictObject({
  assembly_model_id: catalogueIdSchema,
  mount: z.strictObject({ orientation: edgeSchema, shift: mmSchema, id: z.string().max(32) }),
  color: nullableColor,
  image: imageUrlSchema,
  fill_image: z.boolean().default(false),
  width: positiveMmSchema,
  height: positiveMmSchema,
});

const rowList = z.array(z.int().min(1).max(11)).max(11);

export const baseModuleInstanceSchema = z.strictObject({
  id: idSchema,
  base_module_id: catalogueIdSchema,
  rotation: z.union(ROTATIONS.map((rotation) => z.literal(rotation))),
  position: z.strictObject({ x: mmSchema, z: mmSchema }),
  racks: z
    .array(
      z.strictObject({
        id: idSchema,
        x: mmSchema,
        worktop: z
          .strictObject({ assembly_id: catalogueIdSchema, mount: z.int().min(1).max(11) })
          .nullable()
          .default(null),
        inserts: z
          .array(
            z.strictObject({
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
    .array(z.strictObject({ id: idSchema, edge: edgeSchema }))
    .max(16)
    .default([]),
  frontFrames: z
    .array(
      z.strictObject({ id: idSchema, mount_id: z.string().max(32), part_id: catalogueIdSchema, color: nullableColor }),
    )
    .max(8)
    .default([]),
  brandsigns: z
    .array(
      z.strictObject({
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
      z.strictObject({
        id: idSchema,
        part_id: catalogueIdSchema,
        edge: edgeSchema,
        offset: positiveMmSchema,
        width: positiveMmSchema,
        color: nullableColor,
        accessories: z
          .array(z.strictObject({ assembly_id: catalogueIdSchema, offset: positiveMmSchema }))
          .max(64)
          .default([]),
      }),
    )
    .max(200)
    .default([]),
  side_applications: z
    .array(
      z.strictObject({
        side: z.enum(['left', 'right']),
        assembly_id: catalogueIdSchema,
        color: nullableColor,
        parts: z.array(catalogueIdSchema).max(16).default([]),
      }),
    )
    .max(2)
    .default([]),
  back_side_applications: z
    .array(z.strictObject({ part_id: catalogueIdSchema, orientation: edgeSchema, color: nullableColor }))
    .max(4)
    .default([]),
  back_panels: z
    .strictObject({ top: panelSchema.nullable().default(null), bottom: panelSchema.nullable().default(null) })
    .default({ top: null, bottom: null }),
  front_frame_accessories: z
    .array(
      z.strictObject({
        assembly_id: catalogueIdSchema,
        mount_id: z.string().max(32),
        position: z.int().min(0).max(64),
      }),
    )
    .max(32)
    .default([]),
  speed_racks: z
    .array(z.strictObject({ edge: edgeSchema, offset: positiveMmSchema }))
    .max(8)
    .default([]),
  bottle_shelves: z
    .array(z.strictObject({ part_id: catalogueIdSchema, offset: positiveMmSchema, color: nullableColor }))
    .max(8)
    .default([]),
  color: nullableColor,
  cornerCapColor: nullableColor,
  cornerWorktopColor: nullableColor,
});

export const brandingSchema = z.strictObject({
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

export const barSideSchema = z.strictObject({
  baseModules: z.array(baseModuleInstanceSchema).max(200).default([]),
  brandings: z.array(brandingSchema).max(200).default([]),
  settings: sideSettingsSchema.default(defaults),
});

const partCountSchema = z.strictObject({ part_id: catalogueIdSchema, count: z.int().min(1).max(10_000) });

export const orbitSettingsSchema = z.strictObject({
  panX: z.number().finite().min(-1000).max(1000),
  panY: z.number().finite().min(-1000).max(1000),
  rotationX: z.number().finite().min(-3600).max(3600),
  rotationY: z.number().finite().min(-3600).max(3600),
  zoom: z.number().finite().min(-1000).max(1000),
});

const emptySide = { baseModules: [], brandings: [], settings: defaults };

/** The bar document exactly as section 3 of the specification names its fields. */
export const barDocumentSchema = z.strictObject({
  schemaVersion: z.literal(DOCUMENT_VERSION),
  front: barSideSchema.default(emptySide),
  back: barSideSchema.default(emptySide),
  additionalAccessories: z.array(partCountSchema).max(500).default([]),
  singleParts: z.array(partCountSchema).max(500).default([]),
  settings: sideSettingsSchema.default(defaults),
  orbit_settings: orbitSettingsSchema.default(DEFAULT_ORBIT_SETTINGS),
});

/**
 * The document as zod infers it for requests and replies: the domain's `BarDocument` with mutable
 * arrays and fields (the domain's type is read-only; a reply states it as `as BarDocumentDto`).
 */
export type BarDocumentDto = z.output<typeof barDocumentSchema>;

// Compile-time proof that the schema produces exactly the domain's document type.
const parsedIsDocument: (parsed: BarDocumentDto) => BarDocument = (parsed) => parsed;
const documentIsParsed: (doc: BarDocument) => DeepReadonly<BarDocumentDto> = (doc) => doc;
void parsedIsDocument;
void documentIsParsed;

export type RestoreIssue = { path: string; message: string };
export type RestoreResult = { ok: true; doc: BarDocument } | { ok: false; issues: RestoreIssue[] };

type Key = string | number;

/** Issues with dotted paths; an unknown key is named by its own path (`front.baseModulez`). */
function restoreIssues(error: z.ZodError): RestoreIssue[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key].join('.'), message: msg('validation.unknownField') }))
      : [{ path: issue.path.join('.'), message: issue.message }],
  );
}

function migrated(raw: unknown): { ok: true; doc: unknown } | { ok: false; issues: RestoreIssue[] } {
  const outcome = migrateDocument(raw);
  if (outcome.ok) return outcome;
  const message = msg(outcome.reason === 'notAnObject' ? 'validation.documentNotObject' : 'validation.documentVersion');
  return { ok: false, issues: [{ path: '', message }] };
}

/**
 * The one door for untrusted documents: migrate to the current version, then parse. Every object
 * of the document is strict: a key the schema does not know (a misspelt `baseModulez`) is refused
 * with its path instead of being dropped with everything under it.
 */
export function restoreBarDocument(raw: unknown): RestoreResult {
  const start = migrated(raw);
  if (!start.ok) return start;
  const parsed = barDocumentSchema.safeParse(start.doc);
  return parsed.success ? { ok: true, doc: parsed.data } : { ok: false, issues: restoreIssues(parsed.error) };
}

/** Deletes, in place, every key a strict parse reported as unknown; false when it reported none. */
function deleteUnknownKeys(doc: unknown, error: z.ZodError): boolean {
  let deleted = false;
  for (const issue of error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    let target: unknown = doc;
    for (const key of issue.path as Key[]) target = (target as Record<Key, unknown> | undefined)?.[key];
    if (typeof target !== 'object' || target === null) continue;
    for (const key of issue.keys) delete (target as Record<string, unknown>)[key];
    deleted = true;
  }
  return deleted;
}

/** Passes enough for any document: one strict parse reports the unknown keys at every depth. */
const MAX_STRIP_PASSES = 4;

/**
 * The door for documents read back from the database (bars, revisions, presets): the same
 * migrations and schema, but keys the schema does not know are dropped, not refused. Documents
 * stored before the schema became strict may carry such keys (the lenient schema of old dropped
 * them on save, yet older rows, imports and presets may hold some); they open, and their next
 * save stores them without. The stored value is not changed: a copy is stripped.
 */
export function restoreStoredBarDocument(raw: unknown): RestoreResult {
  const start = migrated(raw);
  if (!start.ok) return start;
  let candidate = start.doc;
  let parsed = barDocumentSchema.safeParse(candidate);
  for (let pass = 0; !parsed.success && pass < MAX_STRIP_PASSES; pass += 1) {
    if (pass === 0) candidate = structuredClone(candidate);
    if (!deleteUnknownKeys(candidate, parsed.error)) break;
    parsed = barDocumentSchema.safeParse(candidate);
  }
  return parsed.success ? { ok: true, doc: parsed.data } : { ok: false, issues: restoreIssues(parsed.error) };
}

function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/**
 * The schema of the part of a bar document at `keys` (object keys and array indexes, as in a JSON
 * Pointer), or null where the schema has no such part. The document schema checks nothing across
 * its parts, so a document whose other parts passed it passes it again when the part at `keys`
 * passes this schema, and parsing that part gives what a parse of the whole gives there.
 */
export function barDocumentPartSchema(keys: readonly string[]): z.ZodType | null {
  let schema: z.ZodType = barDocumentSchema;
  for (const key of keys) {
    const inner = unwrapped(schema);
    if (inner instanceof z.ZodObject) {
      if (!Object.hasOwn(inner.shape, key)) return null;
      schema = inner.shape[key] as z.ZodType;
    } else if (inner instanceof z.ZodArray) {
      if (!ARRAY_INDEX.test(key)) return null;
      schema = inner.element as z.ZodType;
    } else {
      return null;
    }
  }
  return schema;
}
