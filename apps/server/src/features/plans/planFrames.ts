import type { PlanPoint, PlanRect } from '@bar/layout/plan/barPlan';
import { CHARACTER_WIDTH, DIMENSION_TEXT, LABEL_TEXT, type Sheet, TIER, text, textBox } from './drawnSheet.ts';

// Where the sheets of a long bar's plan meet: match lines on a detail sheet, the detail sheets'
// numbered frames on the overview, and the aisle's dimension kept off both.

/** Where a detail sheet meets its neighbour: a dashed line across the bar, named with the neighbour's sheet. */
export function matchLine(
  sheet: Sheet,
  bounds: PlanRect,
  mark: { x: number; label: string; side: 'west' | 'east' },
): void {
  const { scale } = sheet;
  const reach = 2.5 * TIER * scale;
  sheet.lines.push({
    layer: 'DIMENSIONS',
    style: 'dashed',
    points: [
      [mark.x, bounds.minY - reach],
      [mark.x, bounds.maxY + reach],
    ],
    isClosed: false,
  });
  // The label runs into the sheet from its line, so it never widens the drawing.
  const isWest = mark.side === 'west';
  text(sheet, [mark.x + (isWest ? 1 : -1) * scale, bounds.minY - reach], mark.label, {
    height: LABEL_TEXT * scale,
    align: isWest ? 'start' : 'end',
    isBold: true,
  });
}

/**
 * How far a frame on the overview reaches beyond the bar, paper millimetres: past the modules'
 * dimension figures (a tier out, their tops under 11.5 mm) and short of the overall width's line
 * (two tiers out), so its long edges run through no figure and along no dimension line.
 * Neighbouring frames overlap, so every other one reaches a little further and their edges stay apart.
 */
const FRAME_REACH = { near: 12.5, far: 14 };
/** Room round a frame's number inside its tab, paper millimetres. */
const TAB_PADDING = 1.2;
/** The gap a frame's edge leaves on either side of a text it would cross, paper millimetres. */
const TEXT_CLEARANCE = 0.6;

/** The stretches of the line x = `x` from `minY` to `maxY` that run through none of the sheet's texts. */
function clearStretches(sheet: Sheet, x: number, range: { minY: number; maxY: number }): [number, number][] {
  const clearance = TEXT_CLEARANCE * sheet.scale;
  const blocked = sheet.texts
    .map(textBox)
    .filter((box) => box.minX - clearance <= x && x <= box.maxX + clearance)
    .map((box) => [box.minY - clearance, box.maxY + clearance] as const)
    .sort((a, b) => a[0] - b[0]);
  const stretches: [number, number][] = [];
  let from = range.minY;
  for (const [start, end] of blocked) {
    if (start > from) stretches.push([from, Math.min(start, range.maxY)]);
    from = Math.max(from, end);
    if (from >= range.maxY) break;
  }
  if (from < range.maxY) stretches.push([from, range.maxY]);
  return stretches.filter(([start, end]) => end > start);
}

/**
 * A detail sheet's frame on the overview, numbered in a tab under its south edge. The tab stands
 * outside the bar and its dimensions, where nothing else is drawn, so the number is never read
 * against module outlines. The frame's short edges cross the bar where the sheets meet; they
 * leave a gap where a figure or a label stands, so no text is struck through.
 */
export function frame(
  sheet: Sheet,
  bounds: PlanRect,
  mark: { minX: number; maxX: number; label: string },
  index: number,
): void {
  const { scale } = sheet;
  const reach = (index % 2 === 0 ? FRAME_REACH.near : FRAME_REACH.far) * scale;
  const north = bounds.minY - reach;
  const south = bounds.maxY + reach;
  const edge = (points: PlanPoint[]) =>
    sheet.lines.push({ layer: 'DIMENSIONS', style: 'outline', points, isClosed: false });
  edge([
    [mark.minX, north],
    [mark.maxX, north],
  ]);
  edge([
    [mark.minX, south],
    [mark.maxX, south],
  ]);
  for (const x of [mark.minX, mark.maxX]) {
    for (const [from, to] of clearStretches(sheet, x, { minY: north, maxY: south })) {
      edge([
        [x, from],
        [x, to],
      ]);
    }
  }
  const height = LABEL_TEXT * scale;
  const padding = TAB_PADDING * scale;
  const halfWidth = (mark.label.length * CHARACTER_WIDTH * height) / 2 + padding;
  const middle = (mark.minX + mark.maxX) / 2;
  const tabSouth = south + height + 2 * padding;
  edge([
    [middle - halfWidth, south],
    [middle - halfWidth, tabSouth],
    [middle + halfWidth, tabSouth],
    [middle + halfWidth, south],
  ]);
  text(sheet, [middle, tabSouth - padding], mark.label, { height, isBold: true });
}

/** Paper millimetres kept between the aisle's dimension (its figure west of the line) and a line across the aisle. */
const AISLE_LINE_GAP = 3;

/**
 * Where the aisle's dimension stands: inside the aisle, a little east of its west end, so the
 * figure stands clear of the label. Where frame edges (on the overview) or match lines (on a
 * detail sheet) cross the aisle, it moves east past any that would run beside or through it.
 */
export function aisleDimensionX(aisle: PlanRect, scale: number, crossings: number[]): number {
  const x = aisle.minX + Math.min((aisle.maxX - aisle.minX) / 6, 30 * scale);
  const west = (DIMENSION_TEXT + AISLE_LINE_GAP) * scale;
  const east = AISLE_LINE_GAP * scale;
  let moved = x;
  for (const crossing of [...crossings].sort((a, b) => a - b)) {
    if (crossing > moved - west && crossing < moved + east) moved = crossing + west;
  }
  return moved < aisle.maxX ? moved : x;
}
