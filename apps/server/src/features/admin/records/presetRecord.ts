import type { AdminPreset, PresetCreation, PresetUpdate } from '@bar/contracts/adminRecords';
import type { BarDocumentDto } from '@bar/contracts/barDocument';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale, LocalizedText } from '@bar/domain/locale';
import { derivePresetFilters } from '@bar/domain/presetFilters';
import { eq } from 'drizzle-orm';
import { AppError, validationError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { type BarPresetRow, barPresets } from '../../../db/schema.ts';
import { assemblies } from '../../../db/schemaCatalogue.ts';
import { renderMessage } from '../../../i18n/catalogue.ts';
import { checkDocument, prepareDocument } from '../../bars/prepareDocument.ts';
import { storedDocument } from '../../bars/presentBar.ts';
import { findBar } from '../../bars/repository.ts';
import { loadCatalogue } from '../../catalogue/loadCatalogue.ts';
import { presentPresetSummary, presetDocument } from '../../presets/presentPreset.ts';
import { namedColumns } from './namedColumns.ts';
import { recordMessage } from './recordMessages.ts';
import { urlSlug } from './urlSlug.ts';

export function presetNotFound(): AppError {
  return new AppError('notFound', { key: 'presets.notFound' });
}

/** The preset as staff edit it: the public view plus every language of the name and the active flag. */
export function presentAdminPreset(row: BarPresetRow, catalogue: Catalogue, locale: Locale): AdminPreset {
  const document = presetDocument(row);
  return {
    ...presentPresetSummary(row, document, catalogue, locale),
    document: document as BarDocumentDto,
    names: row.name,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Languages left out of the request are not stored, so the name falls back to English, then German. */
function storedName(name: PresetCreation['name']): LocalizedText {
  return Object.fromEntries(Object.entries(name).filter(([, text]) => text !== undefined)) as LocalizedText;
}

/** `Bar "Ü" Basic` → `bar-u-basic`: the readable part of the code; the id after it makes it unique. */
export function codeSlug(text: string): string {
  return urlSlug(text, 40) || 'preset';
}

/**
 * A copy of the bar's document, checked like a save (schema, migrations, every invariant against
 * today's catalogue). Problems are reported on `bar_id`, the one field the admin chose.
 */
async function documentFromBar(db: Database, barId: string, catalogue: Catalogue, locale: Locale) {
  const bar = await findBar(db, barId);
  if (!bar || bar.deletedAt) throw validationError({ bar_id: [recordMessage('barNotFound', locale)] });
  let document: BarDocument;
  try {
    // A "save" that names no field: the stored document alone, through every check of a real save.
    const unchanged = { version: bar.version };
    document = structuredClone(prepareDocument(() => storedDocument(bar), unchanged, catalogue));
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation') {
      throw validationError({ bar_id: [recordMessage('barInvalid', locale)] });
    }
    throw error;
  }
  if (document.front.baseModules.length + document.back.baseModules.length === 0) {
    throw validationError({ bar_id: [recordMessage('barEmpty', locale)] });
  }
  return document;
}

export async function createPreset(
  db: Database,
  request: PresetCreation,
  catalogue: Catalogue,
  locale: Locale,
): Promise<BarPresetRow> {
  const document = await documentFromBar(db, request.bar_id, catalogue, locale);
  const derived = derivePresetFilters(document, catalogue);
  const slug = codeSlug(request.name.en);
  return db.transaction(async (tx) => {
    // The code needs the id: a provisional unique code first, the final one once the id is known.
    const [inserted] = await tx
      .insert(barPresets)
      .values({
        code: `pending-${crypto.randomUUID()}`,
        name: storedName(request.name),
        type: request.type ?? derived.type,
        baseModule: request.base_module ?? derived.base_module,
        equipment: request.equipment ?? derived.equipment,
        shape: request.shape ?? derived.shape,
        size: request.size ?? derived.size,
        thumbnail: request.thumbnail ?? null,
        // Staff check the thumbnail and the filters on the preset's page, then activate it.
        isActive: false,
        document,
      })
      .returning({ id: barPresets.id });
    if (!inserted) throw new Error('insert into bar_presets returned no row');
    const [row] = await tx
      .update(barPresets)
      .set({ code: `${slug}-${inserted.id}` })
      .where(eq(barPresets.id, inserted.id))
      .returning();
    if (!row) throw new Error('update of bar_presets returned no row');
    return row;
  });
}

/**
 * Activating a preset publishes it, so it needs a thumbnail (the one stored, or the one this
 * request sets): else 422 on `is_active`. Reactivating also lets bars start from the preset again,
 * but while it was off its assemblies could change (only active presets hold them, see
 * assemblyUsage.ts): 422 on `is_active` unless its stored document still passes a save's check
 * against today's catalogue. `tx` is the update's transaction. Every assembly is locked (shared)
 * before the catalogue is read, so an assembly edit at the same time either commits first (and is
 * checked here) or waits and then counts this preset as active.
 */
async function refuseUnfitActivation(tx: Database, id: number, change: PresetUpdate, locale: Locale): Promise<void> {
  const [stored] = await tx
    .select({ isActive: barPresets.isActive, document: barPresets.document, thumbnail: barPresets.thumbnail })
    .from(barPresets)
    .where(eq(barPresets.id, id))
    .for('update');
  if (!stored || stored.isActive) return;
  const thumbnail = change.thumbnail === undefined ? stored.thumbnail : change.thumbnail;
  if (!thumbnail) throw validationError({ is_active: [recordMessage('presetNeedsThumbnail', locale)] });
  await tx.select({ id: assemblies.id }).from(assemblies).for('share');
  const checked = checkDocument(stored.document, await loadCatalogue(tx), 'stored');
  if (checked.ok) return;
  throw validationError({
    is_active: [
      recordMessage('presetUnfit', locale, { problem: renderMessage(checked.problems[0]?.message ?? '', locale) }),
    ],
  });
}

/** Writes the fields the request names; the document stays as it is. */
export async function updatePreset(
  db: Database,
  id: number,
  change: PresetUpdate,
  locale: Locale,
): Promise<BarPresetRow> {
  const values: Partial<typeof barPresets.$inferInsert> = {
    updatedAt: new Date(),
    ...namedColumns<PresetUpdate, typeof barPresets.$inferInsert>(change, {
      type: 'type',
      base_module: 'baseModule',
      equipment: 'equipment',
      shape: 'shape',
      size: 'size',
      thumbnail: 'thumbnail',
      is_active: 'isActive',
    }),
  };
  if (change.name !== undefined) values.name = storedName(change.name);
  return db.transaction(async (tx) => {
    if (change.is_active === true) await refuseUnfitActivation(tx, id, change, locale);
    const [row] = await tx.update(barPresets).set(values).where(eq(barPresets.id, id)).returning();
    if (!row) throw presetNotFound();
    return row;
  });
}

export async function findAnyPreset(db: Database, id: number): Promise<BarPresetRow | null> {
  const [row] = await db.select().from(barPresets).where(eq(barPresets.id, id)).limit(1);
  return row ?? null;
}
