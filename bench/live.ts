/*
 * The live channel (GET /api/bars/{id}/events): how soon a stored change reaches another viewer
 * while 50 bars with 2 viewers each are edited at once, and what 1,000 open viewers cost the server
 * (memory, /api/health). With TEST_DATABASE_URL (PostgreSQL) the saves go to one server process and the
 * viewers listen on another, so each change crosses PostgreSQL LISTEN/NOTIFY; PROCESSES=1 keeps
 * both on one process (PostgreSQL's own figure for the one-process target).
 *
 *   npm run build && npm run live -w @bar/bench
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run live -w @bar/bench
 *   PROCESSES=1 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run live -w @bar/bench
 *
 * Figures: delivery p50/p95 (PATCH sent → the other viewer's `patch` event) beside the PATCH's own
 * round trip in the same run (the reference), over ROUNDS saves of every bar after a first one (the
 * first, on a cold process, is printed on its own); memory per viewer, /api/health p99 with and
 * without 1,000 open streams.
 */
import { readFileSync } from 'node:fs';
import { type ClientRequest, get } from 'node:http';
import autocannon from 'autocannon';
import { createPostgresDatabase } from '../apps/server/test/helpers/database.ts';
import { type BuiltServer, startBuiltServer } from './builtServer.ts';

const BARS = Number(process.env.BARS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const OPEN_VIEWERS = Number(process.env.OPEN_VIEWERS ?? 1000);
const PROCESSES = Number(process.env.PROCESSES ?? 2);
const COLOURS = ['9005', '9010', '7016', '3020', '5010', '6018', '9006', '9016'];

type Session = Record<string, string>;
type Viewer = { request: ClientRequest; versions: Map<number, number> };

async function guestSession(base: string): Promise<Session> {
  const response = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) };
}

/** A viewer that notes when each version's `patch` event arrived. */
function openViewer(url: string): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const versions = new Map<number, number>();
    const request = get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^event: patch\nid: (\d+)$/m.exec(block);
          if (id) versions.set(Number(id[1]), performance.now());
          end = buffer.indexOf('\n\n');
        }
      });
      resolve({ request, versions });
    });
    request.on('error', reject);
  });
}

async function waitFor(viewer: Viewer, version: number, timeoutMs = 10_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const at = viewer.versions.get(version);
    if (at !== undefined) return at;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`version ${version} did not arrive`);
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

function rssMb(server: BuiltServer): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function healthP99(base: string): Promise<number> {
  const result = await autocannon({ url: `${base}/api/health`, connections: 10, duration: 5 });
  return result.latency.p99;
}

async function main(): Promise<void> {
  // A fresh database on that server, dropped at the end.
  const database = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : null;
  const env = database ? { DATABASE_URL: database.url, APP_KEY: 'bench-live-bench-live-bench-live-bench' } : {};
  const saving = await startBuiltServer({ env, stdio: 'ignore' });
  const watching = database && PROCESSES > 1 ? await startBuiltServer({ env, stdio: 'ignore' }) : saving;
  try {
    const session = await guestSession(saving.base);
    const bars: Array<{ id: string; token: string; version: number; viewers: Viewer[] }> = [];
    for (let index = 0; index < BARS; index++) {
      const response = await fetch(`${saving.base}/api/bars`, {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Live ${index}` }),
      });
      const bar = (await response.json()).data as { id: string; edit_token: string; version: number };
      const path = `/api/bars/${bar.id}/events?edit_token=${bar.edit_token}`;
      const viewers = [await openViewer(`${watching.base}${path}`), await openViewer(`${watching.base}${path}`)];
      bars.push({ id: bar.id, token: bar.edit_token, version: bar.version, viewers });
    }

    // Round 0 is the first save of every bar at once, on a cold process (code not yet optimised, the
    // database pool still opening connections): reported on its own; the figures are the rounds after.
    const delivery: number[] = [];
    const roundTrip: number[] = [];
    const coldDelivery: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      await Promise.all(
        bars.map(async (bar) => {
          const sent = performance.now();
          const response = await fetch(`${saving.base}/api/bars/${bar.id}?edit_token=${bar.token}`, {
            method: 'PATCH',
            headers: { ...session, 'content-type': 'application/json-patch+json', 'if-match': `"${bar.version}"` },
            body: JSON.stringify([
              { op: 'replace', path: '/settings/colors/frames', value: COLOURS[round % COLOURS.length] },
            ]),
          });
          const answered = performance.now();
          if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
          bar.version = ((await response.json()).data as { version: number }).version;
          if (round > 0) roundTrip.push(answered - sent);
          for (const viewer of bar.viewers) {
            (round > 0 ? delivery : coldDelivery).push((await waitFor(viewer, bar.version)) - sent);
          }
        }),
      );
    }
    const processes = !database
      ? 'one server process (PGlite)'
      : watching === saving
        ? 'one server process on PostgreSQL'
        : 'two server processes on PostgreSQL';
    console.log(`Live channel, ${BARS} bars × 2 viewers, ${ROUNDS} saves each after a first one, ${processes}`);
    console.log(
      `  the first save of every bar (cold process): change → other viewer p95 ${percentile(coldDelivery, 0.95).toFixed(0)} ms`,
    );
    console.log(
      `  change → other viewer: p50 ${percentile(delivery, 0.5).toFixed(0)} ms, p95 ${percentile(delivery, 0.95).toFixed(0)} ms`,
    );
    console.log(
      `  the PATCH's own round trip (reference): p50 ${percentile(roundTrip, 0.5).toFixed(0)} ms, p95 ${percentile(roundTrip, 0.95).toFixed(0)} ms; ratio of p95s ${(percentile(delivery, 0.95) / percentile(roundTrip, 0.95)).toFixed(2)}`,
    );
    for (const bar of bars) for (const viewer of bar.viewers) viewer.request.destroy();

    // 1,000 open viewers on one process: 20 on each of 50 bars.
    const healthBefore = await healthP99(watching.base);
    const before = rssMb(watching);
    const open: Viewer[] = [];
    for (let index = 0; index < OPEN_VIEWERS; index++) {
      const bar = bars[index % bars.length];
      if (!bar) break;
      open.push(await openViewer(`${watching.base}/api/bars/${bar.id}/events?edit_token=${bar.token}`));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMb(watching);
    const healthOpen = await healthP99(watching.base);
    console.log(
      `  ${open.length} open viewers: +${(after - before).toFixed(1)} MB resident (${(((after - before) * 1024) / open.length).toFixed(1)} KB each); /api/health p99 ${healthBefore} ms without, ${healthOpen} ms with`,
    );
    for (const viewer of open) viewer.request.destroy();
  } finally {
    await saving.stop();
    if (watching !== saving) await watching.stop();
    await database?.drop();
  }
}

await main();
