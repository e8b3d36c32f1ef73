/*
 * The editing mode lives in the address alone: a tab switch and back, a reload and the browser's
 * back and forward keep or restore it, whatever the user did in between.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseMode, expectQuantity, startNewBar } from './modesHelpers.ts';

async function expectMode(page: Page, mode: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`[?&]mode=${mode}(&|$)`));
  await expect(page.getByTestId(`mode-${mode}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(`mode-panel-${mode}`)).toBeVisible();
}

test('a chosen mode stays through the other tabs, a reload, and back and forward in the browser', async ({ page }) => {
  test.setTimeout(180_000);
  await startNewBar(page);
  await page.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(page, 'GRX-0600-BF', 1);
  await chooseMode(page, 'front-frames');

  await test.step('Back bar and back: the Bar tab shows Front frames, the Back bar tab its own mode', async () => {
    await page.getByTestId('tab-backBar').click();
    await expect(page).toHaveURL(/\/edit\/side\/back\?mode=shape&view=3d&front_mode=front-frames$/);
    await chooseMode(page, 'branding');
    await page.getByTestId('tab-bar').click();
    await expect(page).toHaveURL(/\/edit\/side\/front\?mode=front-frames&view=3d&back_mode=branding$/);
    await expectMode(page, 'front-frames');
    await page.getByTestId('tab-backBar').click();
    await expectMode(page, 'branding');
    await page.getByTestId('tab-bar').click();
    await expectMode(page, 'front-frames');
  });

  await test.step('Single parts / Bags and Parts list and back: still Front frames', async () => {
    await page.getByTestId('tab-singleParts').click();
    await expect(page.getByTestId('parts-tab-mode')).toBeVisible();
    await page.getByTestId('parts-tab-mode').getByText('Bags').click();
    await expect(page.getByTestId('bags-panel')).toBeVisible();
    await page.getByTestId('tab-bar').click();
    await expectMode(page, 'front-frames');
    await page.getByTestId('tab-partsList').click();
    await expect(page.getByTestId('parts-list-tab')).toBeVisible();
    await page.getByTestId('tab-bar').click();
    await expectMode(page, 'front-frames');
    // The Bags choice was kept as well.
    await page.getByTestId('tab-singleParts').click();
    await expect(page.getByTestId('bags-panel')).toBeVisible();
    await page.getByTestId('tab-bar').click();
    await expectMode(page, 'front-frames');
  });

  await test.step('a reload keeps the mode, and the other tabs’ modes', async () => {
    await page.reload();
    await expectMode(page, 'front-frames');
    await page.getByTestId('tab-backBar').click();
    await expectMode(page, 'branding');
    await page.getByTestId('tab-bar').click();
    await expectMode(page, 'front-frames');
  });

  await test.step('back and forward in the browser move between the modes chosen', async () => {
    await chooseMode(page, 'leds');
    await chooseMode(page, 'racks');
    await page.goBack();
    await expectMode(page, 'leds');
    await page.goBack();
    await expectMode(page, 'front-frames');
    await page.goForward();
    await expectMode(page, 'leds');
  });
});
