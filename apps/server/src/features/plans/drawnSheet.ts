import type { PlanPoint, PlanRect } from '@bar/layout/plan/barPlan';

// What a plan is drawn with: lines and texts in floor millimetres (x east, y south) on layers, the
// pen set, and the text sizes every part of the drawing shares. Text heights and the distances of
// dimension lines are paper millimetres times the scale, so the SVG, the PDF and the DXF are the
// same drawing.

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
export const DIMENSION_TEXT = 2.5;
export const LABEL_TEXT = 3;
export const TITLE_TEXT = 4;
/** The step between dimension lines, and the unit of everything's distance from the bar. */
export const TIER = 8;
/** Rough width of a Helvetica character in text heights, to keep texts out of each other's way. */
export const CHARACTER_WIDTH = 0.6;

/** A drawing being made at 1:`scale`: the lines and texts drawn so far. */
export type Sheet = { scale: number; lines: DrawnLine[]; texts: DrawnText[] };

export function add(point: PlanPoint, direction: PlanPoint, distance: number): PlanPoint {
  return [point[0] + direction[0] * distance, point[1] + direction[1] * distance];
}

export function rectPoints(rect: PlanRect): PlanPoint[] {
  return [
    [rect.minX, rect.minY],
    [rect.maxX, rect.minY],
    [rect.maxX, rect.maxY],
    [rect.minX, rect.maxY],
  ];
}

export function text(sheet: Sheet, at: PlanPoint, value: string, options: Partial<DrawnText> = {}): void {
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

export function extentOf(sheet: Sheet): PlanRect {
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
