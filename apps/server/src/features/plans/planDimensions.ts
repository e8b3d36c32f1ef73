import type { PlanDimension, PlanPoint, PlanRect } from '@bar/layout/plan/barPlan';
import { add, CHARACTER_WIDTH, DIMENSION_TEXT, type Sheet, TIER, text } from './drawnSheet.ts';
import type { PlanWindow } from './planWindows.ts';

// The plan's dimensions: lines clear of the bar, architect's ticks, figures that fit their line;
// on a detail sheet cut at its window's edges.

/** Paper millimetres. */
const MIN_DIMENSION_TEXT = 1;
const EXTENSION_GAP = 1;
const EXTENSION_OVERSHOOT = 1.5;
const TICK = 2;

/** How far beyond the bounds a dimension's line stands, along its outward direction (paper tiers). */
function edgeBeyond(bounds: PlanRect, outward: PlanPoint): number {
  if (outward[0] > 0.5) return bounds.maxX;
  if (outward[0] < -0.5) return -bounds.minX;
  if (outward[1] > 0.5) return bounds.maxY;
  return -bounds.minY;
}

/**
 * A dimension line `tiers` steps clear of the bounds (0: in place), extension lines back to what it
 * measures, architect's ticks at both ends, the figure above the line, read from below or the right.
 */
export function dimension(
  sheet: Sheet,
  line: PlanDimension,
  placement: { bounds: PlanRect; tiers: number; cutEnds?: [boolean, boolean]; figureSpan?: [number, number] },
): void {
  const { scale } = sheet;
  const { outward } = line;
  const along = outward[0] * line.from[0] + outward[1] * line.from[1];
  const target = placement.tiers > 0 ? edgeBeyond(placement.bounds, outward) + placement.tiers * TIER * scale : along;
  const offset = target - along;
  const from = add(line.from, outward, offset);
  const to = add(line.to, outward, offset);
  sheet.lines.push({ layer: 'DIMENSIONS', style: 'thin', points: [from, to], isClosed: false });
  const cutEnds = placement.cutEnds ?? [false, false];
  const isWhole = (index: number) => !cutEnds[index];
  if (offset > 0) {
    for (const end of [line.from, line.to].filter((_, index) => isWhole(index))) {
      sheet.lines.push({
        layer: 'DIMENSIONS',
        style: 'thin',
        points: [add(end, outward, EXTENSION_GAP * scale), add(end, outward, offset + EXTENSION_OVERSHOOT * scale)],
        isClosed: false,
      });
    }
  }
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  const direction: PlanPoint = [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
  // The architect's 45° slash, rising to the right on the sheet (y points south) whatever the line's direction.
  const slash: PlanPoint = [1, -1];
  const half = (TICK * scale) / 2 / Math.SQRT2;
  // A line a sheet's edge cuts has no tick there: it goes on on the next sheet.
  for (const end of [from, to].filter((_, index) => isWhole(index))) {
    sheet.lines.push({
      layer: 'DIMENSIONS',
      style: 'heavy',
      points: [add(end, slash, -half), add(end, slash, half)],
      isClosed: false,
    });
  }
  const isVertical = Math.abs(direction[1]) > Math.abs(direction[0]);
  // A line a match line crosses has its figure over the part this sheet owns, clear of the match line.
  const span = placement.figureSpan;
  const middle: PlanPoint = span ? [(span[0] + span[1]) / 2, from[1]] : [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const room = span ? span[1] - span[0] : length;
  // Above a horizontal line (north), left of a vertical one: the figure reads with the sheet.
  const at: PlanPoint = isVertical ? [middle[0] - 0.8 * scale, middle[1]] : [middle[0], middle[1] - 0.8 * scale];
  const figure = String(line.lengthMm);
  // A figure wider than its line shrinks to fit (a 600 mm module at 1:200 is 3 mm on paper).
  const fitted = (room * 0.9) / (figure.length * CHARACTER_WIDTH);
  const height = Math.max(MIN_DIMENSION_TEXT * scale, Math.min(DIMENSION_TEXT * scale, fitted));
  text(sheet, at, figure, { rotation: isVertical ? 90 : 0, isFigure: true, height });
}

/**
 * A dimension on a detail sheet: a horizontal line is cut at the window's edges (the figure still
 * says the whole length). The sheet owns the stretch between its match lines: the figure stands
 * over the part of the line in it, so it never sits on a match line. With `needsMiddle`, left off
 * when its middle is outside that stretch: a module the sheets share has its width on the sheet
 * that holds most of it, and on one sheet only.
 */
export function windowedDimension(
  sheet: Sheet,
  line: PlanDimension,
  placement: {
    bounds: PlanRect;
    tiers: number;
    window?: PlanWindow | undefined;
    owned?: PlanWindow | undefined;
    needsMiddle: boolean;
  },
): void {
  const { window } = placement;
  const isHorizontal = Math.abs(line.to[0] - line.from[0]) > Math.abs(line.to[1] - line.from[1]);
  if (!window || !isHorizontal) {
    dimension(sheet, line, placement);
    return;
  }
  const owned = placement.owned ?? window;
  const middle = (line.from[0] + line.to[0]) / 2;
  if (placement.needsMiddle && (middle < owned.minX || middle >= owned.maxX)) return;
  const clamp = ([x, y]: PlanPoint): PlanPoint => [Math.min(Math.max(x, window.minX), window.maxX), y];
  const from = clamp(line.from);
  const to = clamp(line.to);
  if (from[0] === to[0]) return;
  const cutEnds: [boolean, boolean] = [from[0] !== line.from[0], to[0] !== line.to[0]];
  const west = Math.max(Math.min(from[0], to[0]), owned.minX);
  const east = Math.min(Math.max(from[0], to[0]), owned.maxX);
  const figureSpan: [number, number] | undefined = east > west ? [west, east] : undefined;
  dimension(sheet, { ...line, from, to }, { ...placement, cutEnds, ...(figureSpan ? { figureSpan } : {}) });
}
