// Gzipped JavaScript the home screen loads, measured in Chromium against the built app.
// Run: npm run build && npx tsx bench/homeBundle.ts   (starts its own server on port 8098)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const port = 8098;
const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-bundle-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

try {
  for (let i = 0; i < 300; i++) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(50);
  }
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage();
  const scripts: { url: string; gzipped: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, gzipped: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await browser.close();
  let total = 0;
  for (const script of scripts.sort((a, b) => b.gzipped - a.gzipped)) {
    total += script.gzipped;
    console.log(`${(script.gzipped / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  }
  console.log(`home screen JavaScript, gzipped: ${(total / 1024).toFixed(1)} KB in ${scripts.length} files`);
  console.log(
    `three.js loaded on the home screen: ${scripts.some((script) => script.url.includes('scene')) ? 'yes' : 'no'}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
