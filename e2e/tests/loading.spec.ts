import type { Page } from '@playwright/test';
import { firstFrame } from './canvas.ts';
import { expect, test } from './fixtures.ts';

/** The compressed bytes of the editor's scripts may not exceed this (issue 18: all of it ≤ 1.2 MB). */
const EDITOR_SCRIPT_BUDGET = 900 * 1024;
/** The home screen's scripts (issue 4: ≤ 350 KB with everything else). */
const HOME_SCRIPT_BUDGET = 300 * 1024;

type Script = { path: string; bytes: number };

/** Every script the page loads from now on, with its bytes on the wire (compressed, headers included). */
async function recordScripts(page: Page): Promise<Script[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const scripts: Script[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') urls.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const path = urls.get(event.requestId);
    if (path) scripts.push({ path, bytes: event.encodedDataLength });
  });
  return scripts;
}

const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);
/** three.js and everything drawing in 3D live in these chunks (apps/web/vite.config.ts). */
const isThreeD = (script: Script) => /\/(scene-vendor|BarScene|EditorScene)-[\w-]+\.js$/.test(script.path);

test('the home screen loads no 3D code; the editor loads it within its byte budget', async ({ page }) => {
  const home = await recordScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('start-now')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(home.length).toBeGreaterThan(0);
  expect(home.filter(isThreeD)).toEqual([]);
  expect(total(home)).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET);

  const presets = (await (await page.request.get('/api/bar-presets')).json()) as {
    data: { id: number; module_count: number }[];
  };
  const largest = presets.data.reduce((a, b) => (b.module_count > a.module_count ? b : a));
  const editorPage = await page.context().newPage();
  const editor = await recordScripts(editorPage);
  await editorPage.goto(`/bar-presets/${largest.id}`);
  await expect(editorPage.getByTestId('editor')).toBeVisible({ timeout: 60_000 });
  await firstFrame(editorPage);
  await editorPage.waitForLoadState('networkidle');
  expect(editor.filter(isThreeD).length).toBeGreaterThanOrEqual(2);
  // The admin area's libraries (charts, drag and drop) stay out of the editor.
  expect(editor.filter((script) => script.path.includes('admin-vendor'))).toEqual([]);
  expect(total(editor)).toBeLessThanOrEqual(EDITOR_SCRIPT_BUDGET);
});
