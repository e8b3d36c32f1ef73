import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The administrator every e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.example.com', password: 'e2e admin password' };
/** The company website every e2e server is configured with (COMPANY_URL). */
export const E2E_COMPANY_URL = 'https://company.e2e.example.com/';

const repoRoot = new URL('..', import.meta.url).pathname;
/** A server starting on a loaded 2-core machine (PGlite in WebAssembly) may take a while. */
const START_TIMEOUT_MS = 180_000;

export type ServerProcess = { baseURL: string; stop: () => Promise<string> };

/** A free TCP port on 127.0.0.1 (E2E_PORT + offset when E2E_PORT is set). */
export async function freePort(offset: number): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT) + offset;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function ended(child: ChildProcess): string | null {
  if (child.exitCode !== null) return `exit code ${child.exitCode}`;
  if (child.signalCode !== null) return `signal ${child.signalCode}`;
  return null;
}

/**
 * Starts the built server (`node apps/server/dist/main.js`, on the Node.js that runs Playwright)
 * with its own DATA_DIR and port (and `extraEnv` on top of the usual variables), and waits until
 * /api/health answers 200. stop() sends SIGTERM
 * and resolves with how the process ended ("exit code 0" when it shut down cleanly).
 */
export async function startServer(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // An administrator to sign in with and to be notified of inquiries.
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every test comes from 127.0.0.1: the throttles (docs/security.md) count per IP.
      THROTTLE_LIMIT_FACTOR: '100',
      COMPANY_URL: E2E_COMPANY_URL,
      // What a spec asks for its worker's server (the `serverEnv` fixture), e.g. EMBED_ORIGINS.
      ...extraEnv,
    },
  });
  const exited = new Promise<string>((resolve) => child.once('exit', () => resolve(ended(child) ?? 'ended')));
  const stop = async () => {
    if (ended(child) === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    return ended(child) ?? 'ended';
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && ended(child) === null) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).status === 200) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const how = ended(child) ?? `still starting after ${START_TIMEOUT_MS / 1000} s`;
  await stop();
  throw new Error(
    `the e2e server at ${baseURL} never answered /api/health with 200 (${how}); its log:\n${readFileSync(logFile, 'utf8')}`,
  );
}
