import { describe, expect, it } from 'vitest';
import { computePartsList } from '../src/partsList.ts';
import {
  buildPresetDocument,
  PRESET_EQUIPMENT,
  PRESET_SHAPES,
  PRESET_SIZES,
  PRESET_TYPES,
  seedPresets,
} from '../src/seed/presets.ts';
import { validateBar } from '../src/validate.ts';
import { computeWarnings } from '../src/warnings.ts';
import { catalogue } from './harness.ts';

describe('seed presets', () => {
  it('are at least eight and cover every value of every filter group', () => {
    expect(seedPresets.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seedPresets.map((preset) => preset.type))).toEqual(new Set(PRESET_TYPES));
    expect(new Set(seedPresets.map((preset) => preset.shape))).toEqual(new Set(PRESET_SHAPES));
    expect(new Set(seedPresets.map((preset) => preset.size))).toEqual(new Set(PRESET_SIZES));
    expect(new Set(seedPresets.map((preset) => preset.equipment))).toEqual(new Set(PRESET_EQUIPMENT));
    expect(new Set(seedPresets.map((preset) => preset.base_module))).toEqual(
      new Set(['g-raxx', 'g-flexx', 'g-flexx-mini', 'back-frame']),
    );
  });

  it.each(seedPresets.map((preset) => [preset.code, preset] as const))(
    '%s builds a valid bar without corner or bridge warnings',
    (_code, preset) => {
      const doc = buildPresetDocument(preset, catalogue);
      expect(validateBar(doc, catalogue)).toEqual([]);
      expect(computeWarnings(doc, catalogue).filter((warning) => warning.code !== 'tooFewBags')).toEqual([]);
      const hasFront = doc.front.baseModules.length > 0;
      const hasBack = doc.back.baseModules.length > 0;
      expect({ bar: [true, false], back: [false, true], bar_with_back: [true, true] }[preset.type]).toEqual([
        hasFront,
        hasBack,
      ]);
      expect(computePartsList(doc, catalogue, 'de').total_price).toBeGreaterThan(0);
    },
  );
});
