import type { BaseModuleDefinition } from '@bar/domain/catalogue';
import { createEmptyBarDocument } from '@bar/domain/document';
import { mm } from '@bar/domain/units';
import { describe, expect, test } from 'vitest';
import {
  boxAlongEdge,
  edgeLength,
  edgeSpot,
  moduleBox,
  modulePose,
  modulePoses,
  rackBase,
  rackTop,
  rowTop,
  speedRackY,
  toWorld,
} from '../src/geometry.ts';
import { sideOrigin } from '../src/sideOrigin.ts';
import { catalogue } from './arbitraryBar.ts';

function definitionOf(code: string): BaseModuleDefinition {
  const definition = [...catalogue.baseModules.values()].find((candidate) => candidate.code === code);
  if (!definition) throw new Error(`no ${code}`);
  return definition;
}

function close(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const [index, value] of actual.entries()) expect(value).toBeCloseTo(expected[index] ?? Number.NaN, 9);
}

describe('spots on the edges of a 1.2 × 0.6 m footprint', () => {
  const size = { width: 1.2, depth: 0.6 };

  test('n and s run west to east, w and e north to south; out points away from the footprint', () => {
    close(edgeSpot(size, 'n', 0.3, 0.1, 0.5).position, [-0.3, 0.5, -0.4]);
    close(edgeSpot(size, 's', 0.3, 0.1, 0.5).position, [-0.3, 0.5, 0.4]);
    close(edgeSpot(size, 'w', 0.2, 0.1, 0.5).position, [-0.7, 0.5, -0.1]);
    close(edgeSpot(size, 'e', 0.2, 0.1, 0.5).position, [0.7, 0.5, -0.1]);
  });

  test("a flat item's face turns out of its edge", () => {
    expect(edgeSpot(size, 's', 0, 0, 0).rotationY).toBe(0);
    expect(edgeSpot(size, 'n', 0, 0, 0).rotationY).toBe(Math.PI);
    expect(edgeSpot(size, 'e', 0, 0, 0).rotationY).toBe(Math.PI / 2);
    expect(edgeSpot(size, 'w', 0, 0, 0).rotationY).toBe(-Math.PI / 2);
  });

  test('edge lengths', () => {
    expect(edgeLength(size, 'n')).toBe(1.2);
    expect(edgeLength(size, 'e')).toBe(0.6);
  });
});

describe('boxes along an edge are the spots of pieces on that edge', () => {
  const definition = definitionOf('g-raxx-1200');

  test('on n: 600 mm from 300 mm, 0.1 m outside the edge', () => {
    const box = boxAlongEdge(
      definition,
      'n',
      { from: 300, length: 600 },
      { inset: -0.1, thickness: 0.2 },
      { y: 0.5, height: 0.2 },
    );
    const spot = edgeSpot({ width: definition.width / 1000, depth: definition.depth / 1000 }, 'n', 0.6, 0.1, 0.5);
    close(box.center, spot.position);
    close(box.size, [0.6, 0.2, 0.2]);
  });

  test('on e the length runs along z', () => {
    const box = boxAlongEdge(
      definition,
      'e',
      { from: 0, length: definition.depth },
      { inset: 0.05, thickness: 0.1 },
      { y: 1, height: 0.5 },
    );
    close(box.size, [0.1, 0.5, definition.depth / 1000]);
    close(box.center, [definition.width / 2000 - 0.05, 1, 0]);
  });

  test("a module's box stands on the floor, grown by its margin", () => {
    const box = moduleBox(definition, 0.2);
    close(box.center, [0, definition.height / 2000, 0]);
    close(box.size, [definition.width / 1000 + 0.2, definition.height / 1000 + 0.2, definition.depth / 1000 + 0.2]);
  });
});

describe('rack rows', () => {
  test('eleven rows of 58 mm hang under the top rail, which stays at bar-top height on a tall back frame', () => {
    expect(rackTop(1.04)).toBeCloseTo(1.0, 9);
    expect(rackTop(2.0)).toBeCloseTo(1.0, 9);
    expect(rackBase(1.04)).toBeCloseTo(1.0 - 11 * 0.058, 9);
    expect(rowTop(1.04, 11)).toBeCloseTo(rackTop(1.04), 9);
    expect(rowTop(1.04, 1) - rowTop(1.04, 0)).toBeCloseTo(0.058, 9);
  });

  test('a speed rack hangs higher on a back frame', () => {
    expect(speedRackY({ family: 'back-frame' })).toBeGreaterThan(speedRackY(definitionOf('g-raxx-600')));
  });
});

describe('module poses', () => {
  const module = { position: { x: mm(1000), z: mm(500) }, rotation: 90 as const };

  test('a module turned by 90° (clockwise from above) turns its east to the world south', () => {
    const pose = modulePose([0, 0, 0], module);
    close(toWorld(pose, [1, 0, 0]), [1, 0, 1.5]);
    close(toWorld(pose, [0, 0, 1]), [0, 0, 0.5]);
    close(toWorld(pose, [0, 2, 0]), [1, 2, 0.5]);
  });

  test('an empty back side starts behind the front, shifted by its offsets (P11)', () => {
    const empty = createEmptyBarDocument();
    const doc = {
      ...empty,
      back: { ...empty.back, settings: { ...empty.back.settings, offsetX: mm(2000), offsetZ: mm(1500) } },
    };
    expect(sideOrigin(doc, 'front', catalogue)).toEqual([0, 0, 0]);
    close(sideOrigin(doc, 'back', catalogue), [2, 0, 1.85]);
    close(modulePose(sideOrigin(doc, 'back', catalogue), module).position, [3, 0, 2.35]);
    expect(modulePoses(doc, 'back', catalogue).size).toBe(0);
  });
});
