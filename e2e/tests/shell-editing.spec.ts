import { mkdirSync } from 'node:fs';
import { firstFrame } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import {
  choose,
  chooseRal,
  euro,
  kilograms,
  openSettings,
  startFromPreset,
  storedBar,
  waitUntilSaved,
} from './shellHelpers.ts';

const shots = '/tmp/shots/shell/';
mkdirSync(shots, { recursive: true });

test('the settings panel changes floor, background scene and colour; they are saved with the bar', async ({ page }) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await openSettings(page);
  await choose(page, 'setting-floor', 'Tiles');
  await choose(page, 'setting-skybox', 'Beach');
  // The photographed waterfront now surrounds and lights the bar.
  await expect
    .poll(() => page.evaluate(() => window.__barScene?.info().environment), { timeout: 60_000 })
    .toBe('beach');
  const color = page.getByTestId('setting-background-color');
  await color.fill('#336699');
  await color.press('Enter');
  await color.blur();
  await waitUntilSaved(page);
  await expect
    .poll(async () => {
      const bar = await storedBar(page, barId);
      return [bar.settings.background, bar.settings.skybox, bar.settings.backgroundColor];
    })
    .toEqual(['tiles', 'beach', '#336699']);
  await page.screenshot({ path: `${shots}settings-1280.png` });
});

test('a global colour (RAL, searchable) is applied to the bar and saved', async ({ page }) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await openSettings(page);
  await page.getByTestId('settings-colors').click();
  await chooseRal(page, 'color-frames', '3020');
  await waitUntilSaved(page);
  await expect
    .poll(async () => {
      const bar = await storedBar(page, barId);
      const frameColors = bar.front.baseModules.flatMap((module) => module.frontFrames.map((frame) => frame.color));
      return { key: bar.settings.colors.frames, frames: [...new Set(frameColors)] };
    })
    .toEqual({ key: '3020', frames: ['3020'] });
});

test('the back bar is moved sideways and away (P11); values outside the limits are not applied', async ({ page }) => {
  const barId = await startFromPreset(page, 'full-service-bar');
  await openSettings(page);
  await page.getByTestId('settings-position').click();
  await page.getByTestId('setting-offset-x').fill('1200');
  await page.getByTestId('setting-offset-z').fill('300');
  await expect(page.getByText('Enter a whole number from 600 to 10000.')).toBeVisible();
  await page.getByTestId('setting-offset-z').fill('2500');
  await waitUntilSaved(page);
  await expect
    .poll(async () => {
      const bar = await storedBar(page, barId);
      return [bar.back.settings.offsetX, bar.back.settings.offsetZ];
    })
    .toEqual([1200, 2500]);
});

test('single parts are listed apart; bags follow the recommendation after "apply" (G1) and the warning goes', async ({
  page,
}) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await page.getByTestId('tab-singleParts').click();
  await page.getByTestId('single-parts-search').fill('FRR-0600');
  await page.getByTestId('single-count-FRR-0600').fill('2');
  const singles = page.getByTestId('single-parts-list');
  await expect(singles.getByTestId('parts-line-FRR-0600').getByTestId('quantity')).toHaveText('2');
  // A count the engine refuses (L1) is explained, on the field and as a notice, and changes nothing.
  await page.getByTestId('single-count-FRR-0600').fill('20000');
  await expect(page.getByText('Please enter a valid quantity.').first()).toBeVisible();
  await expect(page.getByText('Not possible').first()).toBeVisible();
  await expect(singles.getByTestId('parts-line-FRR-0600').getByTestId('quantity')).toHaveText('2');
  await page.getByTestId('single-count-FRR-0600').fill('2');

  await page.getByTestId('parts-tab-mode').getByText('Bags').click();
  await expect(page.getByTestId('bag-warning')).toContainText('fewer bags than recommended');
  await page.getByTestId('bag-count-TAS-MOD').fill('1');
  await expect(page.getByTestId('parts-list').getByTestId('parts-line-TAS-MOD')).toBeVisible();
  await page.getByTestId('open-recommendation').click();
  await expect(page.getByTestId('packaging-dialog')).toContainText('overwrites');
  await page.screenshot({ path: `${shots}packaging-dialog-1280.png` });
  await page.getByTestId('apply-recommendation').click();
  await expect(page.getByTestId('bag-warning')).toHaveCount(0);
  await waitUntilSaved(page);

  const bar = await storedBar(page, barId);
  expect(bar.singleParts).toHaveLength(1);
  expect(bar.parts.singlePartsList).toEqual([expect.objectContaining({ part_number: 'FRR-0600', quantity: 2 })]);
  const chosen = Object.fromEntries(bar.additionalAccessories.map((entry) => [entry.part_id, entry.count]));
  const recommended = Object.fromEntries(bar.packaging_recommendation.map((line) => [line.part_id, line.qty]));
  expect(Object.keys(recommended).length).toBeGreaterThan(0);
  expect(chosen).toMatchObject(recommended);
  const modules = bar.parts.list.find((line) => line.part_number === 'TAS-MOD');
  await expect(page.getByTestId('bag-count-TAS-MOD')).toHaveValue(String(modules?.quantity));
  await page.screenshot({ path: `${shots}bags-1280.png` });
});

