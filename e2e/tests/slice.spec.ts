import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { drawnShare, sceneSettled } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { createBarFromHome, editTokenOf } from './shellHelpers.ts';

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshots, { recursive: true });

/** From the home screen: "New bar", accept the proposed name, land in the editor. */
async function startNewBar(page: Page): Promise<void> {
  await page.goto('/');
  await createBarFromHome(page);
}

/** Three G-Raxx 600 in a row: frames, a 1200 and a 600 bar top (C2), front and end panels (P4). */
const THREE_GRAXX_600 = {
  'GRX-0600-BF': '3',
  'FRR-0600': '3',
  'TKP-0600': '1',
  'TKP-1200': '1',
  'PNL-0600-104': '3',
  'PNL-SEI-104': '2',
};

/** Quantity per part number, as the parts-list table shows it. */
async function quantities(page: Page): Promise<Record<string, string>> {
  const rows = page.getByTestId('parts-list').locator('tbody tr');
  const pairs = await rows.evaluateAll((elements) =>
    elements.map((row) => [
      row.querySelector('[data-testid="part-number"]')?.textContent?.trim() ?? '',
      row.querySelector('[data-testid="quantity"]')?.textContent?.trim() ?? '',
    ]),
  );
  return Object.fromEntries(pairs);
}

test('a guest builds a bar of three G-Raxx modules, sees it in 3D with its parts list, and finds it after a reload', async ({
  page,
}) => {
  await startNewBar(page);

  // A new bar opens where its first module is placed.
  await expect(page).toHaveURL(/\/bars\/[0-9a-f-]{36}\/edit\/side\/front\?mode=shape&view=3d$/);
  const editorUrl = page.url();
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  // The empty bar as drawn (the floor and the place of the first module), once the view rests.
  await sceneSettled(page, 0);
  const emptyShot = await canvas.screenshot();

  const add = page.getByTestId('add-module-g-raxx-600');
  for (let i = 0; i < 3; i++) await add.click();

  const partsList = page.getByTestId('parts-list');
  await expect(partsList).toContainText('GRX-0600-BF');
  expect(await quantities(page)).toEqual(THREE_GRAXX_600);
  // 3 × 389 + 3 × 119 + 259 + 149 + 5 panels × 99 = 2,427.00 EUR net; gross with 19 % VAT = 2,888.13 EUR.
  await expect(page.getByTestId('parts-total')).toContainText('2,427.00');
  await expect(page.getByTestId('parts-gross')).toContainText('2,888.13');

  const saveState = page.getByTestId('save-state');
  await expect(saveState).toHaveAttribute('data-state', 'saved');
  await expect(saveState).toContainText(/saved/i);

  // The scene streams in after the panels (shaders compiled ahead): the view on screen changes to
  // show the three modules once they are drawn, however long a loaded machine takes for that.
  await expect.poll(async () => (await canvas.screenshot()).equals(emptyShot), { timeout: 60_000 }).toBe(false);
  expect(await drawnShare(canvas)).toBeGreaterThan(0.02);
  await page.screenshot({ path: `${screenshots}slice-1280.png` });

  // The server computed the same parts list when it stored the bar.
  const barId = editorUrl.match(/bars\/([0-9a-f-]{36})/)?.[1] ?? '';
  const editToken = await editTokenOf(page, barId);
  expect(editToken.length).toBeGreaterThanOrEqual(22);
  const stored = await page.request.get(`/api/bars/${barId}?edit_token=${encodeURIComponent(editToken)}`);
  expect(stored.status()).toBe(200);
  const body = (await stored.json()) as { data: { parts: { total_price: number }; front: { baseModules: unknown[] } } };
  expect(body.data.front.baseModules).toHaveLength(3);
  expect(body.data.parts.total_price).toBe(242700);

  await page.reload();
  await expect(page).toHaveURL(editorUrl);
  await expect(page.getByTestId('parts-list')).toContainText('GRX-0600-BF');
  expect(await quantities(page)).toEqual(THREE_GRAXX_600);
  await expect(page.getByTestId('parts-total')).toContainText('2,427.00');

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${screenshots}slice-1920.png` });
});

test('removing a module updates the parts list and is saved', async ({ page }) => {
  await startNewBar(page);
  await expect(page).toHaveURL(/\/edit\/side\/front/);
  await page.getByTestId('mode-shape').click();
  const add = page.getByTestId('add-module-g-raxx-600');
  await add.click();
  await add.click();
  await expect(page.getByTestId('parts-total')).toContainText('1,671.00');
  await page.getByTestId('remove-module-1').click();
  // One module: 389 + 119 + 149 + front panel 99 + two side panels 2 × 99 = 954.00
  await expect(page.getByTestId('parts-total')).toContainText('954.00');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await page.reload();
  await expect(page.getByTestId('parts-total')).toContainText('954.00');
});

test('below 1024 px the editor shows the minimum-width notice and the bar read-only instead of the configurator', async ({
  page,
}) => {
  await startNewBar(page);
  await expect(page.getByTestId('scene-canvas')).toBeVisible();
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.getByText(/at least 1024 pixels wide/)).toBeVisible();
  await expect(page.getByTestId('editor')).toHaveCount(0);
  await expect(page.getByTestId('small-screen-editor').getByTestId('scene-canvas')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('editor')).toBeVisible();
  await expect(page.getByTestId('small-screen-editor')).toHaveCount(0);
});

test('in German the editor, the parts list and the prices speak German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'de'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const requests: string[] = [];
  page.on('request', (request) => {
    // An EventSource (the bar's live channel) cannot send headers; it carries no text to read.
    if (request.url().includes('/api/') && request.resourceType() !== 'eventsource') {
      requests.push(request.headers()['x-locale'] ?? '');
    }
  });
  await createBarFromHome(page, { newBar: /neue bar/i, create: /bar anlegen/i });
  await expect(page).toHaveURL(/\/edit\/side\/front/);
  await page.getByTestId('mode-shape').click();
  await page.getByTestId('add-module-g-raxx-600').click();
  await expect(page.getByTestId('parts-list')).toContainText('G-Raxx Grundrahmen 600');
  await expect(page.getByTestId('parts-total')).toContainText('954,00');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  expect(requests.length).toBeGreaterThan(0);
  expect(new Set(requests)).toEqual(new Set(['de']));
  await page.screenshot({ path: `${screenshots}slice-de-1280.png` });
});
