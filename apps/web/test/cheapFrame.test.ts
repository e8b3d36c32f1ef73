import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cheapFrameSize, cheapPixelBudget } from '../src/scene/cheapFrame.ts';

const pixels = (size: { width: number; height: number }) => size.width * size.height;

describe('cheap frames while the view changes', () => {
  test("the editor's side view at 1280 × 800 is drawn at half its resolution each way", () => {
    expect(cheapFrameSize(560, 702, 1)).toEqual({ width: 280, height: 351 });
  });

  test('a view over the whole screen is drawn coarser, with no more pixels than about the side view', () => {
    const whole = cheapFrameSize(1280, 702, 1);
    expect(whole.width).toBeLessThan(640);
    expect(pixels(whole)).toBeLessThanOrEqual(121_000);
    expect(whole.width / whole.height).toBeCloseTo(1280 / 702, 2);
  });

  test('a sharp tablet screen (pixel ratio 2) costs no more than a desktop view', () => {
    expect(pixels(cheapFrameSize(1180, 700, 2))).toBeLessThanOrEqual(121_000);
  });

  test('any view: at most half its resolution, at most the pixel budget, its shape kept, never empty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.constantFrom(1, 1.5, 2, 3),
        (width, height, dpr) => {
          const size = cheapFrameSize(width, height, dpr);
          expect(size.width).toBeGreaterThanOrEqual(1);
          expect(size.height).toBeGreaterThanOrEqual(1);
          expect(size.width).toBeLessThanOrEqual(Math.max(1, Math.round(width * dpr * 0.5)));
          expect(size.height).toBeLessThanOrEqual(Math.max(1, Math.round(height * dpr * 0.5)));
          // Rounding each side may add up to one row and one column.
          expect(pixels(size)).toBeLessThanOrEqual(120_000 + size.width + size.height + 1);
          // One scale for both sides: each side is that scale times the view's, give or take its rounding.
          if (size.width > 1 && size.height > 1) {
            const across = size.width / (width * dpr);
            const down = size.height / (height * dpr);
            expect(Math.abs(across - down)).toBeLessThanOrEqual(0.5 / (width * dpr) + 0.5 / (height * dpr) + 1e-9);
          }
        },
      ),
    );
  });

  test('a GPU that drew the first frame quickly gets half resolution on any view; a slow one the budget', () => {
    const fast = cheapPixelBudget(12);
    expect(cheapFrameSize(1280, 702, 1, fast)).toEqual({ width: 640, height: 351 });
    expect(cheapFrameSize(1180, 700, 2, fast)).toEqual({ width: 1180, height: 700 });
    const slow = cheapPixelBudget(1400);
    expect(pixels(cheapFrameSize(1280, 702, 1, slow))).toBeLessThanOrEqual(121_000);
    // Not yet measured counts as slow.
    expect(cheapPixelBudget(Number.POSITIVE_INFINITY)).toBe(slow);
  });
});
