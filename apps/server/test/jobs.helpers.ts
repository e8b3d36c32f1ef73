import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { DatabaseConnection } from '../src/db/client.ts';
import type { JobsOptions } from '../src/plugins/jobs/plugin.ts';
import { testConfig } from './helpers/app.ts';
import type { DatabaseKind } from './helpers/database.ts';
import { type TestApp, useTestApp } from './helpers/testApp.ts';

/** Quick retries so that failure paths finish within a test. */
export const FAST_JOBS: Partial<Omit<JobsOptions, 'connection'>> = {
  runWorker: true,
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  pollingIntervalSeconds: 0.5,
};

/** An app whose outbox is a fresh folder, so that tests can count the .eml files it writes. */
export async function createJobsApp(
  database: DatabaseConnection,
  jobs: Partial<Omit<JobsOptions, 'connection'>> = FAST_JOBS,
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; mailDir: string }> {
  const mailDir = join(mkdtempSync(join(tmpdir(), 'bar-jobs-')), 'mail');
  const app = await buildApp(testConfig({ mailDir, ...overrides }), { database, keepDatabaseOpen: true, jobs });
  return { app, mailDir };
}

/**
 * A suite's app whose job worker runs in-process with quick retries, ready before the first test
 * (see useTestApp: the fields are filled in by its `beforeAll`).
 */
export function jobsAppForSuite(kind: DatabaseKind): TestApp {
  return useTestApp(kind, { jobs: FAST_JOBS, ready: true });
}

export function mailFiles(mailDir: string): string[] {
  try {
    return readdirSync(mailDir);
  } catch {
    return [];
  }
}

/** Polls until `check` holds: jobs run on the worker's schedule, not the test's. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
