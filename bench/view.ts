// The editor's 3D view against Google's model-viewer, in Debian's Chromium (WebGL in software,
// SwiftShader), on the largest preset and on the 60-module bar:
// - editor opened → the bar drawn, against the same bar's GLB on the AR page in model-viewer, in
//   alternating runs in one browser (each run a fresh context), and their ratio (medians);
// - Bar tab → 3D view tab → Bar tab: time from the click to the 3D view drawn again;
// - input to next paint (Event Timing API, `event` entries of 16 ms or more) of a "Place" (a base
//   module added), undo, a colour change (RAL frame colour) and a camera preset;
// - the draw calls of the resting frame and the frames drawn while idle (2 s).
// Run: npm run build && npm run view -w @bar/bench   (RUNS=3 by default; BARS=island or BARS=sixty for one bar;
// SCREEN=tablet for an iPad-sized touch screen)
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { startBuiltServer } from './builtServer.ts';
import { sixtyModuleBar } from './sceneBars.ts';

const runs = Math.max(1, Number(process.env.RUNS ?? 3));
// SCREEN=tablet: an iPad-sized touch screen (1180 × 820 CSS pixels at a pixel ratio of 2).
const SCREEN =
  process.env.SCREEN === 'tablet'
    ? { viewport: { width: 1180, height: 820 }, deviceScaleFactor: 2, hasTouch: true }
    : { viewport: { width: 1280, height: 800 } };

/**
 * Records, from the start of the document, when the bar is first drawn (`__visibleAt`, ms after
 * navigation start: the editor's first frame, or model-viewer's `model-visibility`), and every
 * Event Timing entry of an interaction (`__events`: start and duration, ms).
 */
