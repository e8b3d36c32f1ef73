import { mkdirSync } from 'node:fs';
import type { BarDocument } from '@bar/domain/document';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { barDimensions } from '@bar/layout/dimensions';
import { firstFrame, sceneFrames, sceneStill } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { startFromPreset, storedBar } from './shellHelpers.ts';

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshots, { recursive: true });

/** The first canvas waits for the lazy three.js chunk and SwiftShader's shader compilation. */
const FIRST_DRAW = { timeout: 60_000 };

/** A length as the English interface labels it. */
function millimetres(value: number): string {
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(value)} mm`;
}

test('the Dimensions toggle shows the overall size and module widths of the bar in mm, and hides them again', async ({
  page,
}) => {
  const barId = await startFromPreset(page, 'cocktail-station');
  await expect(page.getByTestId('scene-canvas').locator('canvas')).toBeVisible(FIRST_DRAW);
  // The figures the labels must show, from the bar the server stores and the catalogue it is seeded with.
  const doc = (await storedBar(page, barId)) as unknown as BarDocument;
  const expected = barDimensions(doc, seedCatalogue());
  if (!expected) throw new Error('the preset has modules');
  const moduleCount = doc.front.baseModules.length + doc.back.baseModules.length;
  expect(moduleCount).toBeGreaterThan(1);

  const toggle = page.getByTestId('toggle-dimensions');
  const labels = page.getByTestId('dimension-label');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(labels).toHaveCount(0);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(labels).toHaveCount(3 + moduleCount);
  await expect(labels.and(page.locator('[data-kind="width"]'))).toHaveText(millimetres(expected.width.lengthMm));
  await expect(labels.and(page.locator('[data-kind="depth"]'))).toHaveText(millimetres(expected.depth.lengthMm));
  await expect(labels.and(page.locator('[data-kind="height"]'))).toHaveText(millimetres(expected.height.lengthMm));
  const moduleLabels = await labels.and(page.locator('[data-kind="module"]')).allTextContents();
  expect(moduleLabels.sort()).toEqual(expected.modules.map((line) => millimetres(line.lengthMm)).sort());
  await expect(labels.first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${screenshots}dimensions-on.png` });
  // The lines and labels keep the scene rendering on demand: no frames while nothing changes.
  // From the first frame on (in software WebGL it comes seconds after the canvas is shown).
  await firstFrame(page);
  const before = await sceneStill(page);
  await page.waitForTimeout(2000);
  expect(await sceneFrames(page)).toBe(before);

  // The labels stay readable from another side: the top view shows them too.
  await page.getByTestId('camera-preset-top').click();
  await expect(labels.and(page.locator('[data-kind="width"]'))).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${screenshots}dimensions-top.png` });

  await page.getByTestId('camera-preset-threeQuarter').click();
  await expect(labels.and(page.locator('[data-kind="height"]'))).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${screenshots}dimensions-three-quarter.png` });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(labels).toHaveCount(0);
});
