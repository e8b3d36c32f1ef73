import type { Page } from '@playwright/test';
import { equippedLBarWithBackBar } from '../../bench/sceneBars.ts';
import { openBarInEditor } from '../../bench/sceneBrowser.ts';
import { expect, refusedRequest, test } from './fixtures.ts';

type Rect = { left: number; right: number; top: number; bottom: number };
type Figures = { frames: number; preparing: boolean; calls: number; rect: Rect };

/** See scene.spec.ts: the first canvas waits for the 3D chunk and SwiftShader's shaders. */
const FIRST_DRAW = { timeout: 60_000 };

async function figures(page: Page): Promise<Figures> {
  return page.evaluate(() => {
    const info = window.__barScene?.info();
    return {
      frames: info?.frames ?? -1,
      // Read with the frames: a frame shown between two reads would look like a still view.
      preparing: info?.preparing ?? false,
      calls: info?.calls ?? -1,
      rect: info?.barRect ?? { left: 0, right: 0, top: 0, bottom: 0 },
    };
  });
}

/** Waits until a frame after `since` was drawn and then none for 400 ms, with none being prepared offscreen. */
async function settled(page: Page, since: number): Promise<Figures> {
  await expect.poll(async () => (await figures(page)).frames, { timeout: 60_000 }).toBeGreaterThan(since);
  let last = await figures(page);
  for (;;) {
    await page.waitForTimeout(400);
    const next = await figures(page);
    if (next.frames === last.frames && !next.preparing) return next;
    last = next;
  }
}

const width = (rect: Rect) => rect.right - rect.left;
const inside = (rect: Rect) => rect.left >= 0 && rect.right <= 1 && rect.top >= 0 && rect.bottom <= 1;

test('the bar fills the canvas on open, on each preset and on F after orbiting; idle draws nothing', async ({
  page,
  allowConsole,
}) => {
  // The test bar's banners name a picture that was never uploaded: the view draws them plain.
  allowConsole(
    refusedRequest('404 \\(Not Found\\)', '/api/uploads/scene-test-logo-\\w+'),
    'the picture was never uploaded',
  );
  allowConsole(/^picture not shown \/api\/uploads\/scene-test-logo-\w+ /, 'the view says which picture it left out');
  // Every frame with occlusion and SMAA is drawn by SwiftShader on the CPU: a few seconds each.
  test.setTimeout(300_000);
  await openBarInEditor(page, equippedLBarWithBackBar(), 'Framed bar');
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await expect(canvas).toBeVisible(FIRST_DRAW);
  const opened = await settled(page, 0);
  // On open: at least 60 % of the canvas width, and the whole bar inside the canvas.
  expect(width(opened.rect)).toBeGreaterThanOrEqual(0.6);
  expect(inside(opened.rect)).toBe(true);

  // Idle: not one frame in 2 s with every effect on (frameloop "demand").
  const idleFrom = (await figures(page)).frames;
  await page.waitForTimeout(2000);
  expect((await figures(page)).frames).toBe(idleFrom);

  let frames = opened.frames;
  for (const preset of ['front', 'back', 'top', 'threeQuarter'] as const) {
    await page.getByTestId(`camera-preset-${preset}`).click();
    const shown = await settled(page, frames);
    frames = shown.frames;
    expect(inside(shown.rect)).toBe(true);
    // Fitted: the bar reaches close to the canvas's edge across or up and down.
    expect(Math.max(width(shown.rect), shown.rect.bottom - shown.rect.top)).toBeGreaterThan(0.75);
  }

  // Orbit with the mouse and zoom far out: the bar gets small.
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 40, { steps: 2 });
  await page.mouse.up();
  for (let step = 0; step < 15; step++) await page.mouse.wheel(0, 200);
  const away = await settled(page, frames);
  expect(width(away.rect)).toBeLessThan(0.5);

  // F frames the whole bar again from where one looks now.
  await page.keyboard.press('f');
  const fitted = await settled(page, away.frames);
  expect(width(fitted.rect)).toBeGreaterThanOrEqual(0.6);
  expect(inside(fitted.rect)).toBe(true);
});

test('an empty bar shows the ghost of a first module, framed', async ({ page }) => {
  const empty = equippedLBarWithBackBar();
  await openBarInEditor(
    page,
    {
      ...empty,
      front: { ...empty.front, baseModules: [], brandings: [] },
      back: { ...empty.back, baseModules: [], brandings: [] },
    },
    'Empty bar',
  );
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await expect(canvas).toBeVisible(FIRST_DRAW);
  const shown = await settled(page, 0);
  expect(inside(shown.rect)).toBe(true);
  expect(width(shown.rect)).toBeGreaterThan(0.3);
  // The ghost is drawn: a teal-ish translucent body in the middle of the canvas.
  const centre = await canvas.evaluate((element) => {
    const probe = document.createElement('canvas');
    probe.width = 40;
    probe.height = 40;
    const context = probe.getContext('2d');
    if (!context) return [0, 0, 0];
    context.drawImage(element as HTMLCanvasElement, 0, 0, 40, 40);
    return [...context.getImageData(20, 20, 1, 1).data.slice(0, 3)];
  });
  const [red = 0, green = 0] = centre;
  expect(green).toBeGreaterThan(red);
});
