import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseMode, clickPlaceIn3d, expectQuantity, startNewBar } from './modesHelpers.ts';
import { magentaShare, makePng } from './pictures.ts';
import { editTokenOf } from './shellHelpers.ts';

const shots = '/tmp/shots/branding/';
mkdirSync(shots, { recursive: true });

const MAGENTA = [225, 20, 170] as const;
const WHITE = [255, 255, 255] as const;

type Picture = { image_url: string | null; fill_image: boolean };
type StoredBar = {
  front: {
    brandings: (Picture & { color: string })[];
    baseModules: { brandsigns: Picture[] }[];
  };
};

/** The bar as the server stored it, once the editor has saved everything. */
async function storedBar(page: Page): Promise<StoredBar> {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  const barId = page.url().match(/bars\/([0-9a-f-]{36})/)?.[1] ?? '';
  const editToken = await editTokenOf(page, barId);
  const response = await page.request.get(`/api/bars/${barId}?edit_token=${encodeURIComponent(editToken)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredBar }).data;
}

async function expectStored<T>(page: Page, read: (bar: StoredBar) => T, expected: T): Promise<void> {
  await expect.poll(async () => read(await storedBar(page))).toEqual(expected);
}

/** Magenta share of the canvas once the picture has loaded and the scene has settled. */
/**
 * A picture is drawn once its texture has loaded, which takes longer on a busy machine: the shares
 * are polled until they reach what the change must show, then read once more as the new baseline.
 */
const DRAWN = { timeout: 30_000 };

async function settledMagenta(page: Page): Promise<number> {
  // The pointer off the canvas: a hovered place is tinted, which would change the colours.
  await page.mouse.move(5, 400);
  await page.waitForTimeout(800);
  return magentaShare(page.getByTestId('scene-canvas').locator('canvas'));
}

async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(button).click();
  await (await chooser).setFiles(file);
}

test('a guest puts an uploaded picture on a banner and a brand sign, switches logo/cover, and bad files are refused', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startNewBar(page);
  await chooseMode(page, 'shape');
  await page.getByTestId('add-module-g-raxx-600').click();
  await page.getByTestId('add-module-g-raxx-600').click();
  await expectQuantity(page, 'GRX-0600-BF', 2);
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  const png = { name: 'logo.png', mimeType: 'image/png', buffer: makePng(600, 300, MAGENTA, WHITE) };

  await chooseMode(page, 'branding');
  await clickPlaceIn3d(page, { kind: 'bannerEdge', moduleIndex: 0, key: /:n$/ });
  const before = await settledMagenta(page);
  expect(before).toBeLessThan(0.002);

  await test.step('upload: 201, the banner is stored with the picture in logo mode and drawn', async () => {
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/uploads'));
    await chooseFile(page, 'branding-upload', png);
    expect((await uploaded).status()).toBe(201);
    await expect(page.getByTestId('branding-preview')).toBeVisible();
    await page.getByTestId('place-part:150').click();
    await expectQuantity(page, 'BAN-FRO-0600', 1);
    await expect(page.getByTestId('placed-thumbnail')).toBeVisible();
    const stored = await storedBar(page);
    expect(stored.front.brandings).toHaveLength(1);
    expect(stored.front.brandings[0]?.image_url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{16,64}$/);
    expect(stored.front.brandings[0]?.fill_image).toBe(false);
  });
  await expect.poll(() => settledMagenta(page), DRAWN).toBeGreaterThan(before + 0.001);
  const logoShare = await settledMagenta(page);
  await page.screenshot({ path: `${shots}banner-logo-1280.png` });
  const logoShot = await canvas.screenshot();
  const imageUrl = (await storedBar(page)).front.brandings[0]?.image_url ?? null;

  await test.step('cover mode is applied at once to the placed banner', async () => {
    await page.getByTestId('placed-fill').getByText('Cover').click();
    await expectStored(page, (bar) => bar.front.brandings[0]?.fill_image, true);
  });
  await expect.poll(() => settledMagenta(page), DRAWN).toBeGreaterThan(logoShare * 1.3);
  const coverShare = await settledMagenta(page);
  expect((await canvas.screenshot()).equals(logoShot)).toBe(false);
  await page.screenshot({ path: `${shots}banner-cover-1280.png` });

  await test.step('a text file renamed .png is refused in the browser; nothing is sent or changed', async () => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/uploads')) uploads.push(request.method());
    });
    await chooseFile(page, 'placed-upload', {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are my notes, not a picture.\n'),
    });
    await expect(page.getByTestId('placed-problem')).toContainText('Only JPG and PNG images can be used.');
    expect(uploads).toEqual([]);
  });

  await test.step('a damaged PNG passes the browser check and the server refuses it in its own words', async () => {
    const damaged = Buffer.concat([png.buffer.subarray(0, 40), Buffer.from('broken broken broken')]);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/uploads'));
    await chooseFile(page, 'placed-upload', { name: 'damaged.png', mimeType: 'image/png', buffer: damaged });
    expect((await refused).status()).toBe(422);
    await expect(page.getByTestId('placed-problem')).toContainText('The image cannot be read; it may be damaged.');
    await expectStored(page, (bar) => bar.front.brandings[0]?.image_url, imageUrl);
  });

  await test.step('the banner colour: black, then a RAL colour', async () => {
    await page.getByTestId('placed-color').getByText('Black').click();
    await expectStored(page, (bar) => bar.front.brandings[0]?.color, 'black');
    await page.getByTestId('placed-color').getByText('RAL').click();
    await expectStored(page, (bar) => bar.front.brandings[0]?.color, '9016');
    await page.getByTestId('placed-color').getByText('White').click();
    await expectStored(page, (bar) => bar.front.brandings[0]?.color, 'white');
  });

  await test.step('a new brand sign takes the chosen picture', async () => {
    await chooseMode(page, 'brandsigns');
    await clickPlaceIn3d(page, { kind: 'signModule', moduleIndex: 1 });
    await page.getByTestId('place-part:160').click();
    await expectQuantity(page, 'SCH-0600-030', 1);
    await expect(page.getByTestId('placed-thumbnail')).toBeVisible();
    await expectStored(page, (bar) => bar.front.baseModules[1]?.brandsigns[0]?.image_url, imageUrl);
  });
  await expect.poll(() => settledMagenta(page), DRAWN).toBeGreaterThan(coverShare + 0.001);
  const withSign = await settledMagenta(page);
  await page.screenshot({ path: `${shots}sign-logo-1280.png` });

  await test.step('the sign picture is removed, then uploaded again on the sign itself', async () => {
    await page.getByTestId('placed-remove-picture').click();
    await expectStored(page, (bar) => bar.front.baseModules[1]?.brandsigns[0]?.image_url, null);
    await expect(page.getByTestId('placed-no-picture')).toBeVisible();
    await expect.poll(() => settledMagenta(page), DRAWN).toBeLessThan(withSign);
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/uploads'));
    await chooseFile(page, 'placed-upload', png);
    expect((await uploaded).status()).toBe(201);
    await expect(page.getByTestId('placed-thumbnail')).toBeVisible();
    await expectStored(
      page,
      (bar) => /^\/api\/uploads\//.test(bar.front.baseModules[1]?.brandsigns[0]?.image_url ?? ''),
      true,
    );
    await page.getByTestId('placed-fill').getByText('Cover').click();
    await expectStored(page, (bar) => bar.front.baseModules[1]?.brandsigns[0]?.fill_image, true);
  });
  await expect.poll(() => settledMagenta(page), DRAWN).toBeGreaterThan(withSign);
  await page.screenshot({ path: `${shots}sign-cover-1280.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByTestId('camera-preset-front').click();
  await settledMagenta(page);
  await page.screenshot({ path: `${shots}sign-cover-1920.png` });
});
