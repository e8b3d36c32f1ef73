import type { BarPlan, PlanPoint, PlanRect } from '@bar/layout/plan/barPlan';

/** A stretch of the bar along its length, floor millimetres (x east). */
export type PlanWindow = { minX: number; maxX: number };

/**
 * Consecutive windows of equal width, at most `width` each, that cover [minX, maxX] and overlap
 * their neighbours by exactly `overlap`: as few as fit, so a long bar takes as few sheets as it can,
 * and the overlap stays slight (it repeats what the neighbouring sheet shows).
 */
export function planWindows(range: PlanWindow, room: { width: number; overlap: number }): PlanWindow[] {
  const length = range.maxX - range.minX;
  if (length <= room.width) return [{ ...range }];
  const count = Math.ceil((length - room.overlap) / (room.width - room.overlap));
  const width = (length + (count - 1) * room.overlap) / count;
  return Array.from({ length: count }, (_, index) => {
    // The first window starts and the last ends at the bar's ends exactly, not a rounding error off.
    const minX = index === 0 ? range.minX : range.minX + index * (width - room.overlap);
    return { minX, maxX: index === count - 1 ? range.maxX : minX + width };
  });
}

/** Where the line from `a` to `b` crosses x = `x`. */
function crossing(a: PlanPoint, b: PlanPoint, x: number): PlanPoint {
  const share = (x - a[0]) / (b[0] - a[0]);
  return [x, a[1] + (b[1] - a[1]) * share];
}

/** The part of a polygon on one side of x = `x` (Sutherland–Hodgman against one edge). */
function clipSide(points: PlanPoint[], x: number, keepsEast: boolean): PlanPoint[] {
  const isInside = (point: PlanPoint) => (keepsEast ? point[0] >= x : point[0] <= x);
  const kept: PlanPoint[] = [];
  points.forEach((current, index) => {
    const previous = points[(index + points.length - 1) % points.length] as PlanPoint;
    if (isInside(current)) {
      if (!isInside(previous)) kept.push(crossing(previous, current, x));
      kept.push(current);
    } else if (isInside(previous)) {
      kept.push(crossing(previous, current, x));
    }
  });
  return kept;
}

/** A module's outline cut at the window's edges, so a module a sheet cuts is drawn in part, not left out. */
export function clipOutline(points: PlanPoint[], window: PlanWindow): PlanPoint[] {
  return clipSide(clipSide(points, window.minX, true), window.maxX, false);
}

function clipRect(rect: PlanRect, window: PlanWindow): PlanRect | null {
  const minX = Math.max(rect.minX, window.minX);
  const maxX = Math.min(rect.maxX, window.maxX);
  return minX < maxX ? { ...rect, minX, maxX } : null;
}

/**
 * The plan seen through a window: outlines, boards, aisle, sides and bounds cut at its edges. The
 * dimensions stay whole: the drawing cuts their lines and decides which figures the sheet shows.
 */
export function planInWindow(plan: BarPlan, window: PlanWindow): BarPlan {
  const modules = plan.modules
    .map((module) => ({ ...module, outline: clipOutline(module.outline, window) }))
    .filter((module) => module.outline.length >= 3);
  const sides = plan.sides.flatMap((side) => {
    const outline = clipRect(side.outline, window);
    return outline ? [{ ...side, outline }] : [];
  });
  return {
    bounds: clipRect(plan.bounds, window) ?? plan.bounds,
    sides,
    modules,
    counterBoards: plan.counterBoards.flatMap((board) => clipRect(board, window) ?? []),
    aisle: plan.aisle ? clipRect(plan.aisle, window) : null,
    dimensions: plan.dimensions,
  };
}
