import type { BarPlan, PlanDimension, PlanPoint, PlanRect } from '@bar/layout/plan/barPlan';
import type { PlanTexts } from './planTexts.ts';
import type { PlanWindow } from './planWindows.ts';

// A bar's plan as lines and texts in floor millimetres (x east, y south), laid out for one scale:
// text heights and the distances of dimension lines are paper millimetres times the scale, so
// the SVG, the PDF and the DXF are the same drawing.

export const PLAN_LAYERS = ['MODULES', 'DIMENSIONS', 'TEXT'] as const;
export type PlanLayer = (typeof PLAN_LAYERS)[number];

/** outline: modules and bars; thin: dimension and extension lines; dashed: the aisle; heavy: ticks and the scale bar. */
export type LineStyle = 'outline' | 'thin' | 'dashed' | 'heavy';

/** Line widths and dashes in paper millimetres, as an architect's pen set. */
export const PEN: Record<LineStyle, { width: number; dash?: [number, number] }> = {
  outline: { width: 0.35 },
  thin: { width: 0.18 },
  dashed: { width: 0.25, dash: [2, 1] },
  heavy: { width: 0.5 },
};

export type DrawnLine = { layer: PlanLayer; style: LineStyle; points: PlanPoint[]; isClosed: boolean; fill?: string };

/** A text standing on its baseline at `at`; `rotation` in degrees counter-clockwise as read on the sheet. */
export type DrawnText = {
  layer: PlanLayer;
  at: PlanPoint;
  text: string;
  height: number;
  align: 'start' | 'middle' | 'end';
  rotation: number;
  isBold: boolean;
  /** A dimension's figure, in millimetres. */
  isFigure: boolean;
};

export type PlanDrawing = {
  /** 20 for 1:20. */
  scale: number;
  lines: DrawnLine[];
  texts: DrawnText[];
  /** Everything drawn, texts included: what a sheet must hold. */
  extent: PlanRect;
};

/** Paper millimetres. */
const DIMENSION_TEXT = 2.5;
const MIN_DIMENSION_TEXT = 1;
const LABEL_TEXT = 3;
const TITLE_TEXT = 4;
const TIER = 8;
const EXTENSION_GAP = 1;
const EXTENSION_OVERSHOOT = 1.5;
const TICK = 2;
const SIDE_LABEL_GAP = 4;
const SCALE_BAR_TARGET = 60;
const SCALE_BAR_STEPS = [200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];
/** Rough width of a Helvetica character in text heights, to keep texts out of each other's way. */
const CHARACTER_WIDTH = 0.6;

export const AISLE_FILL = '#eef3f8';
export const MODULE_FILL = '#f4f4f4';

type Sheet = { scale: number; lines: DrawnLine[]; texts: DrawnText[] };

/**
 * What a sheet of a set adds to the plan: on a detail sheet its window and the match lines to its
 * neighbours, on the overview the detail sheets' numbered frames; the line under the title
 * ("Sheet 2 of 4"). A plan on one sheet has none of them.
 */
export type SheetMarks = {
  window?: PlanWindow;
  matchLines?: { x: number; label: string; side: 'west' | 'east' }[];
  frames?: { minX: number; maxX: number; label: string }[];
  sheetLine?: string;
};

function add(point: PlanPoint, direction: PlanPoint, distance: number): PlanPoint {
  return [point[0] + direction[0] * distance, point[1] + direction[1] * distance];
}

function rectPoints(rect: PlanRect): PlanPoint[] {
  return [
    [rect.minX, rect.minY],
    [rect.maxX, rect.minY],
    [rect.maxX, rect.maxY],
    [rect.minX, rect.maxY],
  ];
}

