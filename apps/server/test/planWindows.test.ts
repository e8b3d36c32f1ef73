// The detail sheets of a long bar's plan: which stretches of the bar they hold, and a module the
// edge of a sheet cuts drawn in part.
import type { BarPlan, PlanPoint } from '@bar/layout/plan/barPlan';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DETAIL_OVERLAP,
  DETAIL_PAPER,
  DETAIL_SCALE,
  detailWindows,
  detailWindowWidth,
  PAPERS,
  SHEET_MARGIN,
} from '../src/features/plans/planSheet.ts';
import { clipOutline, planInWindow, planWindows } from '../src/features/plans/planWindows.ts';

/** The A3 sheet's width inside its margins, paper millimetres. */
const ROOM_WIDTH = PAPERS[DETAIL_PAPER].width - 2 * SHEET_MARGIN;
const EPSILON = 1e-6;

describe('detail windows', () => {
  it('a 36 m bar: three windows, each at most an A3 sheet at 1:50, overlapping by the overlap, the bar covered', () => {
    const windows = detailWindows({ minX: -18_019, maxX: 18_019 });
    expect(windows).toHaveLength(3);
    expect(windows[0]?.minX).toBe(-18_019);
    expect(windows.at(-1)?.maxX).toBe(18_019);
    expect((windows[0]?.maxX ?? 0) - (windows[1]?.minX ?? 0)).toBeCloseTo(DETAIL_OVERLAP, 6);
  });

  it('a bar that fits one window keeps it whole', () => {
    expect(planWindows({ minX: 0, maxX: 5000 }, { width: 16_000, overlap: 500 })).toEqual([{ minX: 0, maxX: 5000 }]);
  });

  it('for any bar, the windows cover [minX, maxX] in order, neighbours overlap, each fits A3 at 1:50', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100_000, max: 100_000, noNaN: true }),
        fc.double({ min: 1, max: 300_000, noNaN: true }),
        (minX, length) => {
          const maxX = minX + length;
          const windows = detailWindows({ minX, maxX });
          expect(windows[0]?.minX).toBe(minX);
          expect(windows.at(-1)?.maxX).toBe(maxX);
          windows.forEach((window, index) => {
            expect(window.maxX).toBeGreaterThan(window.minX);
            expect(window.maxX - window.minX).toBeLessThanOrEqual(detailWindowWidth() + EPSILON);
            expect((window.maxX - window.minX) / DETAIL_SCALE).toBeLessThan(ROOM_WIDTH);
            const next = windows[index + 1];
            if (next) {
              expect(next.minX).toBeGreaterThan(window.minX);
              expect(window.maxX - next.minX).toBeGreaterThanOrEqual(DETAIL_OVERLAP - EPSILON);
              // Slightly: the overlap is the overlap asked for, not half a sheet.
              expect(window.maxX - next.minX).toBeLessThanOrEqual(DETAIL_OVERLAP + EPSILON);
            }
          });
          // As few as fit: one fewer window could not cover the bar.
          const fewer = windows.length - 1;
          if (fewer > 0) {
            expect(fewer * detailWindowWidth() - (fewer - 1) * DETAIL_OVERLAP).toBeLessThan(length + EPSILON);
          }
        },
      ),
      // A bar starting at -0, and one whose length is a whole number of steps (ceil of a float).
      {
        examples: [
          [-0, 20_000],
          [0, 2 * detailWindowWidth() - DETAIL_OVERLAP],
        ],
      },
    );
  });
});

describe('the plan through a window', () => {
  const square = (minX: number, maxX: number): PlanPoint[] => [
    [minX, 0],
    [maxX, 0],
    [maxX, 600],
    [minX, 600],
  ];

  it('cuts an outline at the window edges and keeps what is inside', () => {
    const xs = clipOutline(square(900, 2100), { minX: 1000, maxX: 2000 }).map(([x]) => x);
    expect(Math.min(...xs)).toBe(1000);
    expect(Math.max(...xs)).toBe(2000);
    expect(clipOutline(square(0, 500), { minX: 1000, maxX: 2000 })).toHaveLength(0);
  });

  it('a module the edge cuts is drawn in part, one outside is left off, the dimensions stay whole', () => {
    const module = (id: string, minX: number, maxX: number) => ({
      moduleId: id,
      side: 'front' as const,
      code: 'M',
      widthMm: maxX - minX,
      outline: square(minX, maxX),
      dimension: {
        from: [minX, 0] as PlanPoint,
        to: [maxX, 0] as PlanPoint,
        outward: [0, -1] as PlanPoint,
        lengthMm: 1200,
      },
    });
    const bounds = { minX: 0, minY: 0, maxX: 3600, maxY: 600 };
    const width = {
      from: [0, 0] as PlanPoint,
      to: [3600, 0] as PlanPoint,
      outward: [0, -1] as PlanPoint,
      lengthMm: 3600,
    };
    const plan: BarPlan = {
      bounds,
      sides: [{ side: 'front', outline: bounds }],
      modules: [module('a', 0, 1200), module('b', 1200, 2400), module('c', 2400, 3600)],
      counterBoards: [],
      aisle: null,
      dimensions: { width, depth: width, aisle: null },
    };
    const seen = planInWindow(plan, { minX: 1800, maxX: 3600 });
    expect(seen.modules.map((entry) => entry.moduleId)).toEqual(['b', 'c']);
    expect(Math.min(...(seen.modules[0]?.outline ?? []).map(([x]) => x))).toBe(1800);
    expect(seen.bounds).toEqual({ ...bounds, minX: 1800 });
    expect(seen.dimensions.width).toBe(width);
  });
});
