import type { Page } from '@playwright/test';
import { drawnShare, firstFrame, sceneFrames as frames, sceneSettled as settled } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { startFromPreset } from './shellHelpers.ts';

/**
 * One 3D view for the editor's lifetime: the Bar, Back bar and 3D view tabs show the same canvas
 * and WebGL context (shaders, light and shadow maps are made once); until the bar is first drawn
 * the view says what it is doing; a change is drawn cheaply at once and once more with every
 * effect when the view rests, then nothing is drawn while idle.
 */

/** Counts the WebGL contexts the page makes, and notes whether the progress was shown before the first frame. */
const OBSERVE = `
  window.__webglContexts = 0;
  const made = new WeakSet();
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const context = getContext.call(this, type, ...rest);
    if (context && /^(webgl|webgl2|experimental-webgl)$/.test(type) && !made.has(context)) {
      made.add(context);
      window.__webglContexts += 1;
    }
    return context;
  };
  window.__progressBeforeFirstFrame = [];
  const watch = () => {
    const progress = document.querySelector('[data-testid="scene-progress"]');
    if ((window.__barScene?.info().frames ?? 0) > 0) return;
    if (progress) window.__progressBeforeFirstFrame.push(progress.textContent);
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

type Probe = { __webglContexts: number; __progressBeforeFirstFrame: string[]; __firstCanvas?: Element | null };

const isFirstCanvas = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[data-testid="scene-canvas"] canvas') === (window as unknown as Probe).__firstCanvas,
  );

test('the Bar, Back bar and 3D view tabs show one canvas with one WebGL context, drawn again at once in each', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(OBSERVE);
  await startFromPreset(page, 'compact-bar');
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await firstFrame(page);
  let drawn = await settled(page, 0);
  await page.evaluate(() => {
    (window as unknown as Probe).__firstCanvas = document.querySelector('[data-testid="scene-canvas"] canvas');
  });

  for (const tab of ['view3d', 'backBar', 'partsList', 'bar'] as const) {
    await page.getByTestId(`tab-${tab}`).click();
    if (tab === 'partsList') {
      // No 3D view on this tab: the canvas is out of the page, kept for the next tab that shows it.
      await expect(canvas).toHaveCount(0);
      continue;
    }
    await expect(canvas).toBeVisible();
    expect(await isFirstCanvas(page)).toBe(true);
    drawn = await settled(page, drawn);
    expect(await drawnShare(canvas)).toBeGreaterThan(0.05);
  }
  expect(await page.evaluate(() => (window as unknown as Probe).__webglContexts)).toBe(1);
  const figures = await page.evaluate(() => window.__barScene?.info());
  expect(figures?.calls ?? 0).toBeGreaterThan(0);
  expect(figures?.calls ?? 0).toBeLessThanOrEqual(100);
  // Nothing is drawn while idle.
  await page.waitForTimeout(2000);
  expect(await frames(page)).toBe(drawn);
});

test('until the bar is first drawn the view says so in the language of the interface, then the view shows it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  await startFromPreset(page, 'compact-bar');
  await firstFrame(page);
  const shown = await page.evaluate(() => (window as unknown as Probe).__progressBeforeFirstFrame);
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown)).toEqual(
    new Set(shown.filter((text) => /3D-Ansicht wird geladen|Die Bar wird gezeichnet/.test(text))),
  );
  expect(shown).toContain('Die Bar wird gezeichnet …');
  await expect(page.getByTestId('scene-progress')).toHaveCount(0);
  expect(await drawnShare(page.getByTestId('scene-canvas').locator('canvas'))).toBeGreaterThan(0.05);
  await context.close();
});

test('a camera preset is drawn at once without the effects, and once more with them when the view rests', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startFromPreset(page, 'compact-bar');
  await firstFrame(page);
  await page.mouse.move(0, 0);
  const atStart = await settled(page, 0);
  await page.getByTestId('camera-preset-front').click();
  await page.mouse.move(0, 0);
  const afterPreset = await settled(page, atStart);
  // Two frames: the cheap one at once, the one with occlusion and anti-aliasing at rest.
  expect(afterPreset - atStart).toBe(2);
  expect(await page.evaluate(() => window.__barScene?.info().atRest)).toBe(true);
});
