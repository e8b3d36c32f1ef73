import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { firstFrame, sceneSettled, sceneStill } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { expectQuantity, quantities } from './modesHelpers.ts';
import { createBarFromHome } from './shellHelpers.ts';
import { cameraPlace, canvasBox, fingers, isOnCustomerSide, pinch, placesSeen } from './touchHelpers.ts';

/**
 * A stand builder on an iPad in landscape (1180 × 820, touch only, no mouse, no keyboard): a new
 * bar from the home screen, the first module by a tap on the ghost, two more by taps on the menu,
 * an LED strip by a tap beside its place, one finger turning the view and two pinching it. Every
 * page keeps a clean console (fixtures.ts). The screenshots are the README's gallery.
 */

test.use({ viewport: { width: 1180, height: 820 }, hasTouch: true, isMobile: false });

const gallery = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(gallery, { recursive: true });

/** The first frame of a new scene in software WebGL on a busy machine. */
async function tapGhost(page: Page): Promise<void> {
  await firstFrame(page);
  await sceneStill(page);
  const rect = await page.evaluate(() => window.__barScene?.info().barRect);
  const box = await canvasBox(page);
  if (!rect) throw new Error('the 3D view shows no bar');
  await page.touchscreen.tap(
    box.x + (box.width * (rect.left + rect.right)) / 2,
    box.y + (box.height * (rect.top + rect.bottom)) / 2,
  );
}

test('a stand builder on a tablet builds a bar by touch alone: ghost, menu, a tap beside an LED place, one finger turns, two pinch', async ({
  page,
}) => {
  test.setTimeout(480_000);

  await test.step('a new bar from the home screen, opened where the first module goes', async () => {
    await page.goto('/');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await createBarFromHome(page, undefined, 'tap');
    await expect(page).toHaveURL(/\/edit\/side\/front\?mode=shape/);
    await expect(page.getByTestId('mode-panel-shape')).toBeVisible();
  });

  await test.step('the first module by a tap on the ghost, two more from the menu', async () => {
    await tapGhost(page);
    await expectQuantity(page, 'GRX-0600-BF', 1);
    await page.getByTestId('add-module-g-raxx-1200').tap();
    await page.getByTestId('add-module-g-raxx-1200').tap();
    await expectQuantity(page, 'GRX-1200-BF', 2);
  });

  await test.step('lighting: the free places shown without hover, a tap beside one places the LED', async () => {
    await page.getByTestId('mode-leds').tap();
    await expect(page.getByTestId('mode-panel-leds')).toBeVisible();
    await expect(page.getByTestId('places-hint')).toHaveText(/tap/i);
    await sceneStill(page);
    await expect
      .poll(
        async () => (await placesSeen(page)).filter((place) => place.kind === 'ledSlot' && place.isReachable).length,
      )
      .toBeGreaterThan(0);
    const leds = (await placesSeen(page)).filter((place) => place.kind === 'ledSlot');
    expect(leds.every((place) => place.isHighlighted)).toBe(true);
    const before = (await quantities(page))['LED-1200'] ?? 0;
    await page.getByTestId('place-assembly:30').tap();
    await expect(page.getByTestId('item-assembly:30')).toContainText('Now tap a place in the 3D view.');
    const led = (await placesSeen(page)).find((place) => place.kind === 'ledSlot' && place.isReachable);
    if (!led) throw new Error('no LED place on screen');
    // A finger is not a pixel: the tap lands 15 px below the thin strip.
    await page.touchscreen.tap(led.x, led.y + 15);
    await expectQuantity(page, 'LED-1200', before + 1);
    await sceneStill(page);
    await page.screenshot({ path: `${gallery}journey-ipad-leds.png` });
  });

  await test.step('one finger turns the view, two fingers pinch it closer', async () => {
    const cdp = await page.context().newCDPSession(page);
    const box = await canvasBox(page);
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    let frames = await sceneStill(page);
    const start = await cameraPlace(page);
    await fingers(cdp, [centre], [{ x: centre.x - 150, y: centre.y }]);
    frames = await sceneSettled(page, frames);
    const turnedView = await cameraPlace(page);
    expect(Math.abs(turnedView.azimuth - start.azimuth)).toBeGreaterThan(10);
    expect(isOnCustomerSide(turnedView)).toBe(true);
    await pinch(cdp, centre, 40, 150);
    await sceneSettled(page, frames);
    expect((await cameraPlace(page)).distance).toBeLessThan(turnedView.distance * 0.8);
    await page.screenshot({ path: `${gallery}journey-ipad-pinched.png` });
  });
});