const OBSERVE = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__events.push([entry.startTime, entry.duration, entry.name]);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  document.addEventListener('model-visibility', (event) => {
    if (event.detail && event.detail.visible && window.__visibleAt === undefined) {
      requestAnimationFrame(() => { window.__visibleAt = performance.now(); });
    }
  }, true);
  const poll = () => {
    if (window.__visibleAt !== undefined) return;
    if ((window.__barScene?.info().frames ?? 0) > 0) window.__visibleAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
`;

type Bar = { id: string; edit_token: string; preview_token: string };
type Edits = Record<'place' | 'undo' | 'colour' | 'camera', number>;
type EditorRun = { visibleMs: number; tabToView: number; tabToBar: number; edits: Edits; calls: number; idle: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** A guest bar made through the API: from a preset, or the 60-module document saved over an empty bar. */
async function storeBar(browser: Browser, base: string, source: { presetId: number } | 'sixty'): Promise<Bar> {
  const context = await browser.newContext({ baseURL: base });
  try {
    await context.request.get('/sanctum/csrf-cookie');
    const body = source === 'sixty' ? { name: '60 modules' } : { name: 'Bench bar', preset_id: source.presetId };
    const created = await context.request.post('/api/bars', { data: body, headers: await xsrfHeader(context) });
    if (created.status() !== 201) throw new Error(`POST /api/bars answered ${created.status()}`);
    const bar = ((await created.json()) as { data: Bar & { version: number } }).data;
    if (source === 'sixty') {
      const { front, back, additionalAccessories, singleParts, settings, orbit_settings } = sixtyModuleBar();
      const saved = await context.request.put(`/api/bars/${bar.id}?edit_token=${encodeURIComponent(bar.edit_token)}`, {
        data: { version: bar.version, front, back, additionalAccessories, singleParts, settings, orbit_settings },
        headers: await xsrfHeader(context),
      });
      if (saved.status() !== 200) throw new Error(`PUT /api/bars answered ${saved.status()}`);
    }
    return bar;
  } finally {
    await context.close();
  }
}

async function freshPage(browser: Browser, base: string, bar: Bar): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, ...SCREEN, locale: 'en-US' });
  const tokens = { [bar.id]: { edit_token: bar.edit_token, name: 'Bench bar', opened_at: new Date().toISOString() } };
  await context.addInitScript(`localStorage.setItem('bar_tokens', ${JSON.stringify(JSON.stringify(tokens))});`);
  await context.addInitScript(OBSERVE);
  return context.newPage();
}

const frames = (page: Page) => page.evaluate(() => window.__barScene?.info().frames ?? -1);

/** The frames and whether one is being prepared, read together (a frame between two reads would be missed). */
const state = (page: Page) =>
  page.evaluate(() => ({
    frames: window.__barScene?.info().frames ?? -1,
    preparing: window.__barScene?.info().preparing ?? false,
  }));

/**
 * Waits until no frame was drawn for a second and none is being prepared (frameloop "demand": a
 * still view draws nothing; the view at rest is drawn offscreen before it is shown).
 */
async function settle(page: Page): Promise<void> {
  let last = await frames(page);
  for (;;) {
    await sleep(1000);
    const next = await state(page);
    if (next.frames === last && !next.preparing) return;
    last = next.frames;
  }
}

/**
 * From a click on the tab to the 3D view's new frame on the screen: the first animation frame after
 * the one in which the view showed a new frame (of the same scene, or a new scene's first). The
 * browser starts that next frame only once it has committed the canvas (in software WebGL the
 * commit reads the canvas back, waiting for the GPU), so its time is when the pixels are there, not
 * when they were asked for.
 */
async function tabSwitch(page: Page, tab: string): Promise<number> {
  // A string, not a function: the bench's compiler would name the inner functions with a helper
  // the page does not have.
  const before = (await page.evaluate(`(() => {
    const scene = window.__barScene;
    const framesBefore = scene ? scene.info().frames : 0;
    const watch = { at: performance.now() };
    window.__switch = watch;
    function isShown() {
      const now = window.__barScene;
      if (!now) return false;
      const count = now.info().frames;
      return now === scene ? count > framesBefore : count > 0;
    }
    function onFrame(time) {
      if (watch.shownAt !== undefined) {
        watch.drawnAt = time;
        return;
      }
      if (isShown()) watch.shownAt = time;
      requestAnimationFrame(onFrame);
    }
    requestAnimationFrame(onFrame);
    document.querySelector('[data-testid="tab-${tab}"]').click();
    return watch.at;
  })()`)) as number;
  const drawnAt = await page.waitForFunction(
    () => (window as unknown as { __switch: { drawnAt?: number } }).__switch.drawnAt ?? false,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const at = (await drawnAt.jsonValue()) as number;
  await settle(page);
  return at - before;
}

/** The longest input-to-next-paint of the interactions that `act` makes, once the view is still again. */
async function inputToPaint(page: Page, act: () => Promise<void>): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await act();
  await settle(page);
  const events = (await page.evaluate('window.__events')) as [number, number, string][];
  return Math.max(0, ...events.filter(([start]) => start >= since).map(([, duration]) => duration));
}

async function editorRun(browser: Browser, base: string, bar: Bar): Promise<EditorRun> {
  const page = await freshPage(browser, base, bar);
  try {
    await page.goto(`/bars/${bar.id}/edit/side/front?mode=shape&view=3d`);
    await page.waitForFunction(() => (window as unknown as { __visibleAt?: number }).__visibleAt, undefined, {
      timeout: 180_000,
    });
    const visibleMs = (await page.evaluate('window.__visibleAt')) as number;
    await page.mouse.move(0, 0);
    await settle(page);
    const tabToView = await tabSwitch(page, 'view3d');
    const tabToBar = await tabSwitch(page, 'bar');
    const place = await inputToPaint(page, () => page.getByTestId('add-module-g-raxx-600').click());
    const undo = await inputToPaint(page, () => page.getByTestId('undo').click());
    await page.getByTestId('aside-switch').getByText('Settings').click();
    await page.getByTestId('settings-colors').click();
    // The colour picker: opened and searched first, the choice of the colour is what is timed.
    await page.getByTestId('color-frames').click();
    await page.getByTestId('color-frames-search').fill('3020');
    const colour = await inputToPaint(page, () =>
      page
        .getByRole('option', { name: /^RAL 3020 / })
        .first()
        .click(),
    );
    const camera = await inputToPaint(page, () => page.getByTestId('camera-preset-front').click());
    await page.mouse.move(0, 0);
    const calls = await page.evaluate(() => window.__barScene?.info().calls ?? -1);
    const idleFrom = await frames(page);
    await sleep(2000);
    const idle = (await frames(page)) - idleFrom;
    return { visibleMs, tabToView, tabToBar, edits: { place, undo, colour, camera }, calls, idle };
  } finally {
    await page.context().close();
  }
}

async function modelViewerRun(browser: Browser, base: string, bar: Bar): Promise<number> {
  const page = await freshPage(browser, base, bar);
  try {
    await page.goto(`/ar/bars/${bar.id}?preview_token=${encodeURIComponent(bar.preview_token)}`);
    await page.waitForFunction(() => (window as unknown as { __visibleAt?: number }).__visibleAt, undefined, {
      timeout: 180_000,
    });
    return (await page.evaluate('window.__visibleAt')) as number;
  } finally {
    await page.context().close();
  }
}

const server = await startBuiltServer();
const { base } = server;
try {
  const presets = (await (await fetch(`${base}/api/bar-presets`)).json()) as {
    data: { id: number; code: string; module_count: number }[];
  };
  const largest = presets.data.reduce((a, b) => (b.module_count > a.module_count ? b : a));
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const bars = [
      { key: 'island', label: `"${largest.code}" (${largest.module_count} modules)`, source: { presetId: largest.id } },
      { key: 'sixty', label: 'the 60-module bar', source: 'sixty' as const },
    ].filter((bar) => !process.env.BARS || process.env.BARS === bar.key);
    for (const { label, source } of bars) {
      const editor: EditorRun[] = [];
      const viewer: number[] = [];
      for (let run = 0; run < runs; run++) {
        // A bar of its own per run: the edits of one run do not change the next.
        const bar = await storeBar(browser, base, source);
        editor.push(await editorRun(browser, base, bar));
        viewer.push(await modelViewerRun(browser, base, bar));
      }
      const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
      const editorVisible = editor.map((run) => run.visibleMs);
      console.log(`${label}, ${runs} alternating runs (medians; each run's figure in brackets)`);
      console.log(`  editor → bar drawn:        ${ms(median(editorVisible))} (${list(editorVisible)})`);
      console.log(`  model-viewer → bar drawn:  ${ms(median(viewer))} (${list(viewer)})`);
      console.log(
        `  ratio editor / model-viewer: ${(median(editorVisible) / median(viewer)).toFixed(2)} (target ≤ 1.0)`,
      );
      const figures: [string, (run: EditorRun) => number, string][] = [
        ['Bar → 3D view tab drawn:', (run) => run.tabToView, '(target ≤ 300 ms)'],
        ['3D view → Bar tab drawn:', (run) => run.tabToBar, '(target ≤ 300 ms)'],
        ['INP place:', (run) => run.edits.place, '(target ≤ 200 ms, 60 modules ≤ 300 ms)'],
        ['INP undo:', (run) => run.edits.undo, ''],
        ['INP colour change:', (run) => run.edits.colour, ''],
        ['INP camera preset:', (run) => run.edits.camera, '(target ≤ 200 ms)'],
      ];
      for (const [name, of, target] of figures) {
        const values = editor.map(of);
        console.log(`  ${name.padEnd(26)} ${ms(median(values))} (${list(values)}) ${target}`);
      }
      console.log(`  draw calls at rest:         ${list(editor.map((run) => run.calls))} (target ≤ 100)`);
      console.log(`  frames while idle (2 s):    ${list(editor.map((run) => run.idle))} (target 0)`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
