// Main-thread work while the editor of the largest preset opens, in Debian's Chromium (WebGL in
// software, SwiftShader): every long task (PerformanceObserver "longtask"), the longest one, the
// total blocking time (the part of each task over 50 ms), the time to the panels and to the first
// 3D frame, and where the main thread spent its time (CPU profile): our code and the libraries per
// chunk, and the time inside WebGL calls (shader compile and link, uploads, draws), which wait for
// the GPU process.
// Median run of RUNS (default 3), each in a fresh context with an empty cache.
// Run: npm run build && npm run editor-open -w @bar/bench   (BAR=sixty: the 60-module bar instead; SKYBOX=woods with that scene)
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { startBuiltServer } from './builtServer.ts';
import { sixtyModuleBar } from './sceneBars.ts';
import { openBarInEditor } from './sceneBrowser.ts';

const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const LONGEST_TARGET = 200;

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

type Run = {
  longTasks: number[];
  /** The longest task's WebGL calls of 5 ms or more (name, ms), in order. */
  slowCallsInLongest: [string, number][];
  panelsMs: number;
  firstFrameMs: number;
  parallelCompile: boolean;
  /** Self time in ms per bucket: a chunk of ours or a library's, WebGL, garbage collection, … */
  buckets: Map<string, number>;
  /** Time inside WebGL calls, ms per method. */
  gl: Record<string, number>;
};

function bucketOf(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  if (!url) return functionName || '(anonymous native)';
  const path = new URL(url).pathname;
  return path.replace(/-[\w-]{8}\.js$/, '.js');
}

function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const buckets = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const key = bucketOf(node);
    buckets.set(key, (buckets.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return buckets;
}

/**
 * Collects long tasks from the start of the document (`window.__longTasks`), and times every WebGL
 * call (`window.__glTime`, ms per method): the main thread waiting for the GPU process, where
 * SwiftShader compiles and links the shaders and draws.
 */
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  window.__longTaskSpans = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push(entry.duration);
      window.__longTaskSpans.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'longtask', buffered: true });
  window.__glTime = {};
  window.__glSlow = [];
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (!descriptor || typeof descriptor.value !== 'function' || name === 'constructor') continue;
      const original = descriptor.value;
      proto[name] = function (...args) {
        const started = performance.now();
        try {
          return original.apply(this, args);
        } finally {
          const spent = performance.now() - started;
          window.__glTime[name] = (window.__glTime[name] ?? 0) + spent;
          if (spent >= 5) window.__glSlow.push([name, started, spent]);
        }
      };
    }
  }
