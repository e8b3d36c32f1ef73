import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { registerVerified } from './accounts.ts';
import { firstFrame, sceneStill } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { quantities } from './modesHelpers.ts';
import { mailsTo } from './outbox.ts';
import { decodePng, pngSize } from './pngPixels.ts';
import { startFromPreset } from './shellHelpers.ts';

const shots = '/tmp/shots/pdf/';

async function openPdfDialog(page: Page): Promise<void> {
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-pdf').click();
}

test('a guest asking for a PDF gets the login dialog with the reason', async ({ page }) => {
  await startFromPreset(page, 'compact-bar');
  await openPdfDialog(page);
  await expect(page.getByTestId('login-reason')).toHaveText('Please log in to create a PDF document');
  await expect(page.getByTestId('pdf-dialog')).toHaveCount(0);
});

test('a verified user downloads the PDF with three pictures and has it sent by e-mail', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `pdf.${Date.now()}@example.com`;
  await registerVerified(page, email);
  await startFromPreset(page, 'compact-bar');
  // The first frame compiles every shader (software WebGL): as in scene.spec, up to a minute.
  await firstFrame(page);
  // The bar is on the canvas (pictures are taken from then on, with the view's effects).
  await expect(page.getByTestId('scene-progress')).toHaveCount(0, { timeout: 60_000 });
  const partNumbers = Object.keys(await quantities(page));
  expect(partNumbers.length).toBeGreaterThan(0);

  // The view at rest in its studio light (the first frame goes without it): what the user keeps seeing.
  await page.mouse.move(0, 0);
  await sceneStill(page);
  const sceneBefore = await page.getByTestId('scene-canvas').screenshot();

  const pictures = () => page.evaluate(() => window.__barScene?.info().pictures);
  const picturesBefore = await pictures();
  await openPdfDialog(page);
  await expect(page.getByTestId('pdf-dialog')).toBeVisible();
  await expect(page.getByTestId('pdf-no-scene')).toHaveCount(0);
  await page.screenshot({ path: `${shots}dialog-1280.png` });
  const downloadEvent = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('pdf-download').click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = test.info().outputPath('bar.pdf');
  await download.saveAs(file);
  copyFileSync(file, `${shots}bar.pdf`);
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(partNumbers[0]);
  // pdfimages -list: two header lines, then one line per image.
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(images).toHaveLength(3);
  // Landscape pictures (width / height 1.6, drawn at 800 pixels wide) whatever the shape of the
  // editor's canvas, each through the view's effects as the editor shows the bar.
  for (const line of images) {
    const [, , , width = 0, height = 1] = line.trim().split(/\s+/).map(Number);
    expect(width).toBe(800);
    expect(width / height).toBeCloseTo(1.6, 1);
  }
  const picturesAfter = await pictures();
  expect(picturesAfter?.effects).toBeGreaterThanOrEqual((picturesBefore?.effects ?? 0) + 3);
  expect(picturesAfter?.plain).toBe(picturesBefore?.plain);
  await expect(page.getByTestId('pdf-done')).toHaveAttribute('data-delivery', 'download');

  const mailsBefore = mailsTo(email).length;
  const accepted = page.waitForResponse((response) => /\/api\/bars\/[^/]+\/pdf/.test(response.url()));
  await page.getByTestId('pdf-mail').click();
  expect((await accepted).status()).toBe(202);
  await expect(page.getByTestId('pdf-done')).toHaveAttribute('data-delivery', 'mail');
  await page.screenshot({ path: `${shots}mailed-1280.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${shots}mailed-1920.png` });
  await expect.poll(() => mailsTo(email).length, { timeout: 60_000 }).toBeGreaterThan(mailsBefore);
  const mail = mailsTo(email, 'newestFirst')[0] ?? '';
  expect(mail).toMatch(/Content-Type: application\/pdf/i);
  expect(mail).toMatch(/Content-Disposition: attachment/i);

  // The pictures were taken without moving the user's camera.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('pdf-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('pdf-dialog')).toHaveCount(0);
  await expect.poll(async () => (await page.getByTestId('scene-canvas').screenshot()).equals(sceneBefore)).toBe(true);

  // The parts list offers the same dialog beside "Request a quote".
  await page.getByTestId('tab-partsList').click();
  await page.getByTestId('parts-pdf-open').click();
  await expect(page.getByTestId('pdf-dialog')).toBeVisible();
  await expect(page.getByTestId('pdf-download')).toBeEnabled();
});

/** The spread of a picture's brightness: a blank (one-colour) picture has none. */
function brightnessSpread(file: string): number {
  const image = decodePng(readFileSync(file));
  let sum = 0;
  let squares = 0;
  const count = image.width * image.height;
  for (let pixel = 0; pixel < count; pixel++) {
    const at = pixel * image.channels;
    const value = ((image.pixels[at] ?? 0) + (image.pixels[at + 1] ?? 0) + (image.pixels[at + 2] ?? 0)) / 3;
    sum += value;
    squares += value * value;
  }
  const mean = sum / count;
  return Math.sqrt(squares / count - mean * mean);
}

test('the Parts list tab, opened at its address, creates the PDF with the pictures of the bar', async ({ page }) => {
  test.setTimeout(240_000);
  await registerVerified(page, `pdf-parts.${Date.now()}@example.com`);
  const barId = await startFromPreset(page, 'compact-bar');
  // A new page on the Parts list: the editor's 3D view has never been drawn.
  await page.goto(`/bars/${barId}/edit/side/front?mode=racks&view=list`);
  await expect(page.getByTestId('tab-partsList')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('parts-pdf-open')).toBeVisible();
  await expect(page.getByTestId('scene-slot')).toHaveCount(0);
  expect(await page.evaluate(() => window.__barScene?.info().frames ?? 0)).toBe(0);

  await page.getByTestId('parts-pdf-open').click();
  await expect(page.getByTestId('pdf-dialog')).toBeVisible();
  await expect(page.getByTestId('pdf-no-scene')).toHaveCount(0);
  await expect(page.getByTestId('pdf-dialog')).not.toContainText('tab first');
  const downloadEvent = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByTestId('pdf-download').click();
  await expect(page.getByTestId('pdf-progress')).toHaveAttribute('data-step', 'capturing');
  await page.screenshot({ path: `${shots}parts-capturing-1280.png` });
  const file = test.info().outputPath('bar.pdf');
  await (await downloadEvent).saveAs(file);
  copyFileSync(file, `${shots}parts-tab.pdf`);
  await expect(page.getByTestId('pdf-done')).toHaveAttribute('data-delivery', 'download');
  await page.screenshot({ path: `${shots}parts-done-1280.png` });

  // Front, back and 3D pictures, landscape, each showing the bar (not one flat colour).
  const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  expect(images).toHaveLength(3);
  const prefix = test.info().outputPath('picture');
  execFileSync('pdfimages', ['-png', file, prefix]);
  for (const index of [0, 1, 2]) {
    const picture = `${prefix}-${String(index).padStart(3, '0')}.png`;
    copyFileSync(picture, `${shots}parts-tab-picture-${index}.png`);
    expect(pngSize(readFileSync(picture)).width).toBe(800);
    expect(brightnessSpread(picture)).toBeGreaterThan(10);
  }
  // The view set up for the pictures is gone again: the tab still shows the parts list alone.
  await expect(page.getByTestId('scene-stage')).toHaveCount(0);
  await expect(page.getByTestId('scene-canvas')).toHaveCount(0);
});
