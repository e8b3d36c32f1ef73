import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { barDimensions } from '@bar/layout/dimensions';
import { describe, expect, test } from 'vitest';
import { drawDimensions, MODULE_OFFSET, OVERALL_OFFSET } from '../src/scene/dimensionLines.ts';

const catalogue = seedCatalogue();

describe('dimension lines', () => {
  test.each(seedPresets.map((preset) => [preset.code, preset] as const))(
    '%s: one line per measure, outside the bar, its label beside it',
    (_code, preset) => {
      const dimensions = barDimensions(buildPresetDocument(preset, catalogue), catalogue);
      if (!dimensions) throw new Error('a preset has modules');
      const drawn = drawDimensions(dimensions);
      expect(drawn.map((line) => line.kind)).toEqual([
        'width',
        'depth',
        'height',
        ...dimensions.modules.map(() => 'module'),
      ]);
      expect(drawn.map((line) => line.lengthMm)).toEqual([
        dimensions.width.lengthMm,
        dimensions.depth.lengthMm,
        dimensions.height.lengthMm,
        ...dimensions.modules.map((line) => line.lengthMm),
      ]);
      const { box } = dimensions;
      const [width, depth] = drawn;
      // The overall width runs in front of the bar, the depth beside it, both on the floor.
      for (const point of width?.segments.slice(0, 2) ?? []) {
        expect(point[2]).toBeCloseTo(box.min[2] - OVERALL_OFFSET, 6);
        expect(point[1]).toBeLessThan(0.01);
      }
      for (const point of depth?.segments.slice(0, 2) ?? [])
        expect(point[0]).toBeCloseTo(box.max[0] + OVERALL_OFFSET, 6);
      for (const line of drawn) {
        // A dimension line, two extension lines and two ticks: five pairs of points.
        expect(line.segments).toHaveLength(10);
        const [from, to] = line.segments;
        const length = Math.hypot(...(to ?? [0, 0, 0]).map((value, axis) => value - (from?.[axis] ?? 0)));
        expect(Math.round(length * 1000)).toBe(line.lengthMm);
        expect(line.segments.flat().every(Number.isFinite)).toBe(true);
      }
      for (const line of drawn.filter((candidate) => candidate.kind === 'module')) {
        const [from] = line.segments;
        const measured = dimensions.modules.find((module) => `module-${module.moduleId}` === line.key);
        if (!measured || !from) throw new Error(`no module for ${line.key}`);
        const distance = Math.hypot(from[0] - measured.from[0], from[2] - measured.from[2]);
        expect(distance).toBeCloseTo(MODULE_OFFSET, 6);
      }
    },
  );
});
