/*
 * A new customer's first steps in the editor: a new bar opens in the Shape mode, the ghost of the
 * empty bar places the first module, and the modes with nothing to offer on an empty side say what
 * to do first, with a button that goes there.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { firstFrame, sceneStill } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { chooseMode, expectQuantity, quantities, startNewBar } from './modesHelpers.ts';

const shots = '/tmp/shots/wt-modes/';
mkdirSync(shots, { recursive: true });

/** Clicks the middle of the ghost module, where the 3D view shows it once it is drawn and still. */
async function clickGhost(page: Page, shot: string): Promise<void> {
  // The first frame waits for the 3D code and the shaders (software WebGL on a shared machine).
  await firstFrame(page);
  await sceneStill(page);
  await page.screenshot({ path: shot });
  const rect = await page.evaluate(() => window.__barScene?.info().barRect);
  const box = await page.getByTestId('scene-canvas').locator('canvas').boundingBox();
  if (!rect || !box) throw new Error('no 3D view');
  const x = box.x + (box.width * (rect.left + rect.right)) / 2;
  const y = box.y + (box.height * (rect.top + rect.bottom)) / 2;
  await page.mouse.move(x, y);
  await page.mouse.click(x, y);
}

test('a new bar opens in the Shape mode and a click on the ghost module places the first module', async ({ page }) => {
  test.setTimeout(240_000);
  await startNewBar(page);
  await expect(page).toHaveURL(/\/edit\/side\/front\?mode=shape&view=3d$/);
  await expect(page.getByTestId('mode-shape')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('first-module-hint')).toHaveText(
    'Add the first module below, or click the green module in the 3D view.',
  );
  await expect(page.getByTestId('places-empty')).toHaveCount(0);
  await page.screenshot({ path: `${shots}new-bar-shape.png` });

  await clickGhost(page, `${shots}new-bar-ghost.png`);
  await expectQuantity(page, 'GRX-0600-BF', 1);
  expect(Object.keys(await quantities(page)).filter((part) => part.endsWith('-BF'))).toEqual(['GRX-0600-BF']);
  // Now the bar has a module: the Shape mode lists its edges, and no ghost is left to click.
  await expect(page.getByTestId('first-module-hint')).toHaveCount(0);
  await expect(page.getByTestId('place-select')).toBeVisible();
  await sceneStill(page);
  await page.screenshot({ path: `${shots}new-bar-first-module.png` });
});

test('a mode with nothing to offer on an empty side says to start in Shape, and its button goes there', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startNewBar(page);

  await chooseMode(page, 'racks');
  const hint = page.getByTestId('first-step');
  await expect(hint).toContainText('There are no modules on this side of the bar yet.');
  await expect(page.getByTestId('places-empty')).toHaveCount(0);
  await page.screenshot({ path: `${shots}empty-racks-hint.png` });
  await page.getByTestId('first-step-go').click();
  await expect(page).toHaveURL(/\/edit\/side\/front\?mode=shape&view=3d$/);
  await expect(page.getByTestId('mode-panel-shape')).toBeVisible();

  // The same on the empty back side; the Bar tab keeps its mode in the address.
  await page.getByTestId('tab-backBar').click();
  await expect(page).toHaveURL(/\/edit\/side\/back\?mode=shape&view=3d&front_mode=shape$/);
  await chooseMode(page, 'back-panels');
  await expect(page.getByTestId('first-step-go')).toHaveText('Go to Shape');
  await page.getByTestId('first-step-go').click();
  await expect(page).toHaveURL(/\/edit\/side\/back\?mode=shape&view=3d&front_mode=shape$/);
  await expect(page.getByTestId('mode-panel-shape')).toBeVisible();
  await page.getByTestId('add-module-back-frame-600').click();
  await expectQuantity(page, 'GBF-0600-BF', 1);
  await chooseMode(page, 'back-panels');
  await expect(page.getByTestId('first-step')).toHaveCount(0);
  await expect(page.getByTestId('place-select')).toBeVisible();
});
