import { expect, test } from './fixtures.ts';
import {
  chooseMode,
  choosePlaceInMenu,
  clickPlaceIn3d,
  expectChange,
  expectItemRefused,
  expectQuantity,
  expectRefusalNotice,
  placeByClickIn3d,
  placeByMenu,
  shots,
  startNewBar,
} from './modesHelpers.ts';

const FRAME_MISSING = 'There is no front frame here. Add a front frame first.';

test('shape, racks, front frames, lighting, accessories, bottle shelves: 3D and menu placement, refusals', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startNewBar(page);

  await test.step('shape: add by the menu, snap onto an edge clicked in 3D, overlap refused (P1), Delete, undo', async () => {
    await chooseMode(page, 'shape');
    await expectChange(page, 'GRX-0600-BF', 2, async () => {
      await page.getByTestId('add-module-g-raxx-600').click();
      await page.getByTestId('add-module-g-raxx-600').click();
    });
    await clickPlaceIn3d(page, { kind: 'attachEdge', moduleIndex: 1, key: /:e$/ });
    await expect(page.getByText(/snap on at the chosen edge/)).toBeVisible();
    await expectChange(page, 'GFX-1200-BF', 1, () => page.getByTestId('add-module-g-flexx-1200').click());
    // North of module 1 a G-Flexx 1200; a turned 1200 module east of it would reach into the row.
    await clickPlaceIn3d(page, { kind: 'attachEdge', moduleIndex: 0, key: /:n$/ });
    await expectChange(page, 'GFX-1200-BF', 1, () => page.getByTestId('add-module-g-flexx-1200').click());
    await page.getByTestId('shape-rotation').getByText('90°', { exact: true }).click();
    await choosePlaceInMenu(page, /Left of the 3rd module from the left/);
    await expectItemRefused(
      page,
      'module:g-raxx-1200',
      'There is no room for the module here: it would overlap another module.',
      'P1',
    );
    await page.getByTestId('shape-rotation').getByText('0°', { exact: true }).click();
    await page.screenshot({ path: `${shots}shape-1280.png` });
    await clickPlaceIn3d(page, { kind: 'module', moduleIndex: 3 });
    await expectChange(page, 'GFX-1200-BF', -1, () => page.keyboard.press('Delete'));
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'GFX-1200-BF', 2);
    await page.keyboard.press('Control+Shift+z');
    await expectQuantity(page, 'GFX-1200-BF', 1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('placed-module-2')).toHaveAttribute('data-selected', 'false');
  });

  await test.step('racks: a shelf in a free slot, R1 and R2 refusals, a row clicked in 3D', async () => {
    await chooseMode(page, 'racks');
    await expectChange(page, 'EIN-BOD-1', 1, () =>
      placeByMenu(page, /^3rd module from the left, row 3$/, 'assembly:10'),
    );
    await expectItemRefused(page, 'assembly:10', 'This does not work: this slot is already taken.', 'R1');
    await expectItemRefused(
      page,
      'assembly:20',
      'A worktop cannot be mounted at this height. Choose an allowed mount row.',
      'R2',
    );
    await expectChange(page, 'EIN-BOD-1', -1, () => page.keyboard.press('Delete'));
    await page.keyboard.press('Control+z');
    await expectQuantity(page, 'EIN-BOD-1', 1);
    await expectChange(page, 'ARB-0600', 1, () =>
      placeByMenu(page, /^3rd module from the left, row 6$/, 'assembly:20'),
    );
    await expectChange(page, 'EIN-SCH-2', 1, async () => {
      await placeByClickIn3d(page, 'assembly:11', { kind: 'rackRow', moduleIndex: 1, key: /:11$/ });
    });
    await page.screenshot({ path: `${shots}racks-1280.png` });
  });

  await test.step('bottle shelves: refused without a worktop (R4); placed in 3D and by the menu', async () => {
    await chooseMode(page, 'bottleshelves');
    await choosePlaceInMenu(page, /2nd module from the left, bottle shelf spot/);
    await expectItemRefused(page, 'part:127', 'A bottle shelf needs a rack with a worktop. Add a worktop first.', 'R4');
    await expectChange(page, 'FLR-0600', 1, async () => {
      await placeByClickIn3d(page, 'part:127', { kind: 'shelfSpot', moduleIndex: 0 });
    });
    await choosePlaceInMenu(page, /3rd module from the left, bottle shelf spot/);
    await expectChange(page, 'FLR-0600', -1, () => page.getByTestId('occupant-remove').click());
    await expectChange(page, 'FLR-0600', 1, () =>
      placeByMenu(page, /3rd module from the left, bottle shelf spot/, 'part:127'),
    );
  });

  await test.step('front frames: a G-Flexx frame is fixed (P9); G-Raxx frames come off and back by menu and 3D', async () => {
    await chooseMode(page, 'front-frames');
    await choosePlaceInMenu(page, /1st module from the left, front frame/);
    await expect(page.getByTestId('occupant')).toContainText(/Fixed part of the base frame/);
    await page.getByTestId('occupant-remove').click();
    await expectRefusalNotice(page, 'The front frame of a G-Flexx is fixed and cannot be removed.');
    await choosePlaceInMenu(page, /3rd module from the left, front frame/);
    await expectChange(page, 'FRR-0600', -1, () => page.getByTestId('occupant-remove').click());
    await expectChange(page, 'FRR-0600', 1, () =>
      placeByMenu(page, /3rd module from the left, front frame/, 'part:10'),
    );
    // Module 2 stays without its frame for the lighting and accessory refusals below.
    await choosePlaceInMenu(page, /2nd module from the left, front frame/);
    await expectChange(page, 'FRR-0600', -1, () => page.getByTestId('occupant-remove').click());
  });

  await test.step('lighting: no LED without a front frame (C5); by the menu and in 3D', async () => {
    await chooseMode(page, 'leds');
    await choosePlaceInMenu(page, /LED strip on the 2nd module from the left/);
    await expectItemRefused(page, 'assembly:29', FRAME_MISSING, 'C5');
    await expectChange(page, 'LED-0600', 1, () =>
      placeByMenu(page, /LED strip on the 3rd module from the left/, 'assembly:29'),
    );
    await expectChange(page, 'LED-1200', 1, async () => {
      await placeByClickIn3d(page, 'assembly:30', { kind: 'ledSlot', moduleIndex: 2 });
    });
    await page.screenshot({ path: `${shots}leds-1280.png` });
  });

  await test.step('accessories: no hooks without a front frame (C5); hooks in 3D and by the menu, a speed rack', async () => {
    await chooseMode(page, 'accessories');
    await choosePlaceInMenu(page, /2nd module from the left, front-frame section/);
    await expectItemRefused(page, 'assembly:28', FRAME_MISSING, 'C5');
    await expectChange(page, 'ZUB-TAH', 2, () =>
      placeByMenu(page, /3rd module from the left, front-frame section/, 'assembly:28'),
    );
    await expectChange(page, 'ZUB-TAH', 2, async () => {
      await placeByClickIn3d(page, 'assembly:28', { kind: 'hookSlot', moduleIndex: 2 });
    });
    await expectChange(page, 'SPR-0600', 1, () =>
      placeByMenu(page, /^3rd module from the left, speed rack at the back$/, 'part:145'),
    );
    await page.screenshot({ path: `${shots}accessories-1280.png` });
  });

  await test.step('front frames: the missing frame put back by a click in 3D', async () => {
    await chooseMode(page, 'front-frames');
    await expectChange(page, 'FRR-0600', 1, async () => {
      await placeByClickIn3d(page, 'part:10', { kind: 'frameMount', moduleIndex: 1 });
    });
    await page.screenshot({ path: `${shots}front-frames-1280.png` });
  });

  await test.step('the mode is in the URL: browser back returns to the previous mode', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/mode=accessories/);
    await expect(page.getByTestId('mode-panel-accessories')).toBeVisible();
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
