// Bytes on the wire (after compression, headers included) of the home screen and of the editor of
// the largest preset, measured in Chromium against the built app, per type of resource.
// Run: npm run build && npx tsx bench/transfer.ts   (builds nothing; starts its own server on a free port)
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { startBuiltServer } from './builtServer.ts';

/** The targets of issue 14. */
const LIMITS = { home: 350 * 1024, editor: 1200 * 1024 };

type Kind = 'js' | 'css' | 'images' | 'fonts' | 'media' | 'api' | 'document' | 'other';

function kindOf(url: string, resourceType: string, mimeType: string): Kind {
  const path = new URL(url).pathname;
  if (path.startsWith('/api/') || path.startsWith('/sanctum/')) return 'api';
  if (resourceType === 'Document') return 'document';
  if (resourceType === 'Script' || mimeType.includes('javascript')) return 'js';
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (resourceType === 'Image' || mimeType.startsWith('image/')) return 'images';
  if (resourceType === 'Font' || mimeType.startsWith('font/')) return 'fonts';
  if (resourceType === 'Media' || mimeType.startsWith('video/')) return 'media';
  return 'other';
}

type Measured = {
  total: number;
  requests: number;
  byKind: Map<Kind, number>;
  encodings: Map<string, number>;
  /** Every response with its bytes, printed with TRANSFER_DETAIL=1. */
  responses: Array<{ path: string; bytes: number }>;
};

/** Loads `url` in a fresh context (empty cache) and sums the encoded bytes of every response. */
async function measure(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, { url: string; type: string; mime: string; encoding: string }>();
  const measured: Measured = { total: 0, requests: 0, byKind: new Map(), encodings: new Map(), responses: [] };
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    requests.set(event.requestId, {
      url: event.response.url,
      type: event.type ?? 'Other',
      mime: event.response.mimeType,
      encoding: String(headers['content-encoding'] ?? 'identity'),
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request || request.url.startsWith('data:') || request.url.startsWith('blob:')) return;
    const kind = kindOf(request.url, request.type, request.mime);
    measured.total += event.encodedDataLength;
    measured.requests += 1;
    measured.responses.push({ path: new URL(request.url).pathname, bytes: event.encodedDataLength });
    measured.byKind.set(kind, (measured.byKind.get(kind) ?? 0) + event.encodedDataLength);
    if (kind !== 'api' && kind !== 'images' && kind !== 'media') {
      measured.encodings.set(request.encoding, (measured.encodings.get(request.encoding) ?? 0) + 1);
    }
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await sleep(500);
  await context.close();
  return measured;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(name: string, measured: Measured, limit: number): boolean {
  console.log(`${name}: ${kb(measured.total)} on the wire in ${measured.requests} responses (target ≤ ${kb(limit)})`);
  for (const [kind, bytes] of [...measured.byKind].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kind.padEnd(9)}${kb(bytes).padStart(10)}`);
  }
  console.log(
    `  content-encoding of scripts, styles, documents: ${[...measured.encodings].map(([k, v]) => `${k} ×${v}`).join(', ')}`,
  );
  if (process.env.TRANSFER_DETAIL === '1') {
    for (const { path, bytes } of [...measured.responses].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`    ${kb(bytes).padStart(10)}  ${path}`);
    }
  }
  return measured.total <= limit;
}

const server = await startBuiltServer();
const { base } = server;
let withinTargets = false;
try {
  const presets = (await (await fetch(`${base}/api/bar-presets`)).json()) as {
    data: { id: number; code: string; module_count: number }[];
  };
  const largest = presets.data.reduce((a, b) => (b.module_count > a.module_count ? b : a));

  const browser = await chromium.launch(chromiumLaunch);
  const home = await measure(browser, `${base}/`, async (page) => {
    await page.getByTestId('start-now').waitFor({ timeout: 60_000 });
  });
  const editor = await measure(browser, `${base}/bar-presets/${largest.id}`, async (page) => {
    await page.getByTestId('editor').waitFor({ timeout: 60_000 });
    await page.getByTestId('scene-canvas').locator('canvas').waitFor({ timeout: 60_000 });
  });
  await browser.close();

  const homeOk = report('home screen', home, LIMITS.home);
  const editorOk = report(`editor of "${largest.code}" (${largest.module_count} modules)`, editor, LIMITS.editor);
  withinTargets = homeOk && editorOk;
  console.log(withinTargets ? 'both within target' : 'OVER TARGET');
} finally {
  await server.stop();
}
process.exitCode = withinTargets ? 0 : 1;
