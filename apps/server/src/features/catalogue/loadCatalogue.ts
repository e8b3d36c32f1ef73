import {
  type Assembly,
  type AssemblyType,
  type BaseModuleDefinition,
  type BoxSize,
  type Catalogue,
  type Color,
  createCatalogue,
  type Part,
  type VehicleClass,
} from '@bar/domain/catalogue';
import { cents, grams, mm } from '@bar/domain/units';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type AssemblyRow,
  assemblies,
  type BaseModuleRow,
  baseModules,
  type ColorRow,
  colors,
  type PartRow,
  parts,
} from '../../db/schemaCatalogue.ts';
import { type VehicleClassRow, vehicleClasses } from '../../db/schemaVehicles.ts';
import { readCatalogueVersion } from './catalogueVersion.ts';

function boxOf(length: number | null, width: number | null, height: number | null): BoxSize | null {
  if (length === null || width === null || height === null) return null;
  return { length: mm(length), width: mm(width), height: mm(height) };
}

export function toPart(row: PartRow): Part {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    name: row.name,
    description: row.description,
    width: mm(row.width),
    height: mm(row.height),
    depth: mm(row.depth),
    weight: grams(row.weightG),
    price: cents(row.priceCents),
    variants: row.variants,
    packed_size: boxOf(row.packedLength, row.packedWidth, row.packedHeight),
    inner_size: boxOf(row.innerLength, row.innerWidth, row.innerHeight),
    max_load: row.maxLoadG === null ? null : grams(row.maxLoadG),
    watts: row.watts,
  };
}

export function toVehicleClass(row: VehicleClassRow): VehicleClass {
  return {
    code: row.code,
    name: row.name,
    cargo: { length: mm(row.cargoLength), width: mm(row.cargoWidth), height: mm(row.cargoHeight) },
    payload: grams(row.payloadG),
  };
}

function toBaseModule(row: BaseModuleRow): BaseModuleDefinition {
  return {
    id: row.id,
    code: row.code,
    family: row.family,
    part_id: row.partId,
    side: row.side,
    order_column: row.orderColumn,
    width: mm(row.width),
    depth: mm(row.depth),
    height: mm(row.height),
    anchors: row.anchors,
    frontFrameMounts: row.frontFrameMounts,
    panelMounts: row.panelMounts,
    racks: row.racks,
  };
}

export function toAssembly(row: AssemblyRow): Assembly {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    order_column: row.orderColumn,
    parts: row.parts,
    is_active: row.isActive,
    thumbnail: row.thumbnail,
    width: mm(row.width),
    depth: mm(row.depth),
    height: mm(row.height),
    height_units: row.heightUnits,
    mount: row.mount,
    allowed_rows: row.allowedRows,
    side: row.side,
    translations: row.translations,
  };
}

export function toColor(row: ColorRow): Color {
  return { id: row.id, code: row.code, name: row.name, hex: row.hex, is_active: row.isActive };
}

/**
 * The catalogue as the tables hold it. Inactive assemblies and colours are included: stored bars
 * may still use them and are priced with them. Public lists filter them out.
 */
async function readCatalogue(db: Database): Promise<Catalogue> {
  // One after the other: `db` may be a transaction, whose single connection takes one query at a
  // time (node-postgres deprecates queueing on a busy client). A read happens once per version.
  const partRows = await db.select().from(parts).orderBy(asc(parts.id));
  const moduleRows = await db.select().from(baseModules).orderBy(asc(baseModules.orderColumn), asc(baseModules.id));
  const assemblyRows = await db
    .select()
    .from(assemblies)
    .orderBy(asc(assemblies.type), asc(assemblies.orderColumn), asc(assemblies.id));
  const colorRows = await db.select().from(colors).orderBy(asc(colors.id));
  const vehicleRows = await db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.orderColumn));
  return createCatalogue({
    parts: partRows.map(toPart),
    baseModules: moduleRows.map(toBaseModule),
    assemblies: assemblyRows.map(toAssembly),
    colors: colorRows.map(toColor),
    vehicles: vehicleRows.map(toVehicleClass),
  });
}

type CachedCatalogue = { version: number; catalogue: Promise<Catalogue> };

// Per database, so apps on different databases (tests) never share a catalogue. Shared between
// requests: nobody may mutate a catalogue.
const cache = new WeakMap<Database, CachedCatalogue>();

/**
 * The current catalogue. Reading and mapping it costs more than the rest of a save, so the process
 * keeps it, and checks with one tiny query per call whether any process changed it since
 * (`catalogue_version`, bumped by every catalogue write). The version is read before the tables:
 * a change committed in between is loaded under the older number and reloaded on the next call,
 * never the other way round. Concurrent calls wait for the same load.
 */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  return loadCatalogueOfVersion(db, await readCatalogueVersion(db));
}

/**
 * As `loadCatalogue`, with `version` (the `catalogue_version` counter, null before its migration)
 * read by the caller, in a query it makes anyway (see findBarHeadForSave).
 */
export async function loadCatalogueOfVersion(db: Database, version: number | null): Promise<Catalogue> {
  if (version === null) return readCatalogue(db);
  const cached = cache.get(db);
  if (cached?.version === version) return cached.catalogue;
  const entry: CachedCatalogue = { version, catalogue: readCatalogue(db) };
  cache.set(db, entry);
  entry.catalogue.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.catalogue;
}

/**
 * The catalogue this process loaded last, with its `catalogue_version`, or null; no query. Another
 * process may have changed the catalogue since: whoever stores what was checked against it confirms
 * the version in the same statement (see `SaveGuard`).
 */
export function heldCatalogue(db: Database): { version: number; catalogue: Promise<Catalogue> } | null {
  return cache.get(db) ?? null;
}

/** K3: the palette offers active colours only, and never the codes dg and plt. */
const HIDDEN_COLOR_CODES = new Set(['dg', 'plt']);

/** Ordered by code. */
export function paletteColors(catalogue: Catalogue): Color[] {
  return catalogue.colors
    .filter((color) => color.is_active && !HIDDEN_COLOR_CODES.has(color.code.toLowerCase()))
    .sort((a, b) => compareText(a.code, b.code));
}

/** The public assembly list: active ones only (unless `includeInactive`), by type, then order_column. */
export function activeAssemblies(catalogue: Catalogue, type?: AssemblyType, includeInactive = false): Assembly[] {
  return [...catalogue.assemblies.values()]
    .filter((assembly) => (includeInactive || assembly.is_active) && (type === undefined || assembly.type === type))
    .sort((a, b) => compareText(a.type, b.type) || a.order_column - b.order_column || a.id - b.id);
}

// Byte order, like PostgreSQL's "C" collation, so the result does not depend on the locale.
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