test('the parts list tab and the preview show the same totals as the server', async ({ page }) => {
  const barId = await startFromPreset(page, 'full-service-bar');
  await waitUntilSaved(page);
  const bar = await storedBar(page, barId);
  await page.getByTestId('tab-partsList').click();
  const tab = page.getByTestId('parts-list-tab');
  await expect(tab.getByTestId('parts-total')).toHaveText(euro(bar.parts.total_price));
  await expect(tab.getByTestId('parts-vat')).toHaveText(euro(bar.parts.vat));
  await expect(tab.getByTestId('parts-gross')).toHaveText(euro(bar.parts.gross_total));
  await expect(tab.getByTestId('parts-weight')).toHaveText(kilograms(bar.parts.total_weight));
  await expect(tab).toContainText('19 % VAT');
  await expect(tab).toContainText('plus VAT and shipping');
  await expect(tab.getByTestId('parts-list').locator('tbody tr')).toHaveCount(bar.parts.list.length);
  expect(bar.parts.gross_total).toBe(bar.parts.total_price + bar.parts.vat);
  await page.screenshot({ path: `${shots}parts-list-1280.png`, fullPage: true });

  await page.getByTestId('tab-view3d').click();
  await expect(page.getByTestId('preview-weight')).toHaveText(`Total weight: ${kilograms(bar.parts.total_weight)}`);
  await expect(page.getByTestId('camera-help')).toContainText('Drag to rotate');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${shots}preview-1280.png` });
});

test('a camera change is saved on its own 500 ms after the last movement', async ({ page }) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  const before = await storedBar(page, barId);
  await page.getByTestId('tab-view3d').click();
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  // The scene (and its orbit controls) streams in after the panels: drag once it has drawn.
  await firstFrame(page);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');

  const orbitSave = page.waitForRequest(
    (request) => request.method() === 'PATCH' && (request.postData() ?? '').includes('orbit_settings'),
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2 - 40, { steps: 10 });
  await page.mouse.up();
  // A patch of the camera alone (issue 17): one operation on /orbit_settings, nothing else.
  const request = await orbitSave;
  expect(request.headers()['content-type']).toContain('application/json-patch+json');
  const operations = JSON.parse(request.postData() ?? '[]') as { op: string; path: string }[];
  expect(operations.map((operation) => operation.path)).toEqual(['/orbit_settings']);

  await expect.poll(async () => (await storedBar(page, barId)).orbit_settings).not.toEqual(before.orbit_settings);
  const after = await storedBar(page, barId);
  expect(after.parts.total_price).toBe(before.parts.total_price);
});

const LANGUAGE_CHECKS = {
  en: { settings: 'Settings', bags: 'Bags', prices: 'Prices in EUR, plus VAT and shipping.' },
  de: { settings: 'Einstellungen', bags: 'Taschen', prices: 'Preise in EUR, zzgl. MwSt. und Versand.' },
} as const;

for (const [locale, width] of [
  ['en', 1280],
  ['en', 1920],
  ['de', 1280],
  ['de', 1920],
] as const) {
  test(`the editor's tabs speak ${locale} at ${width} px (screenshots to look at)`, async ({ page }) => {
    const texts = LANGUAGE_CHECKS[locale];
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await page.setViewportSize({ width, height: width === 1920 ? 1080 : 800 });
    await startFromPreset(page, 'full-service-bar');
    await waitUntilSaved(page);
    await page.getByTestId('aside-switch').getByText(texts.settings).click();
    await page.getByTestId('settings-colors').click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${shots}editor-settings-${locale}-${width}.png` });
    await page.getByTestId('tab-singleParts').click();
    await expect(page.getByTestId('single-parts-picker')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${shots}single-parts-${locale}-${width}.png` });
    await page.getByTestId('parts-tab-mode').getByText(texts.bags).click();
    await expect(page.getByTestId('bags-panel')).toBeVisible();
    await page.screenshot({ path: `${shots}bags-${locale}-${width}.png` });
    await page.getByTestId('tab-partsList').click();
    await expect(page.getByTestId('parts-list-tab')).toContainText(texts.prices);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${shots}parts-list-${locale}-${width}.png` });
    await page.getByTestId('tab-view3d').click();
    await expect(page.getByTestId('camera-help')).toBeVisible();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${shots}preview-${locale}-${width}.png` });
    await page.goto('/');
    await expect(page.getByTestId('account-info')).toBeVisible();
    await page.screenshot({ path: `${shots}home-${locale}-${width}.png`, fullPage: true });
  });
}
