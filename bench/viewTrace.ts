// A Chromium trace of the editor's opening, of a tab switch and of a colour change, for finding where the time goes.
// Writes /tmp/perf/<name>.json (open it in chrome://tracing or Perfetto) and prints the main
// thread's tasks over 4 ms with what ran in them.
// Run: npm run build && npx tsx bench/viewTrace.ts   (the largest preset; BAR=sixty for the 60-module bar)
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { startBuiltServer } from './builtServer.ts';
import { sixtyModuleBar } from './sceneBars.ts';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'gpu',
  'toplevel',
  'loading',
  'blink',
].join(',');

async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

function summarise(events: TraceEvent[], label: string, fromTs?: number): void {
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  }
  const main = [...threadNames].filter(([, name]) => name === 'CrRendererMain').map(([key]) => key);
  // The renderer main thread with the most tasks is the page's.
  const counts = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (main.includes(key) && event.name === 'RunTask') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const page = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onPage = events.filter((event) => `${event.pid}:${event.tid}` === page && event.ph === 'X');
  const navigation = events.find((event) => event.name === 'navigationStart' || event.name === 'NavigationTiming');
  const origin = fromTs ?? onPage.filter((e) => e.name === 'RunTask')[0]?.ts ?? 0;
  console.log(`\n${label}: tasks over 4 ms on the page's main thread (ms from start)${navigation ? '' : ''}`);
  const tasks = onPage.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 4000 && event.ts >= origin);
  let busy = 0;
  for (const task of tasks) {
    busy += (task.dur ?? 0) / 1000;
    const end = task.ts + (task.dur ?? 0);
    const inside = onPage.filter(
      (event) => event.ts >= task.ts && event.ts < end && event !== task && (event.dur ?? 0) > 1000,
    );
    const what = inside
      .filter((event) => event.name !== 'ThreadControllerImpl::RunTask')
      .slice(0, 8)
      .map((event) => {
        const data = event.args?.data ?? {};
        const detail =
          (data.functionName as string) || (data.url as string)?.split('/').pop() || (data.type as string) || '';
        return `${event.name}${detail ? `(${detail})` : ''} ${((event.dur ?? 0) / 1000).toFixed(0)}`;
      })
      .join(', ');
    console.log(
      `  ${((task.ts - origin) / 1000).toFixed(0).padStart(6)} +${((task.dur ?? 0) / 1000).toFixed(0).padStart(5)}  ${what}`,
    );
  }
  console.log(`  total in these tasks: ${busy.toFixed(0)} ms`);
  // What the GPU process ran meanwhile (software WebGL: the drawing itself).
  const gpuThreads = [...threadNames].filter(([, name]) => name === 'CrGpuMain').map(([key]) => key);
  const gpuTasks = events.filter(
    (event) =>
      gpuThreads.includes(`${event.pid}:${event.tid}`) &&
      event.name === 'GPUTask' &&
      (event.dur ?? 0) > 4000 &&
      event.ts >= origin,
  );
  const gpuBusy = gpuTasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0);
  const gpuList = gpuTasks
    .map((task) => `${((task.ts - origin) / 1000).toFixed(0)} +${((task.dur ?? 0) / 1000).toFixed(0)}`)
    .join(', ');
  console.log(`  GPU process tasks over 4 ms: ${gpuList || 'none'} (total ${gpuBusy.toFixed(0)} ms)`);
  const marks = events.filter((event) => event.cat.includes('blink.user_timing') && event.ts >= origin);
  for (const mark of marks) console.log(`  mark ${((mark.ts - origin) / 1000).toFixed(0).padStart(6)} ${mark.name}`);
}

const resources = (page: Page) =>
  page.evaluate(() =>
    [
      ...performance.getEntriesByType('resource').map((entry) => {
        const resource = entry as PerformanceResourceTiming;
        return [
          resource.startTime,
          `${resource.startTime.toFixed(0).padStart(6)} → ${resource.responseEnd.toFixed(0).padStart(6)}  ${new URL(resource.name).pathname.slice(0, 70)}`,
        ] as const;
      }),
      ...performance
        .getEntriesByType('mark')
        .map((mark) => [mark.startTime, `${mark.startTime.toFixed(0).padStart(6)}    mark  ${mark.name}`] as const),
    ]
      .sort((a, b) => a[0] - b[0])
      .map(([, line]) => line)
      .join('\n'),
  );

