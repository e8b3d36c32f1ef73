import type { CDPSession, Page } from '@playwright/test';

/** Touch and camera helpers of the tablet specs: places on screen, the camera's place, fingers. */

export type PlaceSeen = {
  key: string;
  kind: string;
  x: number;
  y: number;
  isReachable: boolean;
  isHighlighted: boolean;
};
export type CameraPlace = { azimuth: number; elevation: number; distance: number };
export type Point = { x: number; y: number };

export async function placesSeen(page: Page): Promise<PlaceSeen[]> {
  return page.evaluate(
    () => (window as unknown as { __barPlaces?: { list: () => PlaceSeen[] } }).__barPlaces?.list() ?? [],
  );
}

export async function cameraPlace(page: Page): Promise<CameraPlace> {
  const place = await page.evaluate(() => window.__barScene?.info().camera);
  if (!place) throw new Error('the 3D view has no camera yet');
  return place;
}

/** Difference of two azimuths in degrees, in (-180, 180]. */
export function turned(from: number, to: number): number {
  const difference = ((((to - from) % 360) + 540) % 360) - 180;
  return difference === -180 ? 180 : difference;
}

/** The customers' side: north of the bar, azimuth 90° to 180° either way. */
export function isOnCustomerSide(place: CameraPlace): boolean {
  return Math.abs(place.azimuth) >= 90 - 0.01;
}

export async function canvasBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.getByTestId('scene-canvas').locator('canvas').boundingBox();
  if (!box) throw new Error('the 3D view is not on screen');
  return box;
}

/** Two fingers `from` px left and right of `centre`, spread (or closed) to `to` px: a pinch. */
export async function pinch(cdp: CDPSession, centre: Point, from: number, to: number): Promise<void> {
  const pair = (half: number) => [
    { x: centre.x - half, y: centre.y },
    { x: centre.x + half, y: centre.y },
  ];
  await fingers(cdp, pair(from), pair(to));
}

/** Fingers down at `from`, moved in steps to `to` (one entry per finger), lifted. */
export async function fingers(cdp: CDPSession, from: Point[], to: Point[], steps = 12): Promise<void> {
  const at = (step: number) =>
    from.map((start, id) => {
      const end = to[id] ?? start;
      return { id, x: start.x + ((end.x - start.x) * step) / steps, y: start.y + ((end.y - start.y) * step) / steps };
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
