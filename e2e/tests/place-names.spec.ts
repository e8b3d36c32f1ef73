import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseMode, choosePlaceInMenu, clickPlaceIn3d, expectItemRefused, startFrontRow } from './modesHelpers.ts';

const shots = '/tmp/shots/place-names/';
mkdirSync(shots, { recursive: true });

type PlaceOnScreen = { key: string; kind: string; moduleIndex: number; x: number; y: number; isReachable: boolean };

/** Where a place of the current mode is on the page, once the scene shows it unhidden. */
async function placeOnScreen(page: Page, kind: string, moduleIndex: number): Promise<PlaceOnScreen> {
  let found: PlaceOnScreen | undefined;
  await expect
    .poll(async () => {
      const places: PlaceOnScreen[] = await page.evaluate(() => window.__barPlaces?.list() ?? []);
      found = places.find((place) => place.kind === kind && place.moduleIndex === moduleIndex && place.isReachable);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no ${kind} place of module ${moduleIndex} on screen`);
  return found;
}

test('the 3D view names the module under the pointer and the selected one from the left; a refusal keeps its rule on a details line', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Added west to east: G-Raxx 600, G-Raxx 600, G-Flexx 1200. The customer, in front, sees the last on the left.
  await startFrontRow(page);
  const label = page.getByTestId('module-label');

  await test.step('the pointer over a module shows its number as the customer counts it, on the module', async () => {
    // The customer sees the bar drawn before pointing at it (software WebGL on a shared machine: slow).
    await expect(page.getByTestId('scene-progress')).toHaveCount(0, { timeout: 120_000 });
    const first = await placeOnScreen(page, 'module', 0);
    await page.mouse.move(first.x, first.y);
    await expect(label).toHaveText('3rd module from the left');
    const firstLabel = await label.boundingBox();
    const last = await placeOnScreen(page, 'module', 2);
    await page.mouse.move(last.x, last.y);
    await expect(label).toHaveText('1st module from the left');
    await expect(label).toHaveCount(1);
    const lastLabel = await label.boundingBox();
    await page.screenshot({ path: `${shots}hover-1280.png` });
    // The label stands over the bar but takes no click: the 3D view under it does.
    const underLabel = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? 'none', {
      x: (lastLabel?.x ?? 0) + (lastLabel?.width ?? 0) / 2,
      y: (lastLabel?.y ?? 0) + (lastLabel?.height ?? 0) / 2,
    });
    expect(underLabel).toBe('CANVAS');
    // The module named 1st from the left is drawn left of the one named 3rd, as the customer sees them.
    expect(lastLabel && firstLabel && lastLabel.x + lastLabel.width / 2).toBeLessThan(
      (firstLabel?.x ?? 0) + (firstLabel?.width ?? 0) / 2,
    );
    expect(Math.abs((lastLabel?.x ?? 0) + (lastLabel?.width ?? 0) / 2 - last.x)).toBeLessThan(
      Math.abs((lastLabel?.x ?? 0) + (lastLabel?.width ?? 0) / 2 - first.x),
    );
  });

  await test.step('a module chosen in 3D keeps its number shown once the pointer leaves the view', async () => {
    await clickPlaceIn3d(page, { kind: 'module', moduleIndex: 1 });
    await expect(page.getByTestId('place-select')).toHaveValue('2nd module from the left');
    await page.getByTestId('place-select').hover();
    await expect(label).toHaveText('2nd module from the left');
    await expect(label).toHaveAttribute('data-module-id', /.+/);
    await page.screenshot({ path: `${shots}selected-1280.png` });
  });

  await test.step('a menu item that cannot go on the place says why in a sentence; the rule stands under it', async () => {
    await chooseMode(page, 'front-panels');
    await choosePlaceInMenu(page, /^3rd module from the left, front panel$/);
    await expectItemRefused(page, 'assembly:3', 'This panel does not fit here.', 'D3');
    await expect(page.getByTestId('item-assembly:3').getByTestId('item-refusal')).not.toContainText('D3');
    await page.getByTestId('item-assembly:3').screenshot({ path: `${shots}item-refusal.png` });
  });

  await test.step('the refusal notice shows the sentence; the rule is on its details line', async () => {
    await chooseMode(page, 'front-frames');
    await choosePlaceInMenu(page, /^1st module from the left, front frame$/);
    await page.getByTestId('occupant-remove').click();
    const notice = page.getByTestId('notification').filter({ hasText: 'cannot be removed' });
    await expect(notice.getByTestId('notification-message')).toHaveText(
      'The front frame of a G-Flexx is fixed and cannot be removed.',
    );
    await expect(notice.getByTestId('notification-details')).toHaveText('Rule P9');
    await expect(notice).toHaveAttribute('data-rule', 'P9');
    await notice.screenshot({ path: `${shots}refusal-notice.png` });
  });
});
