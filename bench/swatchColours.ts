// How far a RAL colour on screen is from its swatch in the palette: the compact bar with every
// colour of the bar set to one RAL colour, from the front camera preset, in the built app in
// Debian's Chromium (WebGL in software); the median colour of patches of the counter's front panels
// against the swatch's sRGB value, as CIEDE2000 (ΔE00: about 1 is the smallest difference an eye
// sees side by side, 2 to 3 is seen on a close look, above 5 reads as another colour).
// Run: npm run build && npm run swatch-colours -w @bar/bench
import { writeFileSync } from 'node:fs';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import { ralClassic } from '@bar/domain/seed/ralClassic';
import { chromium, type Page } from '@playwright/test';
import { differenceCiede2000, formatHex, parse } from 'culori';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { decodePng, pixelAt } from '../e2e/tests/pngPixels.ts';
import { startBuiltServer } from './builtServer.ts';
import { openBarInEditor } from './sceneBrowser.ts';

const CODES = (process.env.CODES ?? '9016,9010,7035,7016,9005,3020,5010,6018,1023,8017').split(',');
const catalogue = seedCatalogue();
const compact = seedPresets.find((preset) => preset.code === 'compact-bar');
if (!compact) throw new Error('the compact bar preset is missing');
const deltaE = differenceCiede2000();

/** The compact bar with every colour (settings and each part) set to `code`. */
function barInColour(code: string) {
  const json = JSON.stringify(buildPresetDocument(compact as NonNullable<typeof compact>, catalogue));
  return JSON.parse(
    json
      .replace(/"color":"[^"]*"/g, `"color":"${code}"`)
      .replace(/"colors":\{[^}]*\}/g, (colors) => colors.replace(/:"[^"]*"/g, `:"${code}"`)),
  );
}

async function frames(page: Page): Promise<number> {
  return page.evaluate(() => window.__barScene?.info().frames ?? 0);
}

async function settle(page: Page, since: number): Promise<void> {
  while ((await frames(page)) <= since) await page.waitForTimeout(100);
  let last = await frames(page);
  for (;;) {
    await page.waitForTimeout(800);
    const next = await frames(page);
    if (next === last) return;
    last = next;
  }
}

/** Median of each channel over a square of `size` pixels centred on (x, y). */
function medianPatch(png: ReturnType<typeof decodePng>, x: number, y: number, size: number): [number, number, number] {
  const channels: number[][] = [[], [], []];
  for (let dy = -size; dy <= size; dy++) {
    for (let dx = -size; dx <= size; dx++) {
      const pixel = pixelAt(png, Math.round(x + dx), Math.round(y + dy));
      for (let c = 0; c < 3; c++) channels[c]?.push(pixel[c] ?? 0);
    }
  }
  return channels.map((values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0) as [
    number,
    number,
    number,
  ];
}

const hex = ([r, g, b]: [number, number, number]) => formatHex({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });

const server = await startBuiltServer();
const browser = await chromium.launch(chromiumLaunch);
const rows: string[] = [];
const differences: number[] = [];
try {
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  for (const code of CODES) {
    const swatch = ralClassic.find((colour) => colour.code === code);
    if (!swatch) throw new Error(`RAL ${code} is not in the palette`);
    await openBarInEditor(page, barInColour(code), `RAL ${code}`);
    await settle(page, 0);
    const before = await frames(page);
    await page.getByTestId('camera-preset-front').click();
    await settle(page, before);
    const canvas = page.getByTestId('scene-canvas').locator('canvas');
    const shot = await canvas.screenshot();
    if (process.env.SHOTS) writeFileSync(`${process.env.SHOTS}/swatch-${code}.png`, shot);
    const png = decodePng(shot);
    const rect = await page.evaluate(() => window.__barScene?.info().barRect);
    if (!rect) throw new Error('no scene');
    const width = (rect.right - rect.left) * png.width;
    const height = (rect.bottom - rect.top) * png.height;
    // Three patches across the counter's front, three quarters down the bar's box.
    const y = (rect.top + (rect.bottom - rect.top) * 0.75) * png.height;
    const patches = [0.3, 0.5, 0.7].map((share) =>
      medianPatch(png, rect.left * png.width + width * share, y, Math.max(3, Math.round(height * 0.03))),
    );
    const reference = parse(swatch.hex);
    if (!reference) throw new Error(`RAL ${code} has no sRGB value`);
    const screen = patches
      .map((patch) => ({ patch, difference: deltaE(reference, hex(patch)) }))
      .sort((a, b) => a.difference - b.difference)[1];
    if (!screen) throw new Error('no patch');
    differences.push(screen.difference);
    rows.push(
      `| RAL ${code} ${swatch.name.padEnd(18)} | ${swatch.hex} | ${hex(screen.patch)} | ${screen.difference.toFixed(1).padStart(5)} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log('| colour                      | swatch  | on screen | ΔE00  |');
console.log('| --------------------------- | ------- | --------- | ----- |');
for (const row of rows) console.log(row);
const sorted = [...differences].sort((a, b) => a - b);
console.log(
  `median ΔE00 ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)}, largest ${(sorted.at(-1) ?? 0).toFixed(1)}`,
);
