// Pictures of the 3D scene for docs/look.md: two templates (compact bar, island bar) from the front
// and three-quarter camera presets, the equipped L bar of the scene tests, and a new empty bar.
// Run: npm run build && npx tsx bench/lookShots.ts <prefix>   (e.g. docs/look/after)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { equippedLBarWithBackBar } from './sceneBars.ts';
import { openBarInEditor } from './sceneBrowser.ts';

const root = new URL('..', import.meta.url).pathname;
const port = 8097;
const baseURL = `http://127.0.0.1:${port}`;
const prefix = process.argv[2] ?? 'docs/look/shot';

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGTERM');
  throw new Error('server did not become healthy in time');
}

async function frames(page: Page): Promise<number> {
  return page.evaluate(() => window.__barScene?.info().frames ?? -1);
}

/** Waits for a first frame, then until no frame was drawn for 800 ms. */
async function settle(page: Page): Promise<void> {
  while ((await frames(page)) < 1) await sleep(100);
  let last = await frames(page);
  for (;;) {
    await sleep(800);
    const next = await frames(page);
    if (next === last) return;
    last = next;
  }
}

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

const dataDir = mkdtempSync(join(tmpdir(), 'bar-look-'));
const server = await startServer(dataDir);
const browser = await chromium.launch(chromiumLaunch);
try {
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 900 }, locale: 'en-US' });
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
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