`;

/** Opens the editor of the bar to measure: a preset's page, or a bar stored through the API first. */
type Open = (page: Page) => Promise<unknown>;

async function openOnce(browser: Browser, base: string, open: Open): Promise<Run> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_LONG_TASKS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await open(page);
  await page.getByTestId('editor').waitFor({ timeout: 120_000 });
  const panelsMs = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => (window.__barScene?.info().frames ?? 0) > 0, undefined, { timeout: 120_000 });
  const firstFrameMs = await page.evaluate(() => performance.now());
  // Settled: no frame drawn for a second, none being prepared (the view at rest is drawn offscreen first).
  let frames = await page.evaluate(() => window.__barScene?.info().frames ?? 0);
  for (;;) {
    await sleep(1000);
    // Frames and preparing read together: a frame shown between two reads would look like a still view.
    const next = await page.evaluate(() => ({
      frames: window.__barScene?.info().frames ?? 0,
      preparing: window.__barScene?.info().preparing ?? false,
    }));
    if (next.frames === frames && !next.preparing) break;
    frames = next.frames;
  }
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const longTasks = (await page.evaluate('window.__longTasks')) as number[];
  const spans = (await page.evaluate('window.__longTaskSpans')) as [number, number][];
  const slow = (await page.evaluate('window.__glSlow')) as [string, number, number][];
  const [start, duration] = spans.reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
  const slowCallsInLongest = slow
    .filter(([, at]) => at >= start && at <= start + duration)
    .map(([name, , ms]): [string, number] => [name, ms]);
  const gl = (await page.evaluate('window.__glTime')) as Record<string, number>;
  const parallelCompile = await page.evaluate(
    () => document.createElement('canvas').getContext('webgl2')?.getExtension('KHR_parallel_shader_compile') != null,
  );
  await context.close();
  return { longTasks, slowCallsInLongest, panelsMs, firstFrameMs, parallelCompile, buckets: selfTimes(profile), gl };
}

const tbtOf = (tasks: number[]) => tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);

const server = await startBuiltServer();
const { base } = server;

let withinTarget = false;
try {
  const presets = (await (await fetch(`${base}/api/bar-presets`)).json()) as {
    data: { id: number; code: string; module_count: number }[];
  };
  const largest = presets.data.reduce((a, b) => (b.module_count > a.module_count ? b : a));
  // BAR=sixty: the fully equipped 60-module bar of the scene tests (stored as a guest bar each run).
  const sixty = process.env.BAR === 'sixty';
  const label = sixty ? 'the fully equipped 60-module bar' : `"${largest.code}" (${largest.module_count} modules)`;
  const open: Open = sixty
    ? (page) => {
        const doc = sixtyModuleBar();
        // SKYBOX=beach|farm|hall|woods: with that background scene.
        const skybox = (process.env.SKYBOX ?? doc.settings.skybox) as typeof doc.settings.skybox;
        return openBarInEditor(page, { ...doc, settings: { ...doc.settings, skybox } }, '60 modules');
      }
    : (page) => page.goto(`/bar-presets/${largest.id}`);
  const browser = await chromium.launch(chromiumLaunch);
  const all: Run[] = [];
  try {
    for (let run = 0; run < runs; run++) all.push(await openOnce(browser, base, open));
  } finally {
    await browser.close();
  }
  const longest = (run: Run) => Math.max(0, ...run.longTasks);
  const sorted = [...all].sort((a, b) => longest(a) - longest(b));
  const median = sorted[Math.floor(sorted.length / 2)] as Run;
  console.log(`editor of ${label}, median of ${all.length} runs by longest task`);
  console.log(`  KHR_parallel_shader_compile: ${median.parallelCompile ? 'yes' : 'no'}`);
  console.log(`  panels shown:       ${median.panelsMs.toFixed(0)} ms after navigation start`);
  console.log(`  first 3D frame:     ${median.firstFrameMs.toFixed(0)} ms`);
  console.log(
    `  long tasks:         ${median.longTasks.length} (${median.longTasks.map((d) => d.toFixed(0)).join(', ')} ms)`,
  );
  console.log(
    `  longest task:       ${longest(median).toFixed(0)} ms (target ≤ ${LONGEST_TARGET}; runs: ${all.map((r) => longest(r).toFixed(0)).join(', ')})`,
  );
  console.log(
    `  total blocking time ${tbtOf(median.longTasks).toFixed(0)} ms (runs: ${all.map((r) => tbtOf(r.longTasks).toFixed(0)).join(', ')})`,
  );
  for (const run of all) {
    const calls = run.slowCallsInLongest;
    const inCalls = calls.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `    run's longest ${longest(run).toFixed(0)} ms: ${inCalls.toFixed(0)} ms in ${calls.length} WebGL calls of 5 ms or more (${calls
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ')})`,
    );
  }
  const idle = median.buckets.get('(idle)') ?? 0;
  const busy = [...median.buckets].reduce((sum, [, ms]) => sum + ms, 0) - idle;
  const glTotal = Object.values(median.gl).reduce((sum, ms) => sum + ms, 0);
  console.log(
    `  main thread busy    ${busy.toFixed(0)} ms (CPU profile; "(program)" is native work: WebGL calls, style, layout)`,
  );
  for (const [key, ms] of [...median.buckets]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)) {
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${key}`);
  }
  console.log(
    `  inside WebGL calls  ${glTotal.toFixed(0)} ms (waiting for the GPU process: SwiftShader compiles, links, draws)`,
  );
  for (const [name, ms] of Object.entries(median.gl)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)) {
    console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  }
  withinTarget = longest(median) <= LONGEST_TARGET;
} finally {
  await server.stop();
}
process.exitCode = withinTarget ? 0 : 1;
