import { SHAPES } from '@bar/layout/pieces/types';
import { Box3, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { GEOMETRIES } from '../src/scene/shapes.ts';

function extent(shape: (typeof SHAPES)[number]): { min: number[]; max: number[] } {
  const box = new Box3().setFromBufferAttribute(GEOMETRIES[shape].getAttribute('position') as never);
  return { min: box.min.toArray(), max: box.max.toArray() };
}

describe('the unit solids of the shapes', () => {
  test('every shape has a geometry filling the unit box round the origin', () => {
    for (const shape of SHAPES) {
      const { min, max } = extent(shape);
      for (let axis = 0; axis < 3; axis++) {
        // Within 1 %: a cylinder's 18 sides touch its square only on two axes' ends.
        expect(Math.abs((min[axis] ?? 0) + 0.5), `${shape} min ${axis}`).toBeLessThan(0.01);
        expect(Math.abs((max[axis] ?? 0) - 0.5), `${shape} max ${axis}`).toBeLessThan(0.01);
      }
    }
  });

  test('a rounded box carries the corner of each vertex and the rounding normal', () => {
    const geometry = GEOMETRIES.roundedBox;
    const corner = geometry.getAttribute('corner');
    const normal = geometry.getAttribute('normal');
    expect(corner.count).toBe(geometry.getAttribute('position').count);
    for (let index = 0; index < corner.count; index++) {
      expect(Math.abs(corner.getX(index)) + Math.abs(corner.getY(index)) + Math.abs(corner.getZ(index))).toBe(3);
      const n = new Vector3(normal.getX(index), normal.getY(index), normal.getZ(index));
      expect(n.length()).toBeCloseTo(1);
      // The normal never points against its corner: the rounding bulges outward.
      expect(n.x * corner.getX(index)).toBeGreaterThanOrEqual(-1e-6);
    }
  });

  test('the X variants run along x, the others along y', () => {
    // A handle's grip is on the +z side; its stand-offs reach the -z side only near its ends.
    const along = (shape: 'handle' | 'handleX', axis: 0 | 1) => {
      const position = GEOMETRIES[shape].getAttribute('position');
      let back = 0;
      for (let index = 0; index < position.count; index++) {
        if (position.getZ(index) < -0.4)
          back = Math.max(back, Math.abs([position.getX(index), position.getY(index)][axis] ?? 0));
      }
      return back;
    };
    expect(along('handle', 1)).toBeGreaterThan(0.4);
    expect(along('handle', 0)).toBeLessThan(0.4);
    expect(along('handleX', 0)).toBeGreaterThan(0.4);
    expect(along('handleX', 1)).toBeLessThan(0.4);
    const profile = GEOMETRIES.profile.getAttribute('position');
    const profileX = GEOMETRIES.profileX.getAttribute('position');
    // Same section: as many vertices, the cap's points turned from y to x.
    expect(profileX.count).toBe(profile.count);
  });
});
