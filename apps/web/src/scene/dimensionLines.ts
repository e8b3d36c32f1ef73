import type { BarDimensions, DimensionSegment } from '@bar/layout/dimensions';

type Vec3 = [number, number, number];

/** How far from what they measure the lines stand, metres: module widths close, overall figures further out. */
export const MODULE_OFFSET = 0.3;
export const OVERALL_OFFSET = 0.55;
/** How far an extension line reaches past its dimension line, metres. */
const OVERSHOOT = 0.06;
/** Half the length of the slanted tick at each end, metres. */
const TICK = 0.04;
/** Lines on the floor stand a little above it so the floor does not hide them. */
const LIFT = 0.005;

export type DimensionKind = 'width' | 'depth' | 'height' | 'module';

/** One dimension line as drawn: its line segments (pairs of points) and where its label stands. */
export type DrawnDimension = {
  key: string;
  kind: DimensionKind;
  lengthMm: number;
  segments: Vec3[];
  labelAt: Vec3;
};

function add(a: Vec3, b: Vec3, scale = 1): Vec3 {
  return [a[0] + b[0] * scale, a[1] + b[1] * scale, a[2] + b[2] * scale];
}

function lifted(point: Vec3): Vec3 {
  return [point[0], Math.max(point[1], LIFT), point[2]];
}

/**
 * A measured segment moved `offset` metres outward: extension lines from the measured ends to a
 * little past the dimension line, the dimension line, and a slanted tick at each end (architects'
 * style, readable without arrow heads).
 */
export function drawDimension(
  key: string,
  kind: DimensionKind,
  segment: DimensionSegment,
  offset: number,
): DrawnDimension {
  // A line on the floor is lifted off it; an upright one keeps its true length.
  const lift = segment.from[1] === segment.to[1] ? lifted : (point: Vec3) => point;
  const from = lift(add(segment.from, segment.outward, offset));
  const to = lift(add(segment.to, segment.outward, offset));
  const length = Math.hypot(to[0] - from[0], to[1] - from[1], to[2] - from[2]) || 1;
  const along: Vec3 = [(to[0] - from[0]) / length, (to[1] - from[1]) / length, (to[2] - from[2]) / length];
  const tick = add(along, segment.outward);
  const segments: Vec3[] = [from, to];
  for (const [measured, end] of [
    [segment.from, from],
    [segment.to, to],
  ] as const) {
    segments.push(lift(measured), lift(add(end, segment.outward, OVERSHOOT)));
    segments.push(add(end, tick, -TICK), add(end, tick, TICK));
  }
  const labelAt: Vec3 = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2];
  return { key, kind, lengthMm: segment.lengthMm, segments, labelAt: add(labelAt, segment.outward, 0.08) };
}

/** Every line the scene draws for a bar's dimensions: the overall width, depth and height, then each module's width. */
export function drawDimensions(dimensions: BarDimensions): DrawnDimension[] {
  return [
    drawDimension('width', 'width', dimensions.width, OVERALL_OFFSET),
    drawDimension('depth', 'depth', dimensions.depth, OVERALL_OFFSET),
    drawDimension('height', 'height', dimensions.height, OVERALL_OFFSET),
    ...dimensions.modules.map((line) => drawDimension(`module-${line.moduleId}`, 'module', line, MODULE_OFFSET)),
  ];
}
