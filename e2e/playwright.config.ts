import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';

// Each worker starts its own server (tests/fixtures.ts: port, DATA_DIR and outbox of its own, copied
// from the data folder globalSetup.ts prepares), so
// tests run side by side in any order. Two workers suit a 2-core machine (docs/benchmarks.md,
// "CI stages"); E2E_WORKERS changes it.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  globalSetup: './globalSetup.ts',
  outputDir: './test-results',
  // A test's own steps take about a minute on an idle machine; CI machines have run the whole suite
  // at half that speed, so a test may take three (a failing one still ends at its first wrong step).
  timeout: 180_000,
  // Two servers and two software-WebGL browsers share two cores: a drawn change can take seconds,
  // and tens of seconds on a CI machine at half speed (the labels of a view drawn for the first time).
  expect: { timeout: 60_000 },
  fullyParallel: true,
  workers,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunch,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
