import type { AssemblyWriteValues } from '@bar/contracts/adminCatalogue';
import type { AssemblyType } from '@bar/domain/catalogue';
import type { Locale } from '@bar/domain/locale';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { addFieldError, type FieldErrors, validationError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { barPresets, bars } from '../../../db/schema.ts';
import type { AssemblyRow } from '../../../db/schemaCatalogue.ts';
import { barDocumentSql } from '../../bars/documentColumns.ts';
import { type AssemblyUsage, catalogueMessage, usagePhrase } from './catalogueMessages.ts';

type PlacementField = 'mount' | 'width' | 'depth' | 'height' | 'height_units' | 'allowed_rows';

/**
 * Beside `type`, the fields that decide where an assembly of each type fits, as the save check
 * (domain `validateEquipment`) and the edit commands compare them with a placed item: a panel's
 * edge kind, width and height (D3), an insert's or worktop's rows (R1-R3), a back panel's top or
 * bottom mount and its depth (D3, B4), a side application's end (P2). Changing one of them while
 * saved bars or active presets (whose bars start as copies of them) use the assembly would leave
 * those bars holding it where it no longer fits (their next save refused). `side` only chooses
 * which side's menu offers the assembly, so it stays free.
 */
const PLACEMENT_FIELDS: Record<AssemblyType, readonly PlacementField[]> = {
  insert: ['height_units'],
  worktop: ['height_units', 'allowed_rows'],
  front_panel: ['mount', 'width', 'height'],
  back_panel: ['mount', 'depth'],
  side_application: ['mount'],
  front_frame_accessory: [],
  counter_board_accessory: [],
  brandsign: [],
};

function storedValue(row: AssemblyRow, field: PlacementField): unknown {
  switch (field) {
    case 'height_units':
      return row.heightUnits;
    case 'allowed_rows':
      return row.allowedRows;
    default:
      return row[field];
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `values` that would move the stored assembly's placements (only `type` when that changes). */
export function placementChanges(stored: AssemblyRow, values: AssemblyWriteValues): string[] {
  if (values.type !== stored.type) return ['type'];
  return PLACEMENT_FIELDS[stored.type].filter((field) => !sameValue(values[field], storedValue(stored, field)));
}

/**
 * Where a bar document names an assembly of each type (domain `BarDocument`). The save check
 * (`validateEquipment`) refuses an assembly of another type at any of these places, so a saved bar
 * names an assembly only where its type belongs; and as long as bars use it, its type stays (see
 * above). Brand signs are parts in a document, so a `brandsign` assembly is named nowhere.
 */
const REFERENCES: Record<AssemblyType, readonly string[]> = {
  insert: ['racks[*].inserts[*].rack_insert_model_id'],
  worktop: ['racks[*].worktop.assembly_id'],
  front_panel: ['panels[*].assembly_model_id'],
  back_panel: ['back_panels.top.assembly_model_id', 'back_panels.bottom.assembly_model_id'],
  side_application: ['side_applications[*].assembly_id'],
  front_frame_accessory: ['front_frame_accessories[*].assembly_id'],
  counter_board_accessory: ['counterBoards[*].accessories[*].assembly_id'],
  brandsign: [],
};

/**
 * A jsonpath predicate true when the document names the assembly where its type belongs, on either
 * side. Each alternative is a plain key chain compared with a constant, the form a GIN
 * `jsonb_path_ops` index on a document could answer; without one, every bar's document is
 * read (about 2 s for 100 000 bars), and only when a field that matters changes.
 */
function referencesAssembly(id: number, type: AssemblyType): string | null {
  if (!Number.isSafeInteger(id)) throw new Error(`assembly id ${id} is not an integer`);
  const alternatives = ['front', 'back'].flatMap((side) =>
    REFERENCES[type].map((reference) => `$.${side}.baseModules[*].${reference} == ${id}`),
  );
  return alternatives.length > 0 ? alternatives.join(' || ') : null;
}

type Assembly = { id: number; type: AssemblyType };

/** Rows of `table` kept by `where` whose `document` (a bar document, as SQL) uses the assembly. */
async function countDocumentsUsing(
  db: Database,
  table: typeof bars | typeof barPresets,
  document: SQL | typeof barPresets.document,
  where: SQL,
  assembly: Assembly,
): Promise<number> {
  const path = referencesAssembly(assembly.id, assembly.type);
  if (path === null) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .where(and(where, sql`${document} @@ ${path}::jsonpath`));
  return Number(row?.total ?? 0);
}

/** Saved bars (removed ones left out) whose document uses the assembly. */
export function countBarsUsingAssembly(db: Database, assembly: Assembly): Promise<number> {
  return countDocumentsUsing(db, bars, barDocumentSql, isNull(bars.deletedAt), assembly);
}

/**
 * Active presets whose document (the shape of a bar's) uses the assembly. A bar started from one
 * copies its document, so changing the assembly under it would have that bar refused when saved.
 * A deactivated preset (what DELETE /api/bar-presets/{id} leaves) starts no bar, so it is left out
 * like a removed bar; otherwise a removed preset would hold the assembly for good.
 */
export function countPresetsUsingAssembly(db: Database, assembly: Assembly): Promise<number> {
  return countDocumentsUsing(db, barPresets, barPresets.document, eq(barPresets.isActive, true), assembly);
}

/**
 * 422 on each field of `values` that would move the placements of an assembly that saved bars or
 * active presets use, saying how many of each. They are only counted when such a field changes;
 * `db` is the write's transaction, so the refusal leaves nothing saved.
 */
export async function refusePlacementChangesInUse(
  db: Database,
  stored: AssemblyRow,
  values: AssemblyWriteValues,
  locale: Locale,
): Promise<void> {
  const fields = placementChanges(stored, values);
  if (fields.length === 0) return;
  const usage: AssemblyUsage = {
    bars: await countBarsUsingAssembly(db, stored),
    presets: await countPresetsUsingAssembly(db, stored),
  };
  if (usage.bars === 0 && usage.presets === 0) return;
  const errors: FieldErrors = {};
  const phrase = { usage: usagePhrase(usage, locale) };
  for (const field of fields) {
    const message = field === 'type' ? 'assemblyTypeInUse' : 'assemblyPlacementInUse';
    addFieldError(errors, field, catalogueMessage(message, locale, phrase));
  }
  throw validationError(errors);
}
