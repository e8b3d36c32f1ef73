// Gzipped JavaScript the home screen loads, measured in Chromium against the built app.
// Run: npm run build && npx tsx bench/homeBundle.ts   (starts its own server on a free port)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium.ts';
import { startBuiltServer } from './builtServer.ts';

const server = await startBuiltServer();
try {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage();
  const scripts: { url: string; gzipped: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, gzipped: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
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
  await server.stop();
}
