// "Make a photo" in Debian's Chromium (WebGL in software, SwiftShader): the draft photo the e2e test
// makes (compact-bar preset, 256 × 160, Draft = 8 samples), from the click on "Make" to the dialog's
// "done", and where the time goes, read from the `photo: …` marks pathTrace.ts puts on the page's
// timeline: the panorama lighting it, the scene copied and its BVH built, the first sample (which
// includes compiling the path tracer's program), the other samples, the grain smoothed, the PNG encoded. Also counted:
// the large programs the photo asked the browser to link (the path tracer's; each variant is compiled anew).
// Each run is a fresh browser (no program cache carried over). WEB_DISTS (comma-separated builds of
// apps/web, default apps/web/dist) are measured in alternating runs on one server each, to compare
// two builds in one sitting on a noisy machine.
// Run: npm run build && npm run photo -w @bar/bench   (RUNS=3 by default)
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { type BuiltServer, startBuiltServer } from './builtServer.ts';

const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const root = new URL('..', import.meta.url).pathname;
const dists = (process.env.WEB_DISTS ?? 'apps/web/dist').split(',').map((dist) => resolve(root, dist.trim()));
const SIZE = 'Small (256 × 160)';
const QUALITY = 'Draft (8 samples, fast)';
/** Fragment shaders longer than this are the path tracer's (three's own programs are far shorter). */
const LARGE_SHADER = 50_000;

/** Counts the programs linked with a large fragment shader (the path tracer's), with their sizes. */
const COUNT_LINKS = `
  window.__largeLinks = [];
  const sources = new WeakMap();
  const attached = new WeakMap();
  const proto = WebGL2RenderingContext.prototype;
  const shaderSource = proto.shaderSource;
  proto.shaderSource = function (shader, source) { sources.set(shader, source); return shaderSource.call(this, shader, source); };
  const attachShader = proto.attachShader;
  proto.attachShader = function (program, shader) {
    const list = attached.get(program) ?? [];
    list.push(shader);
    attached.set(program, list);
    return attachShader.call(this, program, shader);
  };
  const linkProgram = proto.linkProgram;
  proto.linkProgram = function (program) {
    const longest = Math.max(0, ...(attached.get(program) ?? []).map((shader) => (sources.get(shader) ?? '').length));
    if (longest > ${LARGE_SHADER}) window.__largeLinks.push([performance.now(), longest]);
    return linkProgram.call(this, program);
  };
`;

type Run = {
  dist: string;
  /** From the click on "Make" to the dialog's "done", ms. */
  totalMs: number;
  /** From one mark to the next, ms, in the order they were made. */
  steps: [string, number][];
  links: number[];
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function openPreset(page: Page, code: string): Promise<void> {
  const presets = (
    (await (await page.request.get('/api/bar-presets')).json()) as { data: { id: number; code: string }[] }
  ).data;
  const preset = presets.find((entry) => entry.code === code);
  if (!preset) throw new Error(`no preset ${code}`);
  await page.goto(`/bar-presets/${preset.id}`);
  await page.waitForURL(/\/bars\/[0-9a-f-]{36}\/edit\/side\//);
  await page.waitForFunction(() => (window.__barScene?.info().frames ?? 0) > 0, undefined, { timeout: 180_000 });
}

async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function photoRun(server: BuiltServer, dist: string): Promise<Run> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    });
    await context.addInitScript(COUNT_LINKS);
    const page = await context.newPage();
    await openPreset(page, 'compact-bar');
    await page.getByTestId('file-menu').click();
    await page.getByTestId('file-make-photo').click();
    await choose(page, 'photo-size', SIZE);
    await choose(page, 'photo-quality', QUALITY);
    const dialog = page.getByTestId('photo-dialog');
    const started = Date.now();
    await page.getByTestId('photo-make').click();
    await dialog.and(page.locator('[data-phase="done"]')).waitFor({ timeout: 900_000 });
    const totalMs = Date.now() - started;
    const { marks, links } = await page.evaluate(() => ({
      marks: performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('photo: '))
        .map((mark) => [mark.name.slice('photo: '.length), mark.startTime] as [string, number]),
      links: ((window as unknown as { __largeLinks: [number, number][] }).__largeLinks ?? [])
        .filter(([at]) => at >= (performance.getEntriesByName('photo: start')[0]?.startTime ?? 0))
        .map(([, size]) => size),
    }));
    const steps = marks.slice(1).map(([name, at], index) => [name, at - (marks[index]?.[1] ?? at)] as [string, number]);
    return { dist, totalMs, steps, links };
  } finally {
    await browser.close();
  }
}

const servers = new Map<string, BuiltServer>();
try {
  for (const dist of dists) servers.set(dist, await startBuiltServer({ env: { WEB_DIST: dist } }));
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    for (const dist of dists) {
      const server = servers.get(dist);
      if (!server) continue;
      const result = await photoRun(server, dist);
      results.push(result);
      const steps = result.steps.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ');
      console.log(
        `${dist}: ${seconds(result.totalMs)} (large programs linked: ${result.links.length}, ${result.links.join(', ')} chars) — ${steps}`,
      );
    }
  }
  for (const dist of dists) {
    const own = results.filter((result) => result.dist === dist);
    const step = (name: string) => median(own.map((result) => result.steps.find(([step]) => step === name)?.[1] ?? 0));
    const later = median(
      own.map((result) => {
        const samples = result.steps.filter(([name]) => /^sample [2-9]/.test(name)).map(([, ms]) => ms);
        return samples.reduce((sum, ms) => sum + ms, 0) / Math.max(1, samples.length);
      }),
    );
    console.log(
      `${dist}, median of ${own.length}: total ${seconds(median(own.map((result) => result.totalMs)))}; ` +
        `panorama ${seconds(step('surroundings'))}, scene and BVH ${seconds(step('scene'))}, ` +
        `first sample (program compile) ${seconds(step('sample 1'))}, each later sample ${seconds(later)}, ` +
        `smoothing ${seconds(step('smoothed'))}, encode ${seconds(step('encoded'))}`,
    );
  }
} finally {
  for (const server of servers.values()) await server.stop();
}
