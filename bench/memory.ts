// Memory of the server (issue 17 point 5): RSS and heap after a first start and idle after a
// restart on the same database, then after
// 1,000 saves (PATCH of one colour on 20 bars of 60 modules, ten at a time), each after a full
// garbage collection, on a fresh PGlite folder and, when TEST_DATABASE_URL names a PostgreSQL
// server, on a fresh database there (dropped afterwards). The server runs as built
// (apps/server/dist/main.js, `npm run build -w @bar/server`) when it is, else from source (tsx,
// which adds its own compiler to the figures).
// Run: npm run memory -w @bar/bench   (SAVES to change 1,000)
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPostgresDatabase } from '../apps/server/test/helpers/database.ts';
import { type BuiltServer, startBuiltServer } from './builtServer.ts';
import { sixtyModuleBar } from './sceneBars.ts';

const root = new URL('..', import.meta.url).pathname;
const port = 8098;
const base = `http://127.0.0.1:${port}`;
const SAVES = Number(process.env.SAVES ?? 1000);
const BARS = 20;
const COLOURS = ['9005', '9010', '7016', '3020'];
const built = join(root, 'apps/server/dist/main.js');

type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
type Row = { database: string; moment: string; memory: Memory };

function probe(server: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    server.once('message', (message) => resolve(message as Memory));
    server.send('memory');
  });
}

async function session(): Promise<Record<string, string>> {
  const response = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) };
}

async function request(method: string, path: string, headers: Record<string, string>, body: string) {
  const response = await fetch(`${base}${path}`, { method, headers, body });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** SAVES patches of one colour spread over BARS bars of 60 modules, ten requests at a time. */
async function saves(headers: Record<string, string>): Promise<void> {
  const json = { ...headers, 'content-type': 'application/json' };
  const bars: { id: string; version: number; turn: number }[] = [];
  for (let index = 0; index < BARS; index++) {
    const created = await (
      await request('POST', '/api/bars', json, JSON.stringify({ name: `Memory ${index}` }))
    ).json();
    const body = JSON.stringify({ version: created.data.version, ...sixtyModuleBar() });
    const saved = await (await request('PUT', `/api/bars/${created.data.id}`, json, body)).json();
    bars.push({ id: created.data.id, version: saved.data.version, turn: 0 });
  }
  let done = 0;
  const worker = async (lane: number) => {
    for (let next = lane; next < SAVES; next += 10) {
      const bar = bars[next % BARS];
      if (!bar) return;
      const colour = COLOURS[bar.turn++ % COLOURS.length];
      const patch = JSON.stringify([{ op: 'replace', path: '/settings/colors/frames', value: colour }]);
      const response = await request(
        'PATCH',
        `/api/bars/${bar.id}`,
        {
          ...headers,
          'content-type': 'application/json-patch+json',
          'if-match': `"${bar.version}"`,
        },
        patch,
      );
      bar.version = Number(response.headers.get('etag')?.slice(1, -1));
      done += 1;
    }
  };
  // Ten lanes; a bar is only ever patched by one lane (next % BARS keeps to lane's residues).
  await Promise.all(Array.from({ length: 10 }, (_, lane) => worker(lane)));
  if (done !== SAVES) throw new Error(`only ${done} saves`);
}

function startServer(dataDir: string, env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  return startBuiltServer({
    port,
    dataDir,
    env,
    nodeArgs: ['--expose-gc', '--import', './bench/memoryProbe.mjs'],
    entry: existsSync(built) ? 'built' : 'source',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/**
 * The first start creates, migrates and seeds the database (PGlite runs its initdb then); the
 * figures are those of the second start on the same database, as a server restarts in production.
 */
async function measure(label: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-memory-'));
  let server = await startServer(dataDir, env);
  try {
    const first = await probe(server.child);
    await server.stop();
    server = await startServer(dataDir, env);
    await sleep(2000);
    const rows: Row[] = [
      { database: label, moment: 'first start (database created)', memory: first },
      { database: label, moment: 'idle after a restart', memory: await probe(server.child) },
    ];
    const started = performance.now();
    await saves(await session());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    rows.push({ database: label, moment: `after ${SAVES} saves (${seconds} s)`, memory: await probe(server.child) });
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const rows = await measure('PGlite', {});
if (process.env.TEST_DATABASE_URL) {
  const database = await createPostgresDatabase();
  try {
    rows.push(
      ...(await measure('PostgreSQL', { DATABASE_URL: database.url, APP_KEY: randomBytes(48).toString('base64') })),
    );
  } finally {
    await database.drop();
  }
} else {
  console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.');
}
console.log(`\nserver: ${existsSync(built) ? 'apps/server/dist/main.js' : 'source through tsx'}`);
console.log('| database | moment | RSS | heap used | external (array buffers) |');
console.log('|---|---|---|---|---|');
for (const { database, moment, memory } of rows) {
  console.log(
    `| ${database} | ${moment} | ${mb(memory.rss)} | ${mb(memory.heapUsed)} | ${mb(memory.external)} (${mb(memory.arrayBuffers)}) |`,
  );
}
