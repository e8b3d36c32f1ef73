// Pictures of the 3D scene for docs/look.md: two templates (compact bar, island bar) from the front
// and three-quarter camera presets, the equipped L bar of the scene tests, and a new empty bar.
// Run: npm run build && npx tsx bench/lookShots.ts <prefix>   (e.g. docs/look/after)
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { startBuiltServer } from './builtServer.ts';
import { equippedLBarWithBackBar } from './sceneBars.ts';
import { openBarInEditor, settle } from './sceneBrowser.ts';

const root = new URL('..', import.meta.url).pathname;
const prefix = process.argv[2] ?? 'docs/look/shot';

async function shoot(page: Page, name: string, presets: readonly ('front' | 'threeQuarter' | null)[]): Promise<void> {
  const canvas = page.getByTestId('scene-canvas').locator('canvas');
  await canvas.waitFor({ timeout: 90_000 });
  await settle(page);
  for (const preset of presets) {
    if (preset) {
      await page.getByTestId(`camera-preset-${preset}`).click();
      await settle(page);
    }
    const path = `${root}${prefix}-${name}${preset ? `-${preset}` : ''}.png`;
    mkdirSync(dirname(path), { recursive: true });
    await canvas.screenshot({ path });
    console.log(`wrote ${path}`);
  }
}

async function openTemplate(page: Page, template: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('start-from-template').click();
  await page.getByTestId(`preset-card-${template}`).getByRole('link').click();
}

const server = await startBuiltServer();
const browser = await chromium.launch(chromiumLaunch);
try {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1600, height: 900 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  for (const template of ['compact-bar', 'island-bar']) {
    await openTemplate(page, template);
    await shoot(page, template, [null, 'front', 'threeQuarter']);
  }
  await openBarInEditor(page, equippedLBarWithBackBar(), 'L bar');
  await shoot(page, 'l-bar', ['threeQuarter']);
  await page.goto('/');
  await page.getByTestId('start-now').click();
  await page.getByTestId('new-bar-name').fill('Empty');
  await page.getByTestId('new-bar-submit').click();
  await shoot(page, 'empty', [null]);
} finally {
  await browser.close();
  await server.stop();
}
