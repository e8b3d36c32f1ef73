import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8091);
// Exported so that specs (run in worker processes that inherit this environment) read the
// server's outbox from the same folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bar-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const repoRoot = new URL('..', import.meta.url).pathname;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunch,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // An administrator to be notified of inquiries (quote.spec.ts).
      ADMIN_EMAIL: 'admin@e2e.example.com',
      ADMIN_PASSWORD: 'e2e admin password',
    },
  },
});
