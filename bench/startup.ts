// Time from starting the built server to a healthy /api/health: first start on an empty data
// folder (migrations + seed) and second start on the same folder.
// Run: npm run build && npx tsx bench/startup.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('..', import.meta.url).pathname;
const port = 8097;

async function waitHealthy(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error('server did not become healthy in time');
}

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    await waitHealthy(Date.now() + 60_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-start-'));
try {
  const first = await timeStart(dataDir);
  const second = await timeStart(dataDir);
  const third = await timeStart(dataDir);
  console.log(`first start (empty data folder): ${first.toFixed(0)} ms`);
  console.log(`second start (same folder):      ${second.toFixed(0)} ms`);
  console.log(`third start (same folder):       ${third.toFixed(0)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
