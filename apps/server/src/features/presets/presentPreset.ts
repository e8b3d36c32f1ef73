import { restoreStoredBarDocument } from '@bar/contracts/barDocument';
import type { PresetSummary } from '@bar/contracts/presets';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { type Locale, localize } from '@bar/domain/locale';
import { computePartsList } from '@bar/domain/partsList';
import type { BarPresetRow } from '../../db/schema.ts';

/** A stored preset document passes the same door as a bar's, so older document versions are migrated. */
export function presetDocument(row: Pick<BarPresetRow, 'id' | 'document'>): BarDocument {
  const restored = restoreStoredBarDocument(row.document);
  if (!restored.ok) {
    throw new Error(`stored document of preset ${row.id} is invalid: ${JSON.stringify(restored.issues)}`);
  }
  return restored.doc;
}

/** The preset as lists show it: name in the request's language, price from today's catalogue. */
export function presentPresetSummary(
  row: BarPresetRow,
  document: BarDocument,
  catalogue: Catalogue,
  locale: Locale,
): PresetSummary {
  return {
    id: row.id,
    code: row.code,
    name: localize(row.name, locale),
    type: row.type,
    base_module: row.baseModule,
    equipment: row.equipment,
    shape: row.shape,
    size: row.size,
    thumbnail: row.thumbnail,
    module_count: document.front.baseModules.length + document.back.baseModules.length,
    total_price: computePartsList(document, catalogue, locale).total_price,
  };
}
