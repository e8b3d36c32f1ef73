import { ilike, sql } from 'drizzle-orm';
import { barPresets } from '../../../../db/schema.ts';
import { columnSorts, defineList, fromTable } from '../listPage.ts';
import { anyLanguageMatches, booleanFilter, documentModuleCount, equalsFilter, localizedText } from '../sqlText.ts';

/** `GET /api/bar-presets-index`: every preset, inactive ones included. */
export const presetsList = defineList({
  list: 'presets',
  fields: (locale) => ({
    id: barPresets.id,
    code: barPresets.code,
    name: localizedText(barPresets.name, locale),
    type: barPresets.type,
    baseModule: barPresets.baseModule,
    equipment: barPresets.equipment,
    shape: barPresets.shape,
    size: barPresets.size,
    isActive: barPresets.isActive,
    thumbnail: barPresets.thumbnail,
    moduleCount: documentModuleCount(barPresets.document),
  }),
  from: fromTable(barPresets),
  search: (pattern) => [ilike(barPresets.code, pattern), anyLanguageMatches(barPresets.name, pattern)],
  sorts: {
    ...columnSorts({ id: barPresets.id, code: barPresets.code, type: barPresets.type, is_active: barPresets.isActive }),
    name: (locale) => [sql`lower(${localizedText(barPresets.name, locale)})`],
  },
  filters: {
    type: equalsFilter(barPresets.type),
    base_module: equalsFilter(barPresets.baseModule),
    equipment: equalsFilter(barPresets.equipment),
    shape: equalsFilter(barPresets.shape),
    size: equalsFilter(barPresets.size),
    is_active: booleanFilter(barPresets.isActive),
  },
  present: (row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    base_module: row.baseModule,
    equipment: row.equipment,
    shape: row.shape,
    size: row.size,
    is_active: row.isActive,
    thumbnail: row.thumbnail,
    module_count: row.moduleCount,
  }),
});
