/**
 * Which place a tap means on a touch screen: a finger covers about 44 CSS pixels and hides what it
 * touches, so a tap takes the place whose outline on the screen is nearest to it, within that
 * reach, rather than only the one exactly under its centre (a thin LED strip is a few pixels high).
 */

/** How far from a place, in CSS pixels on the screen, a tap still takes it: a fingertip's width. */
export const FINGER_REACH = 44;

/** Distances closer than this (CSS pixels) count as equal; the place nearer the camera wins then. */
const SAME_DISTANCE = 0.5;

export type ScreenPoint = { x: number; y: number };

/** A place as the screen shows it: the projected corners of its box and its depth (smaller is nearer). */
export type PlaceOnScreen = { key: string; corners: readonly ScreenPoint[]; depth: number };

/** What a tap reaches: the place it takes (and how far from its outline it was), or nothing in reach. */
export type TapReach = { kind: 'place'; key: string; distance: number } | { kind: 'miss' };

function cross(o: ScreenPoint, a: ScreenPoint, b: ScreenPoint): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** One half of the outline: the points in order, each turn to the left (Andrew's monotone chain). */
function halfOutline(sorted: readonly ScreenPoint[]): ScreenPoint[] {
  const chain: ScreenPoint[] = [];
  for (const point of sorted) {
    let last = chain.length - 1;
    while (last >= 1 && cross(chain[last - 1] as ScreenPoint, chain[last] as ScreenPoint, point) <= 0) {
      chain.pop();
      last -= 1;
    }
    chain.push(point);
  }
  return chain;
}

/** The convex outline of the points, without repeated or collinear corners. */
export function convexOutline(points: readonly ScreenPoint[]): ScreenPoint[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length <= 2) return sorted;
  const lower = halfOutline(sorted);
  const upper = halfOutline([...sorted].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

function distanceToSegment(point: ScreenPoint, a: ScreenPoint, b: ScreenPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const along = lengthSquared > 0 ? ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared : 0;
  const t = Math.min(1, Math.max(0, along));
  return Math.hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy));
}

/** Distance from the point to the convex outline of the corners; 0 inside it. */
export function distanceToOutline(point: ScreenPoint, corners: readonly ScreenPoint[]): number {
  const outline = convexOutline(corners);
  const first = outline[0];
  if (!first) return Number.POSITIVE_INFINITY;
  if (outline.length === 1) return Math.hypot(point.x - first.x, point.y - first.y);
  const isInside =
    outline.length >= 3 &&
    outline.every((corner, index) => cross(corner, outline[(index + 1) % outline.length] as ScreenPoint, point) >= 0);
  if (isInside) return 0;
  let nearest = Number.POSITIVE_INFINITY;
  for (let index = 0; index < outline.length; index++) {
    const next = outline[(index + 1) % outline.length] as ScreenPoint;
    nearest = Math.min(nearest, distanceToSegment(point, outline[index] as ScreenPoint, next));
  }
  return nearest;
}

/**
 * The place a tap takes: the one whose outline is nearest to the tap, if it lies within `reach`;
 * of places as near (a tap inside several outlines), the one nearest the camera.
 */
export function nearestPlaceInReach(
  tap: ScreenPoint,
  places: readonly PlaceOnScreen[],
  reach: number = FINGER_REACH,
): TapReach {
  let best: { key: string; distance: number; depth: number } | null = null;
  for (const place of places) {
    const distance = distanceToOutline(tap, place.corners);
    if (distance > reach) continue;
    const isNearer =
      !best ||
      distance < best.distance - SAME_DISTANCE ||
      (distance <= best.distance + SAME_DISTANCE && place.depth < best.depth);
    if (isNearer) best = { key: place.key, distance, depth: place.depth };
  }
  return best ? { kind: 'place', key: best.key, distance: best.distance } : { kind: 'miss' };
}
