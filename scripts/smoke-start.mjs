// Smoke test of `npm start` on the Node.js that runs this script (CI: the machine's Node 20, while
// the suites run on Node 24): the prestart step (build-if-missing), then the built server on a
// temporary DATA_DIR and a free port. Passes when /api/health answers 200, the home page is the
// web app, and SIGTERM ends the process with exit code 0. Usage: /usr/bin/node scripts/smoke-start.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const say = (line) => console.log(`[smoke ${process.version}] ${line}`);

function fail(message, logFile) {
  console.error(`[smoke ${process.version}] FAILED: ${message}`);
  if (logFile) console.error(readFileSync(logFile, 'utf8'));
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const prestart = spawnSync(process.execPath, ['scripts/build-if-missing.mjs'], { cwd: root, stdio: 'inherit' });
if (prestart.status !== 0) fail(`scripts/build-if-missing.mjs exited ${prestart.status}`);

const dataDir = mkdtempSync(join(tmpdir(), 'bar-smoke-'));
const logFile = join(dataDir, 'server.log');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(`exec "${process.execPath}" apps/server/dist/main.js > "${logFile}" 2>&1`, {
  cwd: root,
  shell: '/bin/sh',
  env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));

const deadline = Date.now() + 90_000;
let healthy = false;
while (!healthy && Date.now() < deadline && server.exitCode === null) {
  try {
    healthy = (await fetch(`${base}/api/health`)).status === 200;
  } catch {
    // not listening yet
  }
  if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!healthy) {
  server.kill('SIGKILL');
  fail(`GET /api/health never answered 200 (exit code ${server.exitCode})`, logFile);
}
say(`GET /api/health 200 on port ${port}`);

const home = await fetch(`${base}/`);
const html = await home.text();
if (home.status !== 200 || !html.includes('<div id="root">')) {
  server.kill('SIGKILL');
  fail(`GET / answered ${home.status} without the web app's root element`, logFile);
}
say('GET / 200, the web app');

server.kill('SIGTERM');
const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
const { code, signal } = await exited;
clearTimeout(timer);
if (code !== 0) fail(`after SIGTERM the server ended with code ${code} (signal ${signal})`, logFile);
say('SIGTERM: exit code 0');
rmSync(dataDir, { recursive: true, force: true });
