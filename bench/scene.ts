// The 3D scene on the big bar: 60 modules (40 front, 20 back), fully equipped, in Chromium.
// Prints draw calls and triangles per frame, frames drawn while idle for 2 s, and the time from a
// click on a base module's "Place" in the side menu to the updated parts list (median of 9).
// Run: npm run build && npx tsx bench/scene.ts
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { startBuiltServer } from './builtServer.ts';
import { sixtyModuleBar } from './sceneBars.ts';
import { openBarInEditor } from './sceneBrowser.ts';

async function figures(page: Page) {
  return page.evaluate(() => {
    const info = window.__barScene?.info();
    return { calls: info?.calls ?? -1, triangles: info?.triangles ?? -1, frames: info?.frames ?? -1 };
  });
}

/** Waits for a first frame, then until no frame was drawn for 500 ms. */
async function settle(page: Page): Promise<void> {
  while ((await figures(page)).frames < 1) await sleep(100);
  let last = (await figures(page)).frames;
  for (;;) {
    await sleep(500);
    const next = (await figures(page)).frames;
    if (next === last) return;
    last = next;
  }
}

/**
 * Click on "Place" of a G-Raxx 600 → the parts list shows one more, measured in the page up to
 * the next frame. Sent as source text: tsx would wrap named inner functions in a helper the
 * page does not have.
 */
const TIME_ADD_MODULE = `new Promise((resolve, reject) => {
  const list = document.querySelector('[data-testid="parts-list"]');
  const button = document.querySelector('[data-testid="add-module-g-raxx-600"]');
  if (!list || !button) return reject(new Error('parts list or add button missing'));
  const quantity = () => {
    for (const row of list.querySelectorAll('tbody tr')) {
      if (row.querySelector('[data-testid="part-number"]')?.textContent?.trim() === 'GRX-0600-BF')
        return row.querySelector('[data-testid="quantity"]')?.textContent?.trim() ?? '';
    }
    return '';
  };
  const before = quantity();
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (quantity() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - started));
  });
  observer.observe(list, { subtree: true, childList: true, characterData: true });
  button.click();
})`;

async function timeAddModule(page: Page): Promise<number> {
  return (await page.evaluate(TIME_ADD_MODULE)) as number;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const server = await startBuiltServer();
const browser = await chromium.launch(chromiumLaunch);
try {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  const doc = sixtyModuleBar();
  await openBarInEditor(page, doc, 'Bench bar');
  await page.getByTestId('scene-canvas').locator('canvas').waitFor();
  await settle(page);
  const drawn = await figures(page);
  console.log(
    `bar: ${doc.front.baseModules.length} front + ${doc.back.baseModules.length} back modules, fully equipped`,
  );
  console.log(`draw calls per frame (target <= 100):        ${drawn.calls}`);
  console.log(`triangles per frame:                         ${drawn.triangles}`);
  await sleep(2000);
  const idle = (await figures(page)).frames - drawn.frames;
  console.log(`frames drawn while idle for 2 s (target 0):  ${idle}`);
  await page.evaluate(() => window.__barView?.setVisibility({ showFront: false, showBack: false }));
  await settle(page);
  console.log(
    `draw calls with both sides hidden:           ${(await figures(page)).calls} (floor, sky, places of the editing mode)`,
  );
  await page.evaluate(() => window.__barView?.setVisibility({ showFront: true, showBack: true }));
  await settle(page);

  await page.getByTestId('add-module-g-raxx-600').waitFor();
  const samples: number[] = [];
  for (let run = 0; run < 9; run++) {
    samples.push(await timeAddModule(page));
    await settle(page);
  }
  console.log(
    `click "Place" (G-Raxx 600) → parts list updated: median ${median(samples).toFixed(0)} ms (runs: ${samples.map((value) => value.toFixed(0)).join(', ')})`,
  );
} finally {
  await browser.close();
  await server.stop();
}
