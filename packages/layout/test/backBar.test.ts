// P11: a back bar starts centred behind its front bar with the default aisle, whatever the bar.
import { setBackOffset } from '@bar/domain/commands/colors';
import { type BarDocument, DEFAULT_BACK_OFFSET } from '@bar/domain/document';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { barDimensions } from '../src/dimensions.ts';
import { arbitraryBar, catalogue } from './arbitraryBar.ts';
import { sideFootprint } from './worldBoxes.ts';

const MM = 0.001;

/** The back bar's place against the front bar's, in millimetres, from the modules as drawn. */
function backPlacement(doc: BarDocument) {
  const front = sideFootprint(doc, 'front', catalogue);
  const back = sideFootprint(doc, 'back', catalogue);
  if (!front || !back) return null;
  const centre = (box: typeof front) => (box.min[0] + box.max[0]) / 2;
  return { sideways: (centre(back) - centre(front)) / MM, aisle: (back.min[2] - front.max[2]) / MM };
}

function withDefaultOffsets(doc: BarDocument): BarDocument {
  const result = setBackOffset(
    doc,
    { catalogue, newId: () => 'unused' },
    {
      offsetX: DEFAULT_BACK_OFFSET.x,
      offsetZ: DEFAULT_BACK_OFFSET.z,
    },
  );
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
}

const presetsWithBack = seedPresets.filter((preset) => preset.type === 'bar_with_back');

describe('the back bar starts behind its front bar (P11)', () => {
  test('there are presets with a front and a back bar to check', () => {
    expect(presetsWithBack.map((preset) => preset.code).length).toBeGreaterThanOrEqual(2);
  });

  test.each(presetsWithBack.map((preset) => [preset.code, preset] as const))(
    'preset %s: centred, 1,000 mm behind, and no wider than its wider bar',
    (_code, preset) => {
      const doc = buildPresetDocument(preset, catalogue);
      const placement = backPlacement(doc);
      expect(placement?.sideways).toBeCloseTo(0, 0);
      expect(placement?.aisle).toBeCloseTo(DEFAULT_BACK_OFFSET.z, 0);
      const front = sideFootprint(doc, 'front', catalogue);
      const back = sideFootprint(doc, 'back', catalogue);
      const widest = Math.max((front?.max[0] ?? 0) - (front?.min[0] ?? 0), (back?.max[0] ?? 0) - (back?.min[0] ?? 0));
      const width = barDimensions(doc, catalogue)?.width.lengthMm ?? 0;
      // Bar tops and signs may reach a little past the modules, never a sideways shift.
      expect(width).toBeLessThan(widest / MM + 200);
    },
  );

  test('random bars with default offsets: the back bar is centred and at the aisle', () => {
    fc.assert(
      fc.property(arbitraryBar, (random) => {
        const placement = backPlacement(withDefaultOffsets(random));
        if (!placement) return;
        expect(Math.abs(placement.sideways)).toBeLessThanOrEqual(1);
        expect(Math.abs(placement.aisle - DEFAULT_BACK_OFFSET.z)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  });

  test('the offsets stay adjustable: they move the back bar from its centred place by as much', () => {
    fc.assert(
      fc.property(
        arbitraryBar,
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: 600, max: 4000 }),
        (random, offsetX, offsetZ) => {
          const result = setBackOffset(random, { catalogue, newId: () => 'unused' }, { offsetX, offsetZ });
          if (!result.ok) throw new Error(result.reason);
          const placement = backPlacement(result.doc);
          if (!placement) return;
          expect(Math.abs(placement.sideways - offsetX)).toBeLessThanOrEqual(1);
          expect(Math.abs(placement.aisle - offsetZ)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 30 },
    );
  });
});
