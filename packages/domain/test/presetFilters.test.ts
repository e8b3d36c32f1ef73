import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBrandSign } from '../src/commands/branding.ts';
import { setWorktop } from '../src/commands/rackEdits.ts';
import type { BarDocument } from '../src/document.ts';
import { derivePresetFilters, PRESET_SIZE_LIMITS } from '../src/presetFilters.ts';
import { buildPresetDocument, seedPresets } from '../src/seed/presets.ts';
import { applied, assemblyId, backRow, catalogue, context, frontRow, partId } from './harness.ts';

const FRONT_CODES = ['g-raxx-600', 'g-raxx-1200', 'g-flexx-600', 'g-flexx-1200', 'g-flexx-mini-600'] as const;
const FAMILY_OF: Record<(typeof FRONT_CODES)[number], string> = {
  'g-raxx-600': 'g-raxx',
  'g-raxx-1200': 'g-raxx',
  'g-flexx-600': 'g-flexx',
  'g-flexx-1200': 'g-flexx',
  'g-flexx-mini-600': 'g-flexx-mini',
};
const WIDTH_OF = (code: string) => (code.endsWith('1200') ? 1200 : 600);

const frontCodes = fc.array(fc.constantFrom(...FRONT_CODES), { minLength: 1, maxLength: 8 });

/** A worktop on the first rack of the first front module that has one; the bar as it was if none has. */
function withWorktop(doc: BarDocument): BarDocument {
  const module = doc.front.baseModules.find((candidate) => candidate.racks.length > 0);
  const rack = module?.racks[0];
  if (!module || !rack) return doc;
  const result = setWorktop(doc, context(), {
    side: 'front',
    moduleId: module.id,
    rackId: rack.id,
    assemblyId: assemblyId('worktop-600'),
    row: 11,
  });
  return result.ok ? result.doc : doc;
}

describe('derivePresetFilters', () => {
  it.each(seedPresets.map((preset) => [preset.code, preset] as const))(
    'files the seed preset %s under the filters it was published with',
    (_code, preset) => {
      const { type, base_module, equipment, shape, size } = preset;
      expect(derivePresetFilters(buildPresetDocument(preset, catalogue), catalogue)).toEqual({
        type,
        base_module,
        equipment,
        shape,
        size,
      });
    },
  );

  it('files a back bar alone as a straight back bar of back frames', () => {
    const filters = derivePresetFilters(backRow(['back-frame-1200', 'back-frame-600']), catalogue);
    expect(filters).toEqual({
      type: 'back',
      base_module: 'back-frame',
      equipment: 'basic',
      shape: 'straight',
      size: 'S',
    });
  });

  it('counts a bar of exactly 2.4 m as small and one of 2.4 m plus 600 mm as medium', () => {
    expect(derivePresetFilters(frontRow(['g-raxx-1200', 'g-raxx-1200']), catalogue).size).toBe('S');
    expect(derivePresetFilters(frontRow(['g-raxx-1200', 'g-raxx-1200', 'g-raxx-600']), catalogue).size).toBe('M');
  });

  it('keeps a branded bar without equipment basic (premium needs both)', () => {
    const base = backRow(['back-frame-1200']);
    const moduleId = base.back.baseModules[0]?.id ?? '';
    const branded = applied(
      addBrandSign(base, context(), { side: 'back', moduleId, partId: partId('brand-sign-1200x600') }),
    );
    expect(derivePresetFilters(branded, catalogue).equipment).toBe('basic');
  });

  it('property: a straight front row is filed by its length and the family covering most of it', () => {
    fc.assert(
      fc.property(frontCodes, (codes) => {
        const filters = derivePresetFilters(frontRow(codes), catalogue);
        const length = codes.reduce((sum, code) => sum + WIDTH_OF(code), 0);
        const expectedSize = length <= PRESET_SIZE_LIMITS.S ? 'S' : length <= PRESET_SIZE_LIMITS.M ? 'M' : 'L';
        const byFamily = new Map<string, number>();
        for (const code of codes) byFamily.set(FAMILY_OF[code], (byFamily.get(FAMILY_OF[code]) ?? 0) + WIDTH_OF(code));
        const longest = Math.max(...byFamily.values());
        expect(filters.type).toBe('bar');
        expect(filters.shape).toBe('straight');
        expect(filters.size).toBe(expectedSize);
        expect(byFamily.get(filters.base_module)).toBe(longest);
      }),
      { numRuns: 60 },
    );
  });

  it('property: the order of the modules does not change the filters', () => {
    fc.assert(
      fc.property(frontCodes, fc.infiniteStream(fc.nat()), (codes, randoms) => {
        const shuffled = [...codes].sort(() => (randoms.next().value % 3) - 1);
        expect(derivePresetFilters(frontRow(shuffled), catalogue)).toEqual(
          derivePresetFilters(frontRow(codes), catalogue),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('property: adding a back bar makes it bar_with_back and keeps the front bar’s shape, size and frame', () => {
    fc.assert(
      fc.property(frontCodes, fc.integer({ min: 1, max: 3 }), (codes, backModules) => {
        const front = frontRow(codes);
        const both = backRow(
          Array.from({ length: backModules }, () => 'back-frame-600'),
          front,
        );
        const before = derivePresetFilters(front, catalogue);
        const after = derivePresetFilters(both, catalogue);
        expect(after).toEqual({ ...before, type: 'bar_with_back' });
      }),
      { numRuns: 30 },
    );
  });

  it('property: an empty frame row is basic, and a worktop on it makes it equipped', () => {
    fc.assert(
      fc.property(frontCodes, (codes) => {
        const bare = frontRow(codes);
        expect(derivePresetFilters(bare, catalogue).equipment).toBe('basic');
        const equipped = withWorktop(bare);
        const expected = equipped === bare ? 'basic' : 'equipped';
        expect(derivePresetFilters(equipped, catalogue).equipment).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });
});
