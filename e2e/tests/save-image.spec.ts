import { adminPage } from './adminSession.ts';
import { firstFrame, sceneStill } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { decodePng, isPng, pixelAt, pngSize } from './pngPixels.ts';
import { choose, downloadFromMenu, openSettings, startFromPreset, waitUntilSaved } from './shellHelpers.ts';

/**
 * "Save image": a PNG of the 3D view at twice the canvas's resolution, named after the bar, with
 * the backdrop or on a transparent background; and a preset's thumbnail rendered from its own bar,
 * shown in the templates dialog.
 */

test('Save image downloads a PNG at twice the canvas resolution, with or without background', async ({ page }) => {
  await startFromPreset(page, 'compact-bar');
  await firstFrame(page);
  // A background scene: its photographed surroundings are in the picture with background, not without.
  await openSettings(page);
  await choose(page, 'setting-skybox', 'Woods');
  await expect
    .poll(() => page.evaluate(() => window.__barScene?.info().environment), { timeout: 60_000 })
    .toBe('woods');
  // The view at rest: its canvas has every pixel (frames while the view changes may have fewer).
  await sceneStill(page);
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  const size = await canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    return { css: drawn.clientWidth, cssHeight: drawn.clientHeight, ratio: devicePixelRatio, width: drawn.width };
  });
  const barName = (await page.getByTestId('bar-name').textContent()) ?? '';
  const pictures = () => page.evaluate(() => window.__barScene?.info().pictures);
  const before = await pictures();

  const withBackground = await downloadFromMenu(page, 'file-save-image');
  expect(isPng(withBackground.bytes)).toBe(true);
  expect(withBackground.name).toMatch(/^[A-Za-z0-9._-]+\.png$/);
  expect(withBackground.name.replace(/\.png$/, '')).toBe(
    barName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  );
  const { width, height } = pngSize(withBackground.bytes);
  expect(width).toBe(2 * size.width);
  expect(Math.abs(width - 2 * size.css * size.ratio)).toBeLessThanOrEqual(2);
  expect(Math.abs(height - 2 * size.cssHeight * size.ratio)).toBeLessThanOrEqual(2);
  const opaque = decodePng(withBackground.bytes);
  expect(pixelAt(opaque, 0, 0)[3]).toBe(255);

  const transparent = await downloadFromMenu(page, 'file-save-image-transparent');
  expect(isPng(transparent.bytes)).toBe(true);
  expect(transparent.name).toMatch(/-transparent\.png$/);
  const clear = decodePng(transparent.bytes);
  expect([clear.width, clear.height]).toEqual([width, height]);
  expect(pixelAt(clear, 0, 0)[3]).toBeLessThan(255);
  // Both pictures went through the view's effects (occlusion, tone mapping, anti-aliasing).
  expect(await pictures()).toEqual({ effects: (before?.effects ?? 0) + 2, plain: before?.plain });
  // The bar itself is still drawn: the middle of the picture is not empty.
  let drawn = 0;
  for (let x = 0; x < clear.width; x += 16) if (pixelAt(clear, x, Math.floor(clear.height / 2))[3] > 0) drawn += 1;
  expect(drawn).toBeGreaterThan(0);

  // The view goes back to drawing on demand: no frames while nothing changes.
  const frames = await page.evaluate(() => window.__barScene?.info().frames ?? 0);
  const settled = await sceneStill(page);
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => window.__barScene?.info().frames ?? 0)).toBe(settled);
  expect(settled - frames).toBeLessThanOrEqual(2);
});

test('the view-only preview saves the same picture', async ({ page }) => {
  const barId = await startFromPreset(page, 'compact-bar');
  await waitUntilSaved(page);
  await page.goto(`/bars/${barId}`);
  await expect(page.getByTestId('view-only')).toBeVisible();
  await firstFrame(page);
  await sceneStill(page);
  const canvasWidth = await page
    .getByTestId('scene-canvas')
    .locator('canvas')
    .evaluate((element) => (element as HTMLCanvasElement).width);
  const picture = await downloadFromMenu(page, 'file-save-image-transparent', 'view-save-image');
  expect(picture.name).toMatch(/-transparent\.png$/);
  expect(pngSize(picture.bytes).width).toBe(2 * canvasWidth);
  expect(pixelAt(decodePng(picture.bytes), 0, 0)[3]).toBeLessThan(255);
});

test("an administrator renders a preset's thumbnail from its bar; the templates dialog shows it", async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const presets = (
    (await (await page.request.get('/api/bar-presets')).json()) as { data: { id: number; code: string }[] }
  ).data;
  const preset = presets.find((entry) => entry.code === 'island-bar');
  expect(preset).toBeDefined();
  await page.goto(`/admin/bar-presets/${preset?.id}`);
  await expect(page.getByTestId('preset-thumbnail')).toBeVisible();
  const before = await page.getByTestId('preset-thumbnail').inputValue();

  await page.getByTestId('preset-render-thumbnail').click();
  // The hidden view's first frame in software WebGL, then the picture and its upload.
  await expect(page.getByTestId('preset-thumbnail')).toHaveValue(/^\/api\/uploads\/[^/]+$/, { timeout: 120_000 });
  const url = await page.getByTestId('preset-thumbnail').inputValue();
  expect(url).not.toBe(before);
  const stored = await page.request.get(url);
  expect(stored.headers()['content-type']).toBe('image/png');
  const picture = await stored.body();
  expect(pngSize(picture)).toEqual({ width: 640, height: 400 });

  await page.getByTestId('admin-form-save').click();
  await expect(page.getByTestId('admin-form-save')).toBeDisabled();

  await page.goto('/');
  await page.getByTestId('start-from-template').click();
  const card = page.getByTestId('preset-card-island-bar');
  await expect(card.locator(`img[src="${url}"]`)).toBeVisible();
  await expect.poll(() => card.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(640);
  await page.context().close();
});
