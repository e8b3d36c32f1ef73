import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { decodePng, isPng, type PngImage, pixelAt, pngSize } from './pngPixels.ts';
import { choose, downloadFromMenu, startFromPreset } from './shellHelpers.ts';

/**
 * "Make a photo": a path-traced still of the 3D view (three-gpu-pathtracer in a WebGL context of its
 * own), here at 256 × 160 with the draft quality's 8 samples in software WebGL; cancelling it; and a
 * browser without float colour buffers, which is offered the picture of the view instead.
 */

async function openPhotoDialog(page: Page): Promise<void> {
  await startFromPreset(page, 'compact-bar');
  await expect
    .poll(() => page.evaluate(() => window.__barScene?.info().frames ?? 0), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-make-photo').click();
  await expect(page.getByRole('dialog', { name: 'Make a photo' })).toBeVisible();
}

/** Mean red, green and blue of the pixels drawn (alpha above half), and how many there are. */
function drawnPixels(image: PngImage): { count: number; mean: [number, number, number]; spread: number } {
  const sums = [0, 0, 0];
  const squares = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const pixel = pixelAt(image, x, y);
      if (pixel[3] < 128) continue;
      count += 1;
      for (let channel = 0; channel < 3; channel++) {
        sums[channel] = (sums[channel] ?? 0) + pixel[channel as 0 | 1 | 2];
        squares[channel] = (squares[channel] ?? 0) + pixel[channel as 0 | 1 | 2] ** 2;
      }
    }
  }
  const mean = sums.map((sum) => sum / Math.max(1, count)) as [number, number, number];
  const variance = squares.reduce((total, square, channel) => total + square / Math.max(1, count) - (mean[channel] ?? 0) ** 2, 0) / 3;
  return { count, mean, spread: Math.sqrt(Math.max(0, variance)) };
}

test('a photo of the bar is path traced at 256 × 160 and saved as a PNG', async ({ page }) => {
  await openPhotoDialog(page);
  await choose(page, 'photo-size', 'Small (256 × 160)');
  await choose(page, 'photo-quality', 'Draft (8 samples, fast)');
  await page.getByTestId('photo-background').uncheck();
  const started = Date.now();
  await page.getByTestId('photo-make').click();
  await expect(page.getByRole('progressbar', { name: 'Progress of the photo' })).toBeAttached();
  await expect(page.getByTestId('photo-done')).toBeVisible({ timeout: 170_000 });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'photo 256 × 160, 8 samples', description: `${seconds.toFixed(1)} s` });
  await expect(page.getByRole('img', { name: 'Preview of the photo' })).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await page.getByTestId('photo-save').click();
  const download = await downloadEvent;
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = readFileSync(file);
  expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9._-]+-transparent-photo\.png$/);
  expect(isPng(bytes)).toBe(true);
  expect(pngSize(bytes)).toEqual({ width: 256, height: 160 });
  const photo = decodePng(bytes);
  // Nothing behind the bar: the corners are transparent, the bar in the middle is drawn.
  expect(pixelAt(photo, 0, 0)[3]).toBe(0);
  const drawn = drawnPixels(photo);
  expect(drawn.count).toBeGreaterThan(256 * 160 * 0.05);
  // Shaded, not one flat colour: light and shadow across the bar.
  expect(drawn.spread).toBeGreaterThan(10);

  // The bar's colours: the drawn pixels' mean colour is near that of the picture of the view.
  await page.getByTestId('photo-close').click();
  const raster = drawnPixels(decodePng((await downloadFromMenu(page, 'file-save-image-transparent')).bytes));
  test.info().annotations.push({ type: 'mean colours', description: JSON.stringify({ photo: drawn.mean, raster: raster.mean }) });
  for (let channel = 0; channel < 3; channel++) {
    expect(Math.abs((drawn.mean[channel] ?? 0) - (raster.mean[channel] ?? 0))).toBeLessThan(40);
  }
});
