import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  chooseMode,
  choosePlaceInMenu,
  clickPlaceIn3d,
  confirmDialog,
  expectQuantity,
  shots,
  startNewBar,
} from './modesHelpers.ts';

mkdirSync(shots, { recursive: true });

test('every editing mode places items from the menu and in 3D, explains refusals, asks before bulk changes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await startNewBar(page);
  const notice = page.locator('.mantine-Notification-root');

  await test.step('shape: add by the menu, snap onto an edge chosen in 3D, Delete, undo and redo', async () => {
    await chooseMode(page, 'shape');
    await page.getByTestId('add-module-g-raxx-600').click();
    await page.getByTestId('add-module-g-raxx-600').click();
    await expectQuantity(page, 'GRX-0600-BF', 2);
    await clickPlaceIn3d(page, { kind: 'attachEdge', moduleIndex: 1, key: /:e$/ });
    await expect(page.getByText(/snap on at the chosen edge/)).toBeVisible();
    await page.getByTestId('add-module-g-flexx-1200').click();
    await expectQuantity(page, 'GFX-1200-BF', 1);
    await page.screenshot({ path: `${shots}shape-1280.png` });

    await clickPlaceIn3d(page, { kind: 'module', moduleIndex: 2 });
    await page.keyboard.press('Delete');
    await expectQuantity(page, 'GFX-1200-BF', 0);
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'GFX-1200-BF', 1);
    await page.keyboard.press('Control+Shift+z');
    await expectQuantity(page, 'GFX-1200-BF', 0);
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'GFX-1200-BF', 1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('placed-module-2')).toHaveAttribute('data-selected', 'false');
  });

  await test.step('front frames: a G-Flexx frame is fixed (P9); a G-Raxx frame comes off and back', async () => {
    await chooseMode(page, 'front-frames');
    await choosePlaceInMenu(page, /Module 3, front frame n1/);
    await expect(page.getByTestId('occupant')).toContainText(/Fixed part of the base frame/);
    await page.getByTestId('occupant-remove').click();
    await expect(notice.filter({ hasText: /fixed and cannot be removed/ })).toBeVisible();
    await clickPlaceIn3d(page, { kind: 'frameMount', moduleIndex: 0 });
    await page.getByTestId('occupant-remove').click();
    await expectQuantity(page, 'FRR-0600', 1);
    await page.getByTestId('place-part:10').click();
    await expectQuantity(page, 'FRR-0600', 2);
    await page.screenshot({ path: `${shots}front-frames-1280.png` });
  });

  await test.step('racks: a shelf in a free slot, R1 refusal for the taken slot, Delete and undo', async () => {
    await chooseMode(page, 'racks');
    await choosePlaceInMenu(page, /Module 1, rack 1, row 3/);
    await page.getByTestId('place-assembly:10').click();
    await expectQuantity(page, 'EIN-BOD-1', 1);
    await expect(page.getByTestId('item-assembly:10').getByTestId('item-refusal')).toContainText(/already taken/);
    await expect(page.getByTestId('item-assembly:20').getByTestId('item-refusal')).toContainText(/cannot be mounted/);
    await page.keyboard.press('Delete');
    await expectQuantity(page, 'EIN-BOD-1', 0);
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'EIN-BOD-1', 1);
    await choosePlaceInMenu(page, /Module 1, rack 1, row 6/);
    await page.getByTestId('place-assembly:20').click();
    await expectQuantity(page, 'ARB-0600', 1);
    // Chosen first, then put on a rack row clicked in 3D.
    await page.keyboard.press('Escape');
    await page.getByTestId('place-assembly:11').click();
    await clickPlaceIn3d(page, { kind: 'rackRow', moduleIndex: 1, key: /:11$/ });
    await expectQuantity(page, 'EIN-SCH-2', 1);
    await page.screenshot({ path: `${shots}racks-1280.png` });
  });

  await test.step('panels: another type on one front panel offers to apply it to all (D2); delete all panels', async () => {
    await chooseMode(page, 'front-panels');
    await clickPlaceIn3d(page, { kind: 'panelMount', moduleIndex: 0, key: /:n1:n$/ });
    await page.getByTestId('place-assembly:1').click();
    await confirmDialog(page, /Apply to all front panels/);
    await expectQuantity(page, 'PNL-0600-104', 0);
    await expectQuantity(page, 'PNL-0600-086', 4);
    await page.screenshot({ path: `${shots}front-panels-1280.png` });
    await page.getByTestId('delete-all-panels').click();
    await confirmDialog(page, /Delete all panels/);
    await expectQuantity(page, 'PNL-0600-086', 0);
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'PNL-0600-086', 4);
  });

  await test.step('bar tops: change the division from the right end (C3), append, delete all (C6)', async () => {
    await chooseMode(page, 'counter-boards');
    await expectQuantity(page, 'TKP-1200', 2);
    await clickPlaceIn3d(page, { kind: 'run' });
    await page.getByTestId('occupant-remove').click();
    await confirmDialog(page, /Change the bar-top division/);
    await expectQuantity(page, 'TKP-1200', 1);
    await page.getByTestId('place-part:20').click();
    await expectQuantity(page, 'TKP-0600', 1);
    await page.screenshot({ path: `${shots}counter-boards-1280.png` });
    await page.getByTestId('delete-all-boards').click();
    await confirmDialog(page, /Delete all bar tops/);
    await expectQuantity(page, 'TKP-1200', 0);
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'TKP-1200', 1);
  });

  await test.step('lighting, accessories, bar-top accessories and GN containers', async () => {
    await chooseMode(page, 'leds');
    await choosePlaceInMenu(page, /Module 1, LED strip/);
    await page.getByTestId('place-assembly:29').click();
    await expectQuantity(page, 'LED-0600', 1);

    await chooseMode(page, 'accessories');
    await clickPlaceIn3d(page, { kind: 'hookSlot', moduleIndex: 0 });
    await page.getByTestId('place-assembly:28').click();
    await expectQuantity(page, 'ZUB-TAH', 2);
    await choosePlaceInMenu(page, /Module 1, bartender side at 0 mm/);
    await page.getByTestId('place-part:145').click();
    await expectQuantity(page, 'SPR-0600', 1);

    await chooseMode(page, 'accessories-accessories');
    await clickPlaceIn3d(page, { kind: 'boardSpot', moduleIndex: 0 });
    await page.getByTestId('place-assembly:33').click();
    await expectQuantity(page, 'ZUB-GLH', 1);

    await chooseMode(page, 'accessories-gn');
    await choosePlaceInMenu(page, /at 1200 mm/);
    await page.getByTestId('place-assembly:32').click();
    await expectQuantity(page, 'GN-13-150', 3);
    await page.screenshot({ path: `${shots}accessories-gn-1280.png` });
  });

  await test.step('bottle shelves need a worktop (R4); side applications at the open ends', async () => {
    await chooseMode(page, 'bottleshelves');
    await choosePlaceInMenu(page, /Module 2, at 0 mm/);
    await expect(page.getByTestId('item-part:127').getByTestId('item-refusal')).toContainText(
      /needs a rack with a worktop/,
    );
    await choosePlaceInMenu(page, /Module 1, at 0 mm/);
    await page.getByTestId('place-part:127').click();
    await expectQuantity(page, 'FLR-0600', 1);

    await chooseMode(page, 'side-apps');
    await clickPlaceIn3d(page, { kind: 'sideEnd', moduleIndex: 0 });
    await page.getByTestId('place-assembly:25').click();
    await expectQuantity(page, 'SEI-ABL', 1);
    await page.screenshot({ path: `${shots}side-apps-1280.png` });
  });

  await test.step('brand signs: one per side (B1); banners with a checked upload', async () => {
    await chooseMode(page, 'brandsigns');
    await clickPlaceIn3d(page, { kind: 'signModule', moduleIndex: 0 });
    await page.getByTestId('place-part:160').click();
    await expectQuantity(page, 'SCH-0600-030', 1);
    await choosePlaceInMenu(page, /^Module 2$/);
    await expect(page.getByTestId('item-part:160').getByTestId('item-refusal')).toContainText(/Only one brand sign/);

    await chooseMode(page, 'branding');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('branding-upload').click();
    await (await chooser).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024) });
    await expect(page.getByTestId('branding-problem')).toContainText(/larger than 2 MB/);
    await page.getByTestId('branding-fill').getByText('Cover').click();
    await expect(page.getByText(/fills the whole surface/)).toBeVisible();
    await clickPlaceIn3d(page, { kind: 'bannerEdge', moduleIndex: 0, key: /:n$/ });
    await page.getByTestId('place-part:150').click();
    await expectQuantity(page, 'BAN-FRO-0600', 1);
    await page.screenshot({ path: `${shots}branding-1280.png` });
  });

  await test.step('the mode is in the URL: browser back returns to the previous mode', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/mode=brandsigns/);
    await expect(page.getByTestId('mode-panel-brandsigns')).toBeVisible();
  });

  await test.step('wide screen and German', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await chooseMode(page, 'racks');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${shots}racks-1920.png` });
    await page.evaluate(() => localStorage.setItem('locale', 'de'));
    await page.reload();
    await expect(page.getByTestId('mode-panel-racks')).toContainText('Arbeitsplatten und Einsätze');
    await page.screenshot({ path: `${shots}racks-de-1920.png` });
  });
});

test('back bar: back panels top and bottom, a banner needs a back cover first (B3)', async ({ page }) => {
  await startNewBar(page);
  await page.goto(page.url().replace(/\/side\/front\?.*$/, '/side/back?mode=shape&view=3d'));
  await expect(page.getByTestId('mode-panel-shape')).toBeVisible();
  await page.getByTestId('add-module-back-frame-600').click();
  await expectQuantity(page, 'GBF-0600-BF', 1);

  await chooseMode(page, 'branding');
  await choosePlaceInMenu(page, /Module 1, bartender side/);
  await expect(page.getByTestId('item-part:153').getByTestId('item-refusal')).toContainText(/backframe cover first/);

  await chooseMode(page, 'back-panels');
  await clickPlaceIn3d(page, { kind: 'backPanel', key: /:bottom$/ });
  await page.getByTestId('place-assembly:42').click();
  await expectQuantity(page, 'RWR-ABD-0600', 1);
  await page.screenshot({ path: `${shots}back-panels-1280.png` });

  await chooseMode(page, 'branding');
  await choosePlaceInMenu(page, /Module 1, bartender side/);
  await page.getByTestId('place-part:153').click();
  await expectQuantity(page, 'BAN-RWD-0600', 1);
});
