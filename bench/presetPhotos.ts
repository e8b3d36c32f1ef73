// Photos of four presets beside the 3D view they were made from, for docs/look.md (issue 35): each
// preset opened from its template on the 3D view tab, the Three-quarter camera, the view at rest
// saved through "Save image" and shown at the photo's width as JPEG (`<out>/raster-<preset>.jpg`, all
// effects), then "Make a photo" of the same view saved as PNG (`<out>/photo-<preset>.png`), with the
// time it took.
// Run: npm run build && npx tsx bench/presetPhotos.ts
//   PHOTO_SIZE: small, hd (default), fullHd, uhd; PHOTO_QUALITY: draft, good (default), best;
//   PHOTO_FORMAT: png (default) or jpeg; PHOTO_BACKGROUND=off for the bar alone (transparent PNG);
//   PRESETS: comma-separated preset codes; OUT: the folder (default docs/images).
// In software WebGL (2-core machine) an HD photo of 64 samples takes about 5 minutes, a small one
// under half a minute. The photo has the size's shape (16:10 for small, 16:9 for the others); the window is
// sized so that the 3D view has that shape too.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { startBuiltServer } from './builtServer.ts';
import { frames, settle } from './sceneBrowser.ts';

const root = new URL('..', import.meta.url).pathname;
const SIZES = {
  small: { label: 'Small (256 × 160)', width: 256, height: 160 },
  hd: { label: 'HD (1280 × 720)', width: 1280, height: 720 },
  fullHd: { label: 'Full HD (1920 × 1080)', width: 1920, height: 1080 },
  uhd: { label: '4K (3840 × 2160)', width: 3840, height: 2160 },
} as const;
const QUALITIES = {
  draft: 'Draft (8 samples, fast)',
  good: 'Good (64 samples)',
  best: 'Best (256 samples, slow)',
} as const;

function option<T extends object>(choices: T, name: string, fallback: keyof T): T[keyof T] {
  const key = (process.env[name] ?? fallback) as keyof T;
  if (!(key in choices)) throw new Error(`${name} must be one of ${Object.keys(choices).join(', ')}`);
  return choices[key];
}

const size = option(SIZES, 'PHOTO_SIZE', 'hd');
const quality = option(QUALITIES, 'PHOTO_QUALITY', 'good');
const format = process.env.PHOTO_FORMAT === 'jpeg' ? 'jpeg' : 'png';
const withBackground = process.env.PHOTO_BACKGROUND !== 'off';
const presets = (process.env.PRESETS ?? 'compact-bar,island-bar,full-service-bar,corner-lounge').split(',');
const out = resolve(root, process.env.OUT ?? 'docs/images');
/** The editor's top bar and tabs above the 3D view tab's view, CSS pixels. */
const ABOVE_VIEW = 56 + 42;
const VIEW_WIDTH = 1280;

async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/**
 * The 3D view's own picture ("Save image", all effects, twice the view's resolution), shown at the
 * photo's width and saved as JPEG, so that the two sit side by side at the same size.
 */
async function rasterPicture(page: Page, path: string): Promise<void> {
  await page.getByTestId('file-menu').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('file-save-image').click();
  const png = readFileSync(await (await download).path());
  const viewer = await page.context().newPage();
  try {
    await viewer.setContent(
      `<body style="margin:0"><img id="picture" style="width:${size.width}px;display:block" src="data:image/png;base64,${png.toString('base64')}"></body>`,
    );
    await viewer.locator('#picture').screenshot({ path, type: 'jpeg', quality: 88 });
  } finally {
    await viewer.close();
  }
}

async function photograph(page: Page, code: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('start-from-template').click();
  await page.getByTestId(`preset-card-${code}`).getByRole('link').click();
  await page.waitForURL(/\/bars\/[0-9a-f-]{36}\/edit\//);
  await page.getByTestId('tab-view3d').click();
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await canvas.waitFor({ timeout: 180_000 });
  await settle(page);
  const before = await frames(page);
  await page.getByTestId('camera-preset-threeQuarter').click();
  await page.mouse.move(0, 0);
  // The camera's move starts with a frame of its own, which in software WebGL may be seconds away.
  while ((await frames(page)) === before) await sleep(100);
  await settle(page);
  await rasterPicture(page, `${out}/raster-${code}.jpg`);

  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-make-photo').click();
  await choose(page, 'photo-size', size.label);
  await choose(page, 'photo-quality', quality);
  if (!withBackground) await page.getByTestId('photo-background').uncheck();
  if (format === 'jpeg') await page.getByTestId('photo-format').getByText('JPEG', { exact: true }).click();
  const started = Date.now();
  await page.getByTestId('photo-make').click();
  await page.getByTestId('photo-dialog').and(page.locator('[data-phase="done"]')).waitFor({ timeout: 0 });
  const took = Date.now() - started;
  const download = page.waitForEvent('download');
  await page.getByTestId('photo-save').click();
  const file = await download;
  copyFileSync(await file.path(), `${out}/photo-${code}.${format === 'jpeg' ? 'jpg' : 'png'}`);
  console.log(`${code}: ${size.label}, ${quality}, made in ${(took / 1000).toFixed(0)} s`);
}

mkdirSync(out, { recursive: true });
const server = await startBuiltServer();
const browser = await chromium.launch(chromiumLaunch);
try {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: VIEW_WIDTH, height: Math.round((VIEW_WIDTH * size.height) / size.width) + ABOVE_VIEW },
    locale: 'en-US',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  for (const code of presets) await photograph(page, code);
} finally {
  await browser.close();
  await server.stop();
}
