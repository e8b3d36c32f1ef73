import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './freePort.ts';

const root = new URL('..', import.meta.url).pathname;

type BuiltServerOptions = {
  /** Variables besides PORT, HOST, DATA_DIR and LOG_LEVEL, e.g. DATABASE_URL and APP_KEY for PostgreSQL. */
  env?: NodeJS.ProcessEnv;
  /** A data folder the caller keeps (to start again on it); by default a fresh one, removed by `stop`. */
  dataDir?: string;
  /** A fixed port; by default a free one. */
  port?: number;
  /** Node's own arguments before the entry (e.g. `--expose-gc`). */
  nodeArgs?: string[];
  /** `source` runs apps/server/src/main.ts through tsx instead of the build. */
  entry?: 'built' | 'source';
  stdio?: StdioOptions;
  /** How often /api/health is asked while the server starts. */
  pollMs?: number;
};

export type BuiltServer = {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

const ENTRIES = {
  built: ['apps/server/dist/main.js'],
  source: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

/**
 * Starts the built server (`npm run build` first) on a free port and a fresh temporary data folder
 * (PGlite, seeded on start), and waits until `/api/health` answers. `stop` ends it and removes the
 * folder it made.
 */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bar-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), ...ENTRIES[options.entry ?? 'built']],
    {
      cwd: root,
      env: {
        ...process.env,
        ...options.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: options.stdio ?? 'inherit',
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, port, dataDir, child, stop };
    await sleep(options.pollMs ?? 100);
  }
  const exitCode = child.exitCode;
  await stop();
  throw new Error(
    exitCode === null ? 'the server did not become healthy in time' : `the server exited with ${exitCode}`,
  );
}