const server = await startBuiltServer();
const { base } = server;
try {
  const presets = (await (await fetch(`${base}/api/bar-presets`)).json()) as {
    data: { id: number; code: string; module_count: number }[];
  };
  const largest = presets.data.reduce((a, b) => (b.module_count > a.module_count ? b : a));
  const browser = await chromium.launch(chromiumLaunch);
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.request.get('/sanctum/csrf-cookie');
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const created = await context.request.post('/api/bars', {
    data: { name: 'Trace bar', preset_id: largest.id },
    headers: { 'X-XSRF-TOKEN': token },
  });
  const bar = (
    (await created.json()) as { data: { id: string; edit_token: string; preview_token: string; version: number } }
  ).data;
  if (process.env.BAR === 'sixty') {
    const { front, back, additionalAccessories, singleParts, settings, orbit_settings } = sixtyModuleBar();
    const saved = await context.request.put(`/api/bars/${bar.id}?edit_token=${encodeURIComponent(bar.edit_token)}`, {
      data: { version: bar.version, front, back, additionalAccessories, singleParts, settings, orbit_settings },
      headers: { 'X-XSRF-TOKEN': token },
    });
    if (saved.status() !== 200) throw new Error(`PUT /api/bars answered ${saved.status()}`);
  }
  const tokens = { [bar.id]: { edit_token: bar.edit_token, name: 'Trace bar', opened_at: new Date().toISOString() } };
  await context.addInitScript(`localStorage.setItem('bar_tokens', ${JSON.stringify(JSON.stringify(tokens))});`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const which = process.env.WHAT ?? 'editor';
  let stop = process.env.OPEN_TRACE === '0' ? async () => [] as TraceEvent[] : await startTrace(cdp);
  if (which === 'ar') {
    await page.goto(`/ar/bars/${bar.id}?preview_token=${encodeURIComponent(bar.preview_token)}`);
    await page.waitForFunction(
      () => (document.querySelector('model-viewer') as unknown as { loaded?: boolean })?.loaded,
      undefined,
      { timeout: 180_000 },
    );
    await sleep(1500);
  } else {
    await page.goto(`/bars/${bar.id}/edit/side/front?mode=shape&view=3d`);
    await page.waitForFunction(() => (window.__barScene?.info().frames ?? 0) > 0, undefined, { timeout: 180_000 });
  }
  const visible = await page.evaluate(() => performance.now());
  let events = await stop();
  mkdirSync('/tmp/perf', { recursive: true });
  writeFileSync(`/tmp/perf/${which}-open.json`, JSON.stringify({ traceEvents: events }));
  console.log(`${which}: drawn at ${visible.toFixed(0)} ms after navigation start`);
  console.log(await resources(page));
  summarise(events, `${which} open`);
  if (which === 'editor') {
    await sleep(6000);
    for (const tab of ['view3d', 'bar']) {
      stop = await startTrace(cdp);
      await sleep(200);
      const took = await page.evaluate(async (testId) => {
        performance.mark(`click ${testId}`);
        const before = window.__barScene?.info().frames ?? 0;
        const at = performance.now();
        (document.querySelector(`[data-testid="${testId}"]`) as HTMLElement).click();
        for (;;) {
          await new Promise(requestAnimationFrame);
          const info = window.__barScene?.info();
          if ((info?.frames ?? 0) > before)
            return { ms: performance.now() - at, calls: info?.calls, triangles: info?.triangles };
        }
      }, `tab-${tab}`);
      await sleep(1500);
      events = await stop();
      writeFileSync(`/tmp/perf/tab-${tab}.json`, JSON.stringify({ traceEvents: events }));
      const click = events.find((event) => event.name === `click tab-${tab}`);
      console.log(`\ntab ${tab}: drawn ${took.ms.toFixed(0)} ms after the click`);
      console.log(`  its first frame: ${took.calls} draw calls, ${took.triangles} triangles`);
      summarise(events, `tab ${tab}`, click?.ts);
      await sleep(3000);
    }
    // A camera preset on the Bar tab: a cheap frame like a tab switch's, without the resize.
    for (const preset of ['front', 'top']) {
      stop = await startTrace(cdp);
      await sleep(200);
      await page.evaluate((testId) => {
        performance.mark(`click ${testId}`);
        (document.querySelector(`[data-testid="${testId}"]`) as HTMLElement).click();
      }, `camera-preset-${preset}`);
      await sleep(3000);
      events = await stop();
      summarise(
        events,
        `camera preset ${preset}`,
        events.find((event) => event.name === `click camera-preset-${preset}`)?.ts,
      );
    }
    // A colour change (the frames' RAL colour): the picker opened and searched first, the choice traced.
    await page.getByTestId('aside-switch').getByText('Settings').click();
    await page.getByTestId('settings-colors').click();
    await page.getByTestId('color-frames').click();
    await page.getByTestId('color-frames-search').fill('3020');
    await sleep(1500);
    stop = await startTrace(cdp);
    await sleep(200);
    await page.evaluate(() => performance.mark('click colour'));
    await page
      .getByRole('option', { name: /^RAL 3020 / })
      .first()
      .click();
    await sleep(4000);
    events = await stop();
    writeFileSync('/tmp/perf/colour.json', JSON.stringify({ traceEvents: events }));
    summarise(events, 'colour change', events.find((event) => event.name === 'click colour')?.ts);
  }
  await browser.close();
} finally {
  await server.stop();
}
