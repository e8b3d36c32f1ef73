import { randomBytes } from 'node:crypto';
import type { AssemblyWriteValues } from '@bar/contracts/adminCatalogue';
import type { Locale } from '@bar/domain/locale';
import { eq, inArray, max } from 'drizzle-orm';
import { AppError, addFieldError, type FieldErrors, validationError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { type AssemblyRow, assemblies, parts } from '../../../db/schemaCatalogue.ts';
import { refusePlacementChangesInUse } from './assemblyUsage.ts';
import { catalogueMessage } from './catalogueMessages.ts';
import { urlSlug } from './urlSlug.ts';

const notFound = (locale: Locale) =>
  new AppError('notFound', { message: catalogueMessage('assemblyNotFound', locale) });

/** 422 naming each `parts.N.part_id` that is no catalogue part. */
async function requireExistingParts(db: Database, values: AssemblyWriteValues, locale: Locale): Promise<void> {
  const ids = [...new Set(values.parts.map((part) => part.part_id))];
  if (ids.length === 0) return;
  const found = await db.select({ id: parts.id }).from(parts).where(inArray(parts.id, ids));
  const known = new Set(found.map((row) => row.id));
  const errors: FieldErrors = {};
  values.parts.forEach((part, index) => {
    if (!known.has(part.part_id))
      addFieldError(errors, `parts.${index}.part_id`, catalogueMessage('noSuchPart', locale));
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The columns a write sets from the form (id, code and order_column are the server's). */
function editableColumns(values: AssemblyWriteValues) {
  return {
    type: values.type,
    parts: values.parts,
    isActive: values.is_active,
    thumbnail: values.thumbnail,
    width: values.width,
    depth: values.depth,
    height: values.height,
    heightUnits: values.height_units,
    mount: values.mount,
    allowedRows: values.allowed_rows,
    side: values.side,
    translations: values.translations,
  };
}

/** `bottle-cooler-1001`: the English name as a url-safe word, and the id that makes it unique. */
export function assemblyCode(englishName: string, id: number): string {
  return `${urlSlug(englishName, 60) || 'assembly'}-${id}`;
}

export async function updateAssembly(
  db: Database,
  id: number,
  values: AssemblyWriteValues,
  locale: Locale,
): Promise<AssemblyRow> {
  return db.transaction(async (tx) => {
    // Locked, so two administrators' edits of one assembly are checked against each other's result.
    const [stored] = await tx.select().from(assemblies).where(eq(assemblies.id, id)).for('update');
    if (!stored) throw notFound(locale);
    await requireExistingParts(tx, values, locale);
    await refusePlacementChangesInUse(tx, stored, values, locale);
    const [row] = await tx
      .update(assemblies)
      .set({ ...editableColumns(values), updatedAt: new Date() })
      .where(eq(assemblies.id, id))
      .returning();
    if (!row) throw notFound(locale);
    return row;
  });
}

/**
 * A new assembly: its id comes from the table's identity (above every seeded id), its code from
 * its English name and that id, and it goes after the last assembly of its type.
 */
export async function createAssembly(db: Database, values: AssemblyWriteValues, locale: Locale): Promise<AssemblyRow> {
  await requireExistingParts(db, values, locale);
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ order: max(assemblies.orderColumn) })
      .from(assemblies)
      .where(eq(assemblies.type, values.type));
    // The code needs the id, which the insert draws: a unique stand-in first, the real code next.
    const [inserted] = await tx
      .insert(assemblies)
      .values({
        ...editableColumns(values),
        code: `new-${randomBytes(12).toString('hex')}`,
        orderColumn: (last?.order ?? 0) + 1,
      })
      .returning({ id: assemblies.id });
    if (!inserted) throw new Error('insert into assemblies returned no row');
    const [row] = await tx
      .update(assemblies)
      .set({ code: assemblyCode(values.translations.en.name, inserted.id) })
      .where(eq(assemblies.id, inserted.id))
      .returning();
    if (!row) throw new Error('update of the new assembly returned no row');
    return row;
  });
}
