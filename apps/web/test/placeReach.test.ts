import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  convexOutline,
  distanceToOutline,
  FINGER_REACH,
  nearestPlaceInReach,
  type PlaceOnScreen,
  type ScreenPoint,
} from '../src/scene/placeReach.ts';

/** A place drawn as an upright rectangle on the screen (its eight corners collapse to four). */
function rectangle(key: string, left: number, top: number, width: number, height: number, depth = 0.5): PlaceOnScreen {
  const corners: ScreenPoint[] = [];
  for (const x of [left, left + width]) {
    for (const y of [top, top + height]) corners.push({ x, y }, { x, y });
  }
  return { key, corners, depth };
}

/** Distance from a point to an upright rectangle, worked out directly. */
function rectangleDistance(point: ScreenPoint, place: PlaceOnScreen): number {
  const xs = place.corners.map((corner) => corner.x);
  const ys = place.corners.map((corner) => corner.y);
  const dx = Math.max(Math.min(...xs) - point.x, 0, point.x - Math.max(...xs));
  const dy = Math.max(Math.min(...ys) - point.y, 0, point.y - Math.max(...ys));
  return Math.hypot(dx, dy);
}

const coordinate = fc.double({ min: -2000, max: 2000, noNaN: true });
const arbitraryRectangle = (key: string) =>
  fc
    .record({
      left: coordinate,
      top: coordinate,
      width: fc.double({ min: 0, max: 600, noNaN: true }),
      height: fc.double({ min: 0, max: 300, noNaN: true }),
      depth: fc.double({ min: -1, max: 1, noNaN: true }),
    })
    .map(({ left, top, width, height, depth }) => rectangle(key, left, top, width, height, depth));
const arbitraryPlaces = fc
  .integer({ min: 1, max: 8 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => arbitraryRectangle(`place-${index}`))));
const arbitraryTap = fc.record({ x: coordinate, y: coordinate });

