import { mkdirSync } from 'node:fs';
import type { BarDocument } from '@bar/domain/document';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { barDimensions } from '@bar/layout/dimensions';
import { firstFrame } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { startFromPreset, storedBar } from './shellHelpers.ts';

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshots, { recursive: true });

/** The first canvas waits for the lazy three.js chunk and SwiftShader's shader compilation. */
const FIRST_DRAW = { timeout: 60_000 };

function millimetres(value: number): string {
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(value)} mm`;
}

for (const code of ['full-service-bar', 'corner-lounge']) {
  test(`${code}: the back bar stands centred behind the bar, so it adds depth, not width (P11)`, async ({ page }) => {
    const barId = await startFromPreset(page, code);
    await expect(page.getByTestId('scene-canvas').locator('canvas')).toBeVisible(FIRST_DRAW);
    const doc = (await storedBar(page, barId)) as unknown as BarDocument;
    expect(doc.back.baseModules.length).toBeGreaterThan(0);
    expect(doc.back.settings).toMatchObject({ offsetX: 0, offsetZ: 1000 });

    const catalogue = seedCatalogue();
    const whole = barDimensions(doc, catalogue);
    const frontOnly = barDimensions({ ...doc, back: { ...doc.back, baseModules: [] } }, catalogue);
    const backOnly = barDimensions({ ...doc, front: { ...doc.front, baseModules: [] } }, catalogue);
    if (!whole || !frontOnly || !backOnly) throw new Error('the preset has both bars');
    // Centred: the bar is as wide as its wider part; before, the back bar stuck out 1.4 m to the side.
    expect(whole.width.lengthMm).toBe(Math.max(frontOnly.width.lengthMm, backOnly.width.lengthMm));

    await page.getByTestId('toggle-dimensions').click();
    const labels = page.getByTestId('dimension-label');
    await expect(labels.and(page.locator('[data-kind="width"]'))).toHaveText(millimetres(whole.width.lengthMm));
    await expect(labels.and(page.locator('[data-kind="depth"]'))).toHaveText(millimetres(whole.depth.lengthMm));
    await firstFrame(page);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${screenshots}back-bar-${code}.png` });
  });
}
