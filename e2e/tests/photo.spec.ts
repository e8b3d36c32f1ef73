import { copyFileSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { firstFrame, sceneStill } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { decodePng, isPng, pixelAt, pngSize } from './pngPixels.ts';
import { choose, startFromPreset, waitUntilSaved } from './shellHelpers.ts';

/**
 * "Make a photo": a path-traced still of the 3D view (three-gpu-pathtracer in a WebGL context of its
 * own): a small draft photo made to the end and saved, cancelling one, and the preview's entry. In
 * software WebGL (SwiftShader) the small draft takes under a minute on a 2-core machine (most of it
 * the path tracer's program compiling at its first draw), so only that one is made to the end here.
 */

/** The finished photo and its dialog go here, to look at (git-ignored; copies in docs/screenshots). */
const SHOTS = new URL('../screenshots/', import.meta.url).pathname;

async function openPhotoDialog(page: Page): Promise<void> {
  await startFromPreset(page, 'compact-bar');
  await firstFrame(page);
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-make-photo').click();
  await expect(page.getByRole('dialog', { name: 'Make a photo' })).toBeVisible();
}

// One after another in one browser, the draft photo first and the cancelled one last: a photo's
// program keeps the browser's GPU process busy for a minute or more in software WebGL, which two at
// once would make far longer.
test.describe.configure({ mode: 'default' });

test("a small draft photo is made to the end and saved as a PNG with the bar in it; too small to be the bar's picture", async ({
  page,
}) => {
  // Path tracing in software WebGL: under a minute (docs/benchmarks.md), several times that beside other tests.
  test.setTimeout(600_000);
  const pictureUploads: string[] = [];
  const pathTracerLoads: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/path-tracer-[^/]+\.js$/.test(request.url())) pathTracerLoads.push(request.url());
    if (request.method() === 'PUT' && /\/api\/bars\/[^/]+\/picture/.test(request.url()))
      pictureUploads.push(request.url());
  });
  await openPhotoDialog(page);
  // The path tracer is not part of the editor: it is loaded when the first photo is made.
  expect(pathTracerLoads).toEqual([]);
  await choose(page, 'photo-size', 'Small (256 × 160)');
  await choose(page, 'photo-quality', 'Draft (8 samples, fast)');
  await page.getByTestId('photo-make').click();
  await expect(page.getByTestId('photo-dialog')).toHaveAttribute('data-phase', 'working');
  await expect(page.getByTestId('photo-dialog')).toHaveAttribute('data-phase', 'done', { timeout: 540_000 });
  await expect(page.getByTestId('photo-done')).toHaveText('The photo is ready.');
  expect(pathTracerLoads).toHaveLength(1);
  await expect(page.getByRole('img', { name: 'Preview of the photo' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Make a photo' }).screenshot({ path: `${SHOTS}photo-dialog-done.png` });

  const download = page.waitForEvent('download');
  await page.getByTestId('photo-save').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Compact-bar-photo.png');
  const saved = (await file.path()) ?? '';
  copyFileSync(saved, `${SHOTS}photo-draft-256.png`);
  const bytes = readFileSync(saved);
  expect(isPng(bytes)).toBe(true);
  const photo = decodePng(bytes);
  expect({ width: photo.width, height: photo.height }).toEqual({ width: 256, height: 160 });
  // A picture, not an empty frame: the bar (light panels) in the middle, the room around it, and the
  // light's gradients give many shades.
  const shades = new Set<string>();
  for (let y = 0; y < photo.height; y += 2) {
    for (let x = 0; x < photo.width; x += 2) shades.add(pixelAt(photo, x, y).slice(0, 3).join());
  }
  expect(shades.size).toBeGreaterThan(500);
  // The middle of the frame is the bar's light front: bright on average, and opaque (with background).
  let brightness = 0;
  let count = 0;
  for (let y = 70; y < 90; y++) {
    for (let x = 113; x < 143; x++) {
      const [r, g, b, alpha] = pixelAt(photo, x, y);
      expect(alpha).toBe(255);
      brightness += (r + g + b) / 3;
      count += 1;
    }
  }
  expect(brightness / count).toBeGreaterThan(150);
  // Without its grain: side by side, the pixels of the bar's front differ by little (about 21 levels
  // of 255 at eight samples as traced, under 1 once specks are clamped and the light smoothed).
  let step = 0;
  let pairs = 0;
  for (let y = 60; y < 110; y++) {
    for (let x = 90; x < 160; x++) {
      const [r, g, b] = pixelAt(photo, x, y);
      const [r2, g2, b2] = pixelAt(photo, x + 1, y);
      step += (Math.abs(r - r2) + Math.abs(g - g2) + Math.abs(b - b2)) / 3;
      pairs += 1;
    }
  }
  expect(step / pairs).toBeLessThan(15);
  // Small and grainy: saved as a file, but the bar's picture (links, PDF) stays as it was.
  expect(pictureUploads).toEqual([]);
});

test('without float colour buffers the dialog says so and saves the picture of the view instead', async ({
  page,
  allowConsole,
}) => {
  allowConsole(
    /EXT_color_buffer_float extension not supported/,
    'the test takes the extension away from every WebGL 2 context',
  );
  // A browser whose WebGL 2 lacks EXT_color_buffer_float, which the path tracer adds its samples in.
  await page.addInitScript(() => {
    const prototype = WebGL2RenderingContext.prototype as unknown as {
      getExtension: (this: WebGL2RenderingContext, name: string) => unknown;
    };
    const getExtension = prototype.getExtension;
    prototype.getExtension = function (this: WebGL2RenderingContext, name: string) {
      return name === 'EXT_color_buffer_float' ? null : getExtension.call(this, name);
    };
  });
  await openPhotoDialog(page);
  const alert = page.getByTestId('photo-unsupported');
  await expect(alert).toHaveRole('alert');
  await expect(alert).toContainText('This browser cannot make photos');
  await expect(page.getByTestId('photo-make')).toBeDisabled();

  await page.getByTestId('photo-background').uncheck();
  const downloadEvent = page.waitForEvent('download');
  await page.getByTestId('photo-save-raster').click();
  const download = await downloadEvent;
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(download.suggestedFilename()).toMatch(/-transparent\.png$/);
  expect(isPng(bytes)).toBe(true);
  // The view at rest: its canvas has every pixel (frames while the view changes may have fewer).
  await sceneStill(page);
  const canvasWidth = await page
    .getByTestId('scene-canvas')
    .locator('canvas')
    .evaluate((element) => (element as HTMLCanvasElement).width);
  expect(pngSize(bytes).width).toBe(2 * canvasWidth);
  const picture = decodePng(bytes);
  expect(pixelAt(picture, 0, 0)[3]).toBeLessThan(255);
  let drawn = 0;
  for (let x = 0; x < picture.width; x += 8) if (pixelAt(picture, x, Math.floor(picture.height / 2))[3] > 0) drawn += 1;
  expect(drawn).toBeGreaterThan(0);
});

test('the view-only preview offers the photo too', async ({ page }) => {
  await startFromPreset(page, 'compact-bar');
  const barId = page.url().match(/bars\/([0-9a-f-]{36})/)?.[1] ?? '';
  await waitUntilSaved(page);
  await page.goto(`/bars/${barId}`);
  await expect(page.getByTestId('view-only')).toBeVisible();
  await page.getByTestId('view-save-image').click();
  await page.getByTestId('file-make-photo').click();
  await expect(page.getByRole('dialog', { name: 'Make a photo' })).toBeVisible();
  await expect(page.getByTestId('photo-make')).toBeEnabled();
});

test('a photo being made is cancelled at once: no file, the dialog back to its choices', async ({ page }) => {
  await openPhotoDialog(page);
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  await choose(page, 'photo-size', 'Small (256 × 160)');
  await choose(page, 'photo-quality', 'Best (256 samples, slow)');
  await page.getByTestId('photo-make').click();
  await expect(page.getByTestId('photo-dialog')).toHaveAttribute('data-phase', 'working');
  await expect(page.getByRole('progressbar', { name: 'Progress of the photo' })).toBeAttached();
  await expect(page.getByTestId('photo-make')).toBeDisabled();

  // Cancelled while the path tracer is being prepared: in software WebGL its program, once asked for,
  // is compiled to the end by the browser and would hold up the next test for a minute or more.
  await page.getByTestId('photo-cancel').click();
  await expect(page.getByTestId('photo-dialog')).toHaveAttribute('data-phase', 'choose');
  await expect(page.getByTestId('photo-progress')).toHaveCount(0);
  await expect(page.getByTestId('photo-make')).toBeEnabled();
  await expect(page.getByTestId('photo-size')).toHaveValue('Small (256 × 160)');
  expect(downloads).toBe(0);
  // Closed with the keyboard, the focus goes back to the file menu's button.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('photo-dialog')).toHaveCount(0);
  await expect(page.getByTestId('file-menu')).toBeFocused();
});