describe('a tap on a touch screen takes the nearest place within a finger’s reach', () => {
  // An LED strip under the bar top, seen from the customers' side: 300 px long, 4 px high.
  const led = rectangle('ledSlot:m1:f1', 200, 300, 300, 4);

  test('a tap 20 px beside a thin LED strip takes it; 50 px away is a miss', () => {
    expect(nearestPlaceInReach({ x: 350, y: 324 }, [led])).toEqual({ kind: 'place', key: led.key, distance: 20 });
    expect(nearestPlaceInReach({ x: 180, y: 302 }, [led])).toEqual({ kind: 'place', key: led.key, distance: 20 });
    expect(nearestPlaceInReach({ x: 350, y: 354 }, [led])).toEqual({ kind: 'miss' });
    expect(nearestPlaceInReach({ x: 350, y: 300 + 4 + FINGER_REACH }, [led]).kind).toBe('place');
    expect(nearestPlaceInReach({ x: 350, y: 300 + 4 + FINGER_REACH + 1 }, [led]).kind).toBe('miss');
  });

  test('of two places in reach the nearer outline wins, whatever their order', () => {
    const hooks = rectangle('hookSlot:m1:f1:1', 200, 340, 300, 40);
    const tap = { x: 300, y: 318 };
    expect(nearestPlaceInReach(tap, [led, hooks])).toMatchObject({ kind: 'place', key: led.key });
    expect(nearestPlaceInReach(tap, [hooks, led])).toMatchObject({ kind: 'place', key: led.key });
    expect(nearestPlaceInReach({ x: 300, y: 330 }, [led, hooks])).toMatchObject({ kind: 'place', key: hooks.key });
  });

  test('a tap inside two outlines takes the place nearer the camera', () => {
    const front = rectangle('front', 0, 0, 100, 100, 0.2);
    const behind = rectangle('behind', 50, 50, 100, 100, 0.6);
    expect(nearestPlaceInReach({ x: 75, y: 75 }, [behind, front])).toEqual({
      kind: 'place',
      key: 'front',
      distance: 0,
    });
    expect(nearestPlaceInReach({ x: 125, y: 125 }, [behind, front])).toEqual({
      kind: 'place',
      key: 'behind',
      distance: 0,
    });
  });

  test('no places: every tap is a miss', () => {
    expect(nearestPlaceInReach({ x: 0, y: 0 }, [])).toEqual({ kind: 'miss' });
  });

  test('the outline of a turned box is its convex hull: a tap in a corner’s notch is measured to the hull', () => {
    // A diamond: the point (10, 10) lies outside it, 10·√2 − 10·√2/2 = 7.07 px from its edge.
    const diamond: ScreenPoint[] = [
      { x: 0, y: 20 },
      { x: 20, y: 0 },
      { x: 40, y: 20 },
      { x: 20, y: 40 },
      { x: 20, y: 20 },
    ];
    expect(convexOutline(diamond)).toHaveLength(4);
    expect(distanceToOutline({ x: 20, y: 20 }, diamond)).toBe(0);
    expect(distanceToOutline({ x: 5, y: 5 }, diamond)).toBeCloseTo(Math.SQRT2 * 5, 6);
  });

  test('property: the distance to an outline is the distance to the rectangle, 0 inside it', () => {
    fc.assert(
      fc.property(arbitraryRectangle('r'), arbitraryTap, (place, tap) => {
        expect(distanceToOutline(tap, place.corners)).toBeCloseTo(rectangleDistance(tap, place), 6);
      }),
    );
  });

  test('property: a place is taken exactly when one lies within reach, and none lies nearer than the one taken', () => {
    fc.assert(
      fc.property(arbitraryPlaces, arbitraryTap, (places, tap) => {
        const result = nearestPlaceInReach(tap, places);
        const distances = places.map((place) => rectangleDistance(tap, place));
        const nearest = Math.min(...distances);
        if (nearest > FINGER_REACH + 1e-6) {
          expect(result).toEqual({ kind: 'miss' });
          return;
        }
        if (nearest < FINGER_REACH - 1e-6) expect(result.kind).toBe('place');
        if (result.kind !== 'place') return;
        expect(result.distance).toBeLessThanOrEqual(FINGER_REACH);
        expect(result.distance).toBeLessThanOrEqual(nearest + 0.5 + 1e-6);
        const taken = places.find((place) => place.key === result.key);
        expect(taken && rectangleDistance(tap, taken)).toBeCloseTo(result.distance, 6);
      }),
    );
  });

  test('property: a tap inside a place’s outline always takes a place (as near as it, within half a pixel)', () => {
    fc.assert(
      fc.property(
        arbitraryPlaces,
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (places, pick, u, v) => {
          const place = places[pick % places.length] as PlaceOnScreen;
          const xs = place.corners.map((corner) => corner.x);
          const ys = place.corners.map((corner) => corner.y);
          const tap = {
            x: Math.min(...xs) + u * (Math.max(...xs) - Math.min(...xs)),
            y: Math.min(...ys) + v * (Math.max(...ys) - Math.min(...ys)),
          };
          const result = nearestPlaceInReach(tap, places);
          expect(result.kind).toBe('place');
          // Places less than half a pixel apart count as equally near: the one nearer the camera wins.
          expect(result.kind === 'place' && result.distance).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });

  test('property: moving the whole screen picture moves nothing about the choice', () => {
    fc.assert(
      fc.property(arbitraryPlaces, arbitraryTap, coordinate, coordinate, (places, tap, dx, dy) => {
        const moved = places.map((place) => ({
          ...place,
          corners: place.corners.map((corner) => ({ x: corner.x + dx, y: corner.y + dy })),
        }));
        const before = nearestPlaceInReach(tap, places);
        const after = nearestPlaceInReach({ x: tap.x + dx, y: tap.y + dy }, moved);
        expect(after.kind).toBe(before.kind);
        if (before.kind === 'place' && after.kind === 'place') expect(after.distance).toBeCloseTo(before.distance, 3);
      }),
    );
  });
});
