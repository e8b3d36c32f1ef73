import { backOrigin } from '@bar/domain/backBar';
// The bar's measures: a box around everything drawn, module widths that chain along a straight run.
import type { SideName } from '@bar/domain/catalogue';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { footprint } from '@bar/domain/geometry';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type BarDimensions, barDimensions, type ModuleDimension } from '../src/dimensions.ts';
import { M } from '../src/geometry.ts';
import { layoutBar } from '../src/pieces/layoutBar.ts';
import { arbitraryBar, catalogue } from './arbitraryBar.ts';
import { pieceBox } from './worldBoxes.ts';

const EPSILON = 1e-9;
const SIDES = ['front', 'back'] as const;

function dimensionsOf(doc: BarDocument): BarDimensions {
  const dimensions = barDimensions(doc, catalogue);
  if (!dimensions) throw new Error('a bar with modules has dimensions');
  return dimensions;
}

/** Runs `check` on `numRuns` random bars that have modules, with their dimensions. */
function checkDimensions(numRuns: number, check: (dimensions: BarDimensions, doc: BarDocument) => void): void {
  fc.assert(
    fc.property(arbitraryBar, (doc) => {
      const dimensions = barDimensions(doc, catalogue);
      if (dimensions) check(dimensions, doc);
    }),
    { numRuns },
  );
}

/**
 * The side's modules that are not turned, in chains of touching neighbours along one line (same
 * depth position, each one's east end the next one's west end), west to east.
 */
function straightRuns(doc: BarDocument, side: SideName): string[][] {
  const rects = doc[side].baseModules.flatMap((module) => {
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (!definition || module.rotation !== 0) return [];
    return [{ id: module.id, z: module.position.z, rect: footprint(definition, 0, module.position) }];
  });
  rects.sort((a, b) => a.z - b.z || a.rect.minX - b.rect.minX);
  const runs: string[][] = [];
  let previous: (typeof rects)[number] | undefined;
  for (const current of rects) {
    const run = runs.at(-1);
    if (run && previous && previous.z === current.z && previous.rect.maxX === current.rect.minX) run.push(current.id);
    else runs.push([current.id]);
    previous = current;
  }
  return runs;
}

describe('barDimensions', () => {
  test('a bar without modules has none', () => {
    expect(barDimensions(createEmptyBarDocument(), catalogue)).toBeNull();
  });

  test('the box holds every module and every piece drawn on both sides; the figures are its extents in mm', () => {
    fc.assert(
      fc.property(arbitraryBar, (doc) => {
        const dimensions = barDimensions(doc, catalogue);
        const hasModules = SIDES.some((side) => doc[side].baseModules.length > 0);
        expect(dimensions === null).toBe(!hasModules);
        if (!dimensions) return;
        const { box } = dimensions;
        for (const piece of layoutBar(doc, catalogue).pieces) {
          const drawn = pieceBox(piece);
          for (const axis of [0, 1, 2] as const) {
            expect(drawn.min[axis], piece.family).toBeGreaterThanOrEqual(box.min[axis] - EPSILON);
            expect(drawn.max[axis], piece.family).toBeLessThanOrEqual(box.max[axis] + EPSILON);
          }
        }
        for (const side of SIDES)
          for (const module of doc[side].baseModules) {
            const definition = catalogue.baseModules.get(module.base_module_id);
            if (!definition) continue;
            const origin = side === 'back' ? backOrigin(doc, catalogue.baseModules) : { x: 0, z: 0 };
            const rect = footprint(definition, module.rotation, module.position);
            expect((origin.x + rect.minX) * M).toBeGreaterThanOrEqual(box.min[0] - EPSILON);
            expect((origin.x + rect.maxX) * M).toBeLessThanOrEqual(box.max[0] + EPSILON);
            expect((origin.z + rect.minZ) * M).toBeGreaterThanOrEqual(box.min[2] - EPSILON);
            expect((origin.z + rect.maxZ) * M).toBeLessThanOrEqual(box.max[2] + EPSILON);
            expect(definition.height * M).toBeLessThanOrEqual(box.max[1] + EPSILON);
          }
        expect(dimensions.width.lengthMm).toBe(Math.round((box.max[0] - box.min[0]) / M));
        expect(dimensions.depth.lengthMm).toBe(Math.round((box.max[2] - box.min[2]) / M));
        expect(dimensions.height.lengthMm).toBe(Math.round(box.max[1] / M));
        for (const line of [dimensions.width, dimensions.depth, dimensions.height]) {
          const length = Math.hypot(...line.to.map((value, axis) => value - (line.from[axis] ?? 0)));
          expect(Math.round(length / M)).toBe(line.lengthMm);
        }
      }),
      { numRuns: 40 },
    );
  });

  test("each module's width is a line as long as the module is wide, pointing away from it", () => {
    checkDimensions(30, ({ modules }) => {
      for (const line of modules) {
        const length = Math.hypot(line.to[0] - line.from[0], line.to[2] - line.from[2]);
        expect(length).toBeCloseTo(line.lengthMm * M, 9);
        expect(Math.hypot(...line.outward)).toBeCloseTo(1, 9);
        // The outward direction is square to the line.
        const along = [line.to[0] - line.from[0], line.to[2] - line.from[2]];
        expect((along[0] ?? 0) * line.outward[0] + (along[1] ?? 0) * line.outward[2]).toBeCloseTo(0, 9);
      }
    });
  });

  test("along a straight run the module widths chain end to end and add up to the run's length", () => {
    checkDimensions(40, ({ modules }, doc) => {
      const byId = new Map<string, ModuleDimension>(modules.map((line) => [line.moduleId, line]));
      for (const side of SIDES)
        for (const run of straightRuns(doc, side)) {
          const lines = run.map((id) => byId.get(id) as ModuleDimension);
          for (let index = 1; index < lines.length; index++) {
            const before = lines[index - 1] as ModuleDimension;
            const line = lines[index] as ModuleDimension;
            expect(line.from[0]).toBeCloseTo(before.to[0], 9);
            expect(line.from[2]).toBeCloseTo(before.to[2], 9);
          }
          const first = lines[0] as ModuleDimension;
          const last = lines.at(-1) as ModuleDimension;
          const sum = lines.reduce((total, line) => total + line.lengthMm, 0);
          expect(Math.round((last.to[0] - first.from[0]) / M)).toBe(sum);
        }
    });
  });
});

function presetDoc(index: number): BarDocument {
  const preset = seedPresets[index];
  if (!preset) throw new Error(`no preset ${index}`);
  return buildPresetDocument(preset, catalogue);
}

test.each(seedPresets.map((preset, index) => [preset.code, index] as const))(
  'preset %s: one width line per module, the overall width at least the modules’ extent',
  (_code, index) => {
    const doc = presetDoc(index);
    const dimensions = dimensionsOf(doc);
    const count = doc.front.baseModules.length + doc.back.baseModules.length;
    expect(dimensions.modules).toHaveLength(count);
    const bounds = layoutBar(doc, catalogue).bounds.box;
    if (!bounds) throw new Error('a bar with modules has a box');
    expect(dimensions.width.lengthMm).toBeGreaterThanOrEqual(Math.round((bounds.max[0] - bounds.min[0]) / M));
    expect(dimensions.depth.lengthMm).toBeGreaterThanOrEqual(Math.round((bounds.max[2] - bounds.min[2]) / M));
    expect(dimensions.height.lengthMm).toBeGreaterThan(0);
  },
);
