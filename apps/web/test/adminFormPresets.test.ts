import { describe, expect, test } from 'vitest';
import {
  createPresetRequestOf,
  emptyPresetValues,
  presetValuesOf,
  updatePresetRequestOf,
} from '../src/features/admin/records/presets/presetValues.ts';

const preset = {
  id: 1001,
  code: 'terrace-bar-1001',
  name: 'Terrace bar',
  names: { de: 'Terrassenbar', en: 'Terrace bar', fr: 'Bar de terrasse' },
  type: 'bar_with_back',
  base_module: 'g-flexx',
  equipment: 'premium',
  shape: 'L',
  size: 'M',
  thumbnail: null,
  is_active: false,
  module_count: 7,
  total_price: 1000,
  document: {},
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
} as unknown as Parameters<typeof presetValuesOf>[0];

describe('the preset form', () => {
  test('a loaded preset fills every language (missing ones empty) and turns back into the same update', () => {
    const values = presetValuesOf(preset);
    expect(values.name).toEqual({
      de: 'Terrassenbar',
      en: 'Terrace bar',
      fr: 'Bar de terrasse',
      it: '',
      es: '',
      pt: '',
    });
    expect(values.thumbnail).toBe('');
    expect(updatePresetRequestOf(values)).toEqual({
      name: values.name,
      type: 'bar_with_back',
      base_module: 'g-flexx',
      equipment: 'premium',
      shape: 'L',
      size: 'M',
      thumbnail: null,
      is_active: false,
    });
  });

  test('a preset from a bar starts inactive, with its name in German and English and the filters read from it', () => {
    const filters = { type: 'bar', base_module: 'g-raxx', equipment: 'premium', shape: 'U', size: 'L' } as const;
    const values = emptyPresetValues('Terrace', filters);
    expect(values.name.de).toBe('Terrace');
    expect(values.name.en).toBe('Terrace');
    expect(values.name.fr).toBe('');
    expect(values).toMatchObject({ ...filters, is_active: false });
    const request = createPresetRequestOf('bar-1', { ...values, thumbnail: ' /api/uploads/abc ' });
    expect(request.bar_id).toBe('bar-1');
    expect(request.thumbnail).toBe('/api/uploads/abc');
  });
});
