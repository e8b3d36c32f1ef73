import {
  type BaseModuleDefinition,
  type Catalogue,
  type Color,
  createCatalogue,
  type Part,
} from '@bar/domain/catalogue';
import { cents, grams, mm } from '@bar/domain/units';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type BaseModuleRow, baseModules, type ColorRow, colors, type PartRow, parts } from '../../db/schema.ts';

function toPart(row: PartRow): Part {
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

function toColor(row: ColorRow): Color {
  return { id: row.id, code: row.code, name: row.name, hex: row.hex, is_active: row.isActive };
}

/** The current catalogue from the database; tens of rows, so it is read per request. */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [partRows, moduleRows, colorRows] = await Promise.all([
    db.select().from(parts).orderBy(asc(parts.id)),
    db.select().from(baseModules).orderBy(asc(baseModules.orderColumn), asc(baseModules.id)),
    db.select().from(colors).orderBy(asc(colors.id)),
  ]);
  return createCatalogue({
    parts: partRows.map(toPart),
    baseModules: moduleRows.map(toBaseModule),
    colors: colorRows.map(toColor),
  });
}

/** K3: the palette offers active colours only, and never the codes dg and plt. */
const HIDDEN_COLOR_CODES = new Set(['dg', 'plt']);

export function paletteColors(catalogue: Catalogue): Color[] {
  return catalogue.colors.filter((color) => color.is_active && !HIDDEN_COLOR_CODES.has(color.code.toLowerCase()));
}
