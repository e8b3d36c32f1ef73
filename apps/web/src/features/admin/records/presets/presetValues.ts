import type { AdminPreset, CreatePresetRequest, UpdatePresetRequest } from '@bar/contracts/adminRecords';
import { PRESET_FILTERS } from '@bar/contracts/presets';
import { LOCALES, type Locale } from '@bar/domain/locale';

export type PresetFilterName = keyof typeof PRESET_FILTERS;
export const PRESET_FILTER_NAMES = Object.keys(PRESET_FILTERS) as PresetFilterName[];

/** The preset form: a name per language (German and English required), the filter groups, a thumbnail. */
export type PresetFormValues = {
  name: Record<Locale, string>;
  type: string;
  base_module: string;
  equipment: string;
  shape: string;
  size: string;
  thumbnail: string;
  is_active: boolean;
};

/** The preset type that fits a bar: front modules only, back modules only, or both. */
export function presetTypeOf(frontModules: number, backModules: number): PresetFormValues['type'] {
  if (frontModules > 0 && backModules > 0) return 'bar_with_back';
  return backModules > 0 ? 'back' : 'bar';
}

/** A new preset from a bar: its name in German and English, the type the bar's modules suggest. */
export function emptyPresetValues(barName: string, type: string = PRESET_FILTERS.type[0]): PresetFormValues {
  return {
    name: Object.fromEntries(
      LOCALES.map((locale) => [locale, locale === 'de' || locale === 'en' ? barName : '']),
    ) as Record<Locale, string>,
    type,
    base_module: PRESET_FILTERS.base_module[0],
    equipment: PRESET_FILTERS.equipment[0],
    shape: PRESET_FILTERS.shape[0],
    size: PRESET_FILTERS.size[0],
    thumbnail: '',
    is_active: true,
  };
}

export function presetValuesOf(preset: AdminPreset): PresetFormValues {
  return {
    name: Object.fromEntries(LOCALES.map((locale) => [locale, preset.names[locale] ?? ''])) as Record<Locale, string>,
    type: preset.type,
    base_module: preset.base_module,
    equipment: preset.equipment,
    shape: preset.shape,
    size: preset.size,
    thumbnail: preset.thumbnail ?? '',
    is_active: preset.is_active,
  };
}

function filterFields(values: PresetFormValues) {
  return {
    name: values.name,
    type: values.type as CreatePresetRequest['type'],
    base_module: values.base_module as CreatePresetRequest['base_module'],
    equipment: values.equipment as CreatePresetRequest['equipment'],
    shape: values.shape as CreatePresetRequest['shape'],
    size: values.size as CreatePresetRequest['size'],
    thumbnail: values.thumbnail.trim() || null,
  };
}

/** `POST /api/bar-presets` from a bar. */
export function createPresetRequestOf(barId: string, values: PresetFormValues): CreatePresetRequest {
  return { bar_id: barId, ...filterFields(values) };
}

/** `PUT /api/bar-presets/{id}`. */
export function updatePresetRequestOf(values: PresetFormValues): UpdatePresetRequest {
  return { ...filterFields(values), is_active: values.is_active };
}
