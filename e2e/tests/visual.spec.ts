import { sceneSettled as settled } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { compareWithBaseline, MAX_DIFFERENT_SHARE } from './visualBaseline.ts';

// A small canvas (640 × 400 beside the side menu and the parts list) keeps the baselines small
// and SwiftShader quick.
test.use({ viewport: { width: 1360, height: 498 } });

/** The view's toolbar floats over the canvas; its labels are not the look under test. */
const HIDE_TOOLBAR = '[role="toolbar"]:has([data-testid^="camera-preset-"]) { visibility: hidden !important; }';

/** See scene.spec.ts: the first canvas waits for the 3D chunk and SwiftShader's shaders. */
const FIRST_DRAW = { timeout: 60_000 };

const TEMPLATES = ['compact-bar', 'corner-bar', 'island-bar', 'full-service-bar'] as const;
const CAMERAS = ['front', 'threeQuarter'] as const;

for (const template of TEMPLATES) {
  test(`the ${template} template looks as its baselines from the front and three-quarter`, async ({
    page,
  }, testInfo) => {
    // Every frame with occlusion is drawn by SwiftShader on the CPU: seconds each.
    test.setTimeout(180_000);
    await page.goto('/');
    await page.getByTestId('start-from-template').click();
    await page.getByTestId(`preset-card-${template}`).getByRole('link').click();
    const canvas = page.getByTestId('scene-canvas').locator('canvas');
    await expect(canvas).toBeVisible(FIRST_DRAW);
    // Tooltips and the pointer stay off the canvas.
    await page.mouse.move(0, 0);
    let drawn = await settled(page, 0);
    for (const camera of CAMERAS) {
      await page.getByTestId(`camera-preset-${camera}`).click();
      await page.mouse.move(0, 0);
      drawn = await settled(page, drawn);
      const result = await compareWithBaseline(
        await canvas.screenshot({ style: HIDE_TOOLBAR }),
        `${template}-${camera}`,
        testInfo,
      );
      const share = (value: number) => `${(value * 100).toFixed(3)} %`;
      console.log(
        `${result.name}: ${share(result.differentShare)} differ, ${share(result.changedShare)} not identical`,
      );
      expect
        .soft(result.differentShare, `${result.name} against its baseline`)
        .toBeLessThanOrEqual(MAX_DIFFERENT_SHARE);
    }
  });
}
