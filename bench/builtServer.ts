import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './freePort.ts';

const root = new URL('..', import.meta.url).pathname;

export type BuiltServer = { base: string; stop: () => Promise<void> };

/**
 * Starts the built server (`npm run build` first) on a free port and a fresh temporary data folder
 * (PGlite, seeded on start), and waits until `/api/health` answers. `stop` ends it and removes the folder.
 */
export async function startBuiltServer(): Promise<BuiltServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, stop };
    await sleep(100);
  }
  await stop();
  throw new Error('the built server did not become healthy in time');
}