function text(sheet: Sheet, at: PlanPoint, value: string, options: Partial<DrawnText> = {}): void {
  sheet.texts.push({
    layer: 'TEXT',
    at,
    text: value,
    height: DIMENSION_TEXT * sheet.scale,
    align: 'middle',
    rotation: 0,
    isBold: false,
    isFigure: false,
    ...options,
  });
}

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
function dimension(
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
function windowedDimension(
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

/** Where a detail sheet meets its neighbour: a dashed line across the bar, named with the neighbour's sheet. */
function matchLine(sheet: Sheet, bounds: PlanRect, mark: { x: number; label: string; side: 'west' | 'east' }): void {
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
function frame(
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
function aisleDimensionX(aisle: PlanRect, scale: number, crossings: number[]): number {
  const x = aisle.minX + Math.min((aisle.maxX - aisle.minX) / 6, 30 * scale);
  const west = (DIMENSION_TEXT + AISLE_LINE_GAP) * scale;
  const east = AISLE_LINE_GAP * scale;
  let moved = x;
  for (const crossing of [...crossings].sort((a, b) => a - b)) {
    if (crossing > moved - west && crossing < moved + east) moved = crossing + west;
  }
  return moved < aisle.maxX ? moved : x;
}

function niceScaleBar(scale: number): number {
  const target = SCALE_BAR_TARGET * scale;
  return SCALE_BAR_STEPS.filter((step) => step <= target).at(-1) ?? (SCALE_BAR_STEPS[0] as number);
}

/** Four alternately filled blocks with 0 and the length under them, left of `at` (its south-west corner). */
function scaleBar(sheet: Sheet, at: PlanPoint): void {
  const { scale } = sheet;
  const length = niceScaleBar(scale);
  const height = 1.5 * scale;
  const block = length / 4;
  for (let index = 0; index < 4; index++) {
    const rect = { minX: at[0] + index * block, maxX: at[0] + (index + 1) * block, minY: at[1] - height, maxY: at[1] };
    sheet.lines.push({
      layer: 'DIMENSIONS',
      style: 'thin',
      points: rectPoints(rect),
      isClosed: true,
      ...(index % 2 === 0 ? { fill: '#000000' } : {}),
    });
  }
  const below = at[1] + DIMENSION_TEXT * scale * 1.4;
  text(sheet, [at[0], below], '0');
  text(sheet, [at[0] + length, below], `${length} mm`);
}

/** An arrow pointing north with N under it, its tip at `at`. */
function northArrow(sheet: Sheet, at: PlanPoint, north: string): void {
  const { scale } = sheet;
  const length = 10 * scale;
  const half = 2.5 * scale;
  sheet.lines.push({
    layer: 'DIMENSIONS',
    style: 'outline',
    points: [at, [at[0] + half, at[1] + length], [at[0], at[1] + length * 0.7], [at[0] - half, at[1] + length]],
    isClosed: true,
    fill: '#000000',
  });
  text(sheet, [at[0], at[1] + length + LABEL_TEXT * scale * 1.3], north, { height: LABEL_TEXT * scale, isBold: true });
}

/**
 * Where a text lies on the floor, roughly: from its baseline up one text height, as wide as
 * `CHARACTER_WIDTH` guesses (turned with the text when it stands at 90°).
 */
export function textBox(drawn: DrawnText): PlanRect {
  const width = drawn.text.length * CHARACTER_WIDTH * drawn.height;
  const start = drawn.align === 'start' ? 0 : drawn.align === 'middle' ? -width / 2 : -width;
  const [x, y] = drawn.at;
  if (drawn.rotation === 90) return { minX: x - drawn.height, maxX: x, minY: y - start - width, maxY: y - start };
  return { minX: x + start, maxX: x + start + width, minY: y - drawn.height, maxY: y };
}

function extentOf(sheet: Sheet): PlanRect {
  const extent = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const include = ([x, y]: PlanPoint) => {
    extent.minX = Math.min(extent.minX, x);
    extent.maxX = Math.max(extent.maxX, x);
    extent.minY = Math.min(extent.minY, y);
    extent.maxY = Math.max(extent.maxY, y);
  };
  for (const line of sheet.lines) line.points.forEach(include);
  for (const drawn of sheet.texts) {
    const box = textBox(drawn);
    include([box.minX, box.minY]);
    include([box.maxX, box.maxY]);
  }
  return extent;
}

/** The plan drawn at 1:`scale`, titled with the bar's name, in the reader's words. */
export function planDrawing(
  plan: BarPlan,
  options: { scale: number; texts: PlanTexts; barName: string; marks?: SheetMarks },
): PlanDrawing {
  const { scale, texts } = options;
  const marks = options.marks ?? {};
  const sheet: Sheet = { scale, lines: [], texts: [] };
  const { bounds } = plan;
  if (plan.aisle) {
    sheet.lines.push({
      layer: 'MODULES',
      style: 'dashed',
      points: rectPoints(plan.aisle),
      isClosed: true,
      fill: AISLE_FILL,
    });
  }
  for (const side of plan.sides) {
    const label = side.side === 'front' ? texts.frontBar : texts.backBar;
    const middle = (side.outline.minY + side.outline.maxY) / 2;
    text(sheet, [bounds.minX - SIDE_LABEL_GAP * scale, middle + (LABEL_TEXT * scale) / 2], label, {
      height: LABEL_TEXT * scale,
      align: 'end',
    });
  }
  for (const module of plan.modules) {
    sheet.lines.push({ layer: 'MODULES', style: 'outline', points: module.outline, isClosed: true, fill: MODULE_FILL });
  }
  for (const board of plan.counterBoards) {
    sheet.lines.push({ layer: 'MODULES', style: 'thin', points: rectPoints(board), isClosed: true });
  }
  const { window } = marks;
  const matchXs = (side: 'west' | 'east') =>
    (marks.matchLines ?? []).filter((mark) => mark.side === side).map((mark) => mark.x);
  // The stretch this sheet answers for: from match line to match line, the window's ends where it has none.
  const owned = window && {
    minX: Math.max(window.minX, ...matchXs('west')),
    maxX: Math.min(window.maxX, ...matchXs('east')),
  };
  for (const module of plan.modules) {
    windowedDimension(sheet, module.dimension, { bounds, tiers: 1, window, owned, needsMiddle: true });
  }
  windowedDimension(sheet, plan.dimensions.width, { bounds, tiers: 2, window, owned, needsMiddle: false });
  dimension(sheet, plan.dimensions.depth, { bounds, tiers: 2 });
  if (plan.aisle && plan.dimensions.aisle) {
    const aisle = plan.aisle;
    const line = plan.dimensions.aisle;
    const crossings = [
      ...(marks.frames ?? []).flatMap((mark) => [mark.minX, mark.maxX]),
      ...(marks.matchLines ?? []).map((mark) => mark.x),
    ];
    const x = aisleDimensionX(aisle, scale, crossings);
    dimension(sheet, { ...line, from: [x, line.from[1]], to: [x, line.to[1]] }, { bounds, tiers: 0 });
    const labelHeight = Math.min(LABEL_TEXT * scale, (aisle.maxY - aisle.minY) * 0.6);
    text(sheet, [(aisle.minX + aisle.maxX) / 2, (aisle.minY + aisle.maxY) / 2 + labelHeight / 2], texts.aisle, {
      height: labelHeight,
    });
  }
  for (const mark of marks.matchLines ?? []) matchLine(sheet, bounds, mark);
  const customersY = bounds.minY - 3 * TIER * scale;
  text(sheet, [(bounds.minX + bounds.maxX) / 2, customersY], texts.customers, {
    height: LABEL_TEXT * scale,
    isBold: true,
  });
  northArrow(sheet, [bounds.maxX + 3 * TIER * scale, bounds.minY - 3 * TIER * scale - 6 * scale], texts.north);
  const footY = bounds.maxY + 3 * TIER * scale + TITLE_TEXT * scale;
  scaleBar(sheet, [bounds.minX, footY]);
  // The title under the scale bar's figures, so a narrow bar's long title cannot run into it.
  const titleY = footY + DIMENSION_TEXT * scale * 1.4 + TITLE_TEXT * scale * 1.5;
  const title = options.barName
    ? texts.title.replace('{{name}}', options.barName)
    : texts.title.replace('{{name}} – ', '');
  text(sheet, [bounds.maxX, titleY], title.replace('{{scale}}', String(scale)), {
    height: TITLE_TEXT * scale,
    align: 'end',
    isBold: true,
  });
  text(sheet, [bounds.maxX, titleY + TITLE_TEXT * scale * 1.5], texts.unit, {
    height: LABEL_TEXT * scale,
    align: 'end',
  });
  if (marks.sheetLine) {
    text(sheet, [bounds.maxX, titleY + TITLE_TEXT * scale * 1.5 + LABEL_TEXT * scale * 1.5], marks.sheetLine, {
      height: LABEL_TEXT * scale,
      align: 'end',
      isBold: true,
    });
  }
  // Last, so the frames' edges know every text they must leave a gap for.
  for (const [index, mark] of (marks.frames ?? []).entries()) frame(sheet, bounds, mark, index);
  return { scale, lines: sheet.lines, texts: sheet.texts, extent: extentOf(sheet) };
}
