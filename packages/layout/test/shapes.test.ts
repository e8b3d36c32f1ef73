import { describe, expect, test } from 'vitest';
import { sceneCatalogue as catalogue, equippedLBarWithBackBar, sixtyModuleBar } from '../../../bench/sceneBars.ts';
import { pieceWorldBox } from '../src/dimensions.ts';
import { layoutBar } from '../src/pieces/layoutBar.ts';
import { type Family, type Piece, PROFILE_SECTION, SHAPES, type Shape } from '../src/pieces/types.ts';

const { pieces } = layoutBar(equippedLBarWithBackBar(), catalogue);

function of(list: Piece[], family: Family, shape?: Shape): Piece[] {
  return list.filter((piece) => piece.family === family && (!shape || piece.shape === shape));
}

function overlaps(a: Piece, b: Piece, grow: number): boolean {
  const boxA = pieceWorldBox(a);
  const boxB = pieceWorldBox(b);
  return [0, 1, 2].every(
    (axis) =>
      (boxA.min[axis] ?? 0) - grow <= (boxB.max[axis] ?? 0) && (boxB.min[axis] ?? 0) - grow <= (boxA.max[axis] ?? 0),
  );
}

describe('shapes of the pieces', () => {
  test('every piece has one of the known shapes', () => {
    for (const piece of [...pieces, ...layoutBar(sixtyModuleBar(), catalogue).pieces]) {
      expect(SHAPES, `${piece.family} ${piece.shape}`).toContain(piece.shape);
    }
  });

  test('every rack upright is a profile, every rail a profile along x', () => {
    const frame = of(pieces, 'rackFrame');
    expect(frame.length).toBeGreaterThan(0);
    for (const piece of frame) {
      const upright = piece.size[1] > piece.size[0];
      expect(piece.shape, `${piece.size}`).toBe(upright ? 'profile' : 'profileX');
      // Rails run along their own x: the long side is x, the section is 40 × 40 mm.
      if (!upright) expect(piece.size[0]).toBeGreaterThan(piece.size[2]);
      expect(Math.min(...piece.size)).toBeCloseTo(0.04);
    }
    expect(of(pieces, 'rackFrame', 'profile').length).toBeGreaterThan(0);
    expect(of(pieces, 'rackFrame', 'profileX').length).toBeGreaterThan(0);
  });

  test('every door has one bow handle on its face, and panels have none', () => {
    const leaves = of(pieces, 'door', 'roundedBox');
    const handles = of(pieces, 'door', 'handle');
    expect(leaves.length).toBeGreaterThan(0);
    expect(handles).toHaveLength(leaves.length);
    for (const leaf of leaves) {
      const own = handles.filter((handle) => handle.moduleId === leaf.moduleId && overlaps(handle, leaf, 0.001));
      expect(own).toHaveLength(1);
      expect(own[0]?.rotationY).toBeCloseTo(leaf.rotationY);
    }
    expect(of(pieces, 'panel').every((piece) => piece.shape === 'roundedBox')).toBe(true);
  });

  test('panels, doors, tops, front frames and shelves have rounded edges', () => {
    const rounded: Family[] = [
      'panel',
      'counterBoard',
      'worktop',
      'cornerWorktop',
      'frontFrame',
      'cornerCap',
      'bottleShelf',
      'backSideApplication',
    ];
    for (const family of rounded) {
      const drawn = of(pieces, family).filter((piece) => piece.finish === 'paint' || piece.finish === 'board');
      expect(drawn.length, family).toBeGreaterThan(0);
      for (const piece of drawn) expect(piece.shape, family).toBe('roundedBox');
    }
  });

  test('every speed rack has a round rail along its front, every bottle shelf a lip', () => {
    const doc = equippedLBarWithBackBar();
    const modules = [...doc.front.baseModules, ...doc.back.baseModules];
    const speedRacks = modules.flatMap((module) => module.speed_racks);
    const shelves = modules.flatMap((module) => module.bottle_shelves);
    expect(speedRacks.length).toBeGreaterThan(0);
    expect(of(pieces, 'speedRack', 'handleX')).toHaveLength(speedRacks.length);
    for (const rail of of(pieces, 'speedRack', 'handleX')) expect(rail.size[0]).toBeGreaterThan(0.5);
    // Two sides, a floor, a top and a lip per shelf.
    expect(shelves.length).toBeGreaterThan(0);
    expect(of(pieces, 'bottleShelf', 'roundedBox')).toHaveLength(5 * shelves.length);
  });

  test('the profile section is a closed outline inside the unit square, the same on each face', () => {
    expect(PROFILE_SECTION).toHaveLength(24);
    for (const [x, z] of PROFILE_SECTION) {
      expect(Math.abs(x)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(z)).toBeLessThanOrEqual(0.5);
    }
    // Turned by 90° the outline is itself: each point (x, z) has its turn (-z, x) in the list.
    const key = ([x, z]: readonly [number, number]) => `${x.toFixed(6)},${z.toFixed(6)}`;
    const all = new Set(PROFILE_SECTION.map(key));
    for (const [x, z] of PROFILE_SECTION) expect(all.has(key([-z + 0, x]))).toBe(true);
  });
});
