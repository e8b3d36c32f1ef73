import { describe, expect, test } from 'vitest';
import { layoutSide, sideBounds } from '../src/scene/layout.ts';
import { BASE, loadedStore } from './fixtures.ts';

function barOf(...baseModuleIds: number[]) {
  const store = loadedStore();
  for (const id of baseModuleIds) store.getState().addBaseModule(id);
  const { doc, catalogue } = store.getState();
  if (!doc || !catalogue) throw new Error('store not loaded');
  return { side: doc.front, catalogue };
}

describe('scene layout', () => {
  test('a G-Raxx 600 is a rack frame with a front frame on the customer side (-z), in metres', () => {
    const { side, catalogue } = barOf(BASE.graxx600);
    const [module] = layoutSide(side, catalogue);
    expect(module?.position).toEqual([0.3, 0, 0.3]);
    const frame = module?.boxes.filter((box) => box.kind === 'frame') ?? [];
    expect(frame).toHaveLength(4 + 8);
    const front = module?.boxes.find((box) => box.kind === 'frontFrame');
    expect(front?.size[0]).toBeCloseTo(0.6);
    expect(front?.position[2]).toBeLessThan(-0.3);
  });

  test('counter boards lie on top along the north edge, as wide as the board', () => {
    const { side, catalogue } = barOf(BASE.graxx600, BASE.graxx600, BASE.graxx600);
    const boards = layoutSide(side, catalogue).flatMap((module) =>
      module.boxes.filter((box) => box.kind === 'counterBoard'),
    );
    expect(boards.map((box) => Math.round(box.size[0] * 1000)).sort()).toEqual([1200, 600].sort());
    for (const board of boards) {
      expect(board.position[1]).toBeGreaterThan(1.04);
      expect(board.size[2]).toBeCloseTo(0.4);
    }
  });

  test('bounds cover every module', () => {
    const { side, catalogue } = barOf(BASE.graxx600, BASE.graxx1200);
    const bounds = sideBounds(side, catalogue);
    expect(bounds.center[0]).toBeCloseTo(0.9);
    expect(bounds.radius).toBeGreaterThanOrEqual(1);
  });
});
