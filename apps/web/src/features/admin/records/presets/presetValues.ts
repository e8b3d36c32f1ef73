import type { AdminPreset, CreatePresetRequest, UpdatePresetRequest } from '@bar/contracts/adminRecords';
import { PRESET_FILTERS } from '@bar/contracts/presets';
import { LOCALES, type Locale } from '@bar/domain/locale';
import type { PresetFilters } from '@bar/domain/presetFilters';

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

/**
 * A new preset from a bar: its name in German and English, the filter groups read from the bar,
 * inactive (staff activate it on its page once it has a thumbnail).
 */
export function emptyPresetValues(barName: string, filters: PresetFilters): PresetFormValues {
  return {
    name: Object.fromEntries(
      LOCALES.map((locale) => [locale, locale === 'de' || locale === 'en' ? barName : '']),
    ) as Record<Locale, string>,
    ...filters,
    thumbnail: '',
    is_active: false,
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
