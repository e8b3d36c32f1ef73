// The worst JSON Patches a guest can send, in process (app.inject), one at a time, each while
// GET /api/health is sent again and again: per patch its status, the CPU time this process spent
// while it ran less the health replies' (event-loop time: the server's work, and PGlite's, which
// runs on the same thread),
// the longest stall of the event loop (perf_hooks), and the slowest health reply meanwhile. A
// one-colour patch on the 60-module bar is the reference of the same run. Each patch is sent
// ROUNDS times (default 7), on a fresh bar each time; the figures are the medians.
// Run: npm run patch-bounds -w @bar/bench   (TEST_DATABASES=postgres with TEST_DATABASE_URL)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTestApp } from '../apps/server/test/helpers/app.ts';
import { createBar, graxxBar } from '../apps/server/test/helpers/bars.ts';
import { startedClient, type TestClient } from '../apps/server/test/helpers/client.ts';
import { createTestDatabase } from '../apps/server/test/helpers/database.ts';
import { sixtyModuleBar } from './sceneBars.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 7);
const kind = process.env.TEST_DATABASES === 'postgres' ? 'postgres' : 'pglite';
const database = await createTestDatabase(kind);
const app = await createTestApp(database);
const client = await startedClient(app);

type Operation = { op: string; path: string; from?: string; value?: unknown };

/** A bar holding `document`, saved by this process (so held, the usual autosave case). */
async function barWith(document: object): Promise<{ id: string; version: number }> {
  const created = await createBar(client);
  const saved = await client.put(`/api/bars/${created.id}`, { version: created.version, ...document });
  if (saved.statusCode !== 200) throw new Error(`PUT answered ${saved.statusCode}`);
  return { id: created.id, version: saved.json().data.version };
}

function copyBomb(copies: number): Operation[] {
  const value = Array.from({ length: 100 }, (_, index) => index);
  const copy = { op: 'copy', from: '/settings/bomb', path: '/settings/bomb/-' };
  return [{ op: 'add', path: '/settings/bomb', value }, ...Array.from({ length: copies }, () => copy)];
}

const kilobyte = 'x'.repeat(1000);
const colours = ['9005', '9010', '7016', '3020'];
const sixty = sixtyModuleBar();
const front = sixty.front;
const cases: { name: string; document: object; operations: Operation[] }[] = [
  {
    name: 'reference: 1 colour, 60-module bar',
    document: sixty,
    operations: [{ op: 'replace', path: '/settings/colors/frames', value: '9010' }],
  },
  { name: 'add 100 numbers + 18 copies into itself', document: graxxBar(7), operations: copyBomb(18) },
  { name: 'add 100 numbers + 21 copies into itself', document: graxxBar(7), operations: copyBomb(21) },
  { name: 'add 100 numbers + 22 copies into itself', document: graxxBar(7), operations: copyBomb(22) },
  {
    name: 'copy /front 1,000 times, 7-module bar',
    document: graxxBar(7),
    operations: Array.from({ length: 1000 }, (_, i) => ({ op: 'copy', from: '/front', path: `/settings/c${i}` })),
  },
  {
    name: 'copy /front 1,000 times, 60-module bar',
    document: sixty,
    operations: Array.from({ length: 1000 }, (_, i) => ({ op: 'copy', from: '/front', path: `/settings/c${i}` })),
  },
  {
    name: '1,000 colour replaces, 60-module bar',
    document: sixty,
    operations: Array.from({ length: 1000 }, (_, i) => ({
      op: 'replace',
      path: '/settings/colors/frames',
      value: colours[i % 4],
    })),
  },
  {
    name: '1,000 adds of 1 KB (1 MB), 60-module bar',
    document: sixty,
    operations: Array.from({ length: 1000 }, (_, i) => ({ op: 'add', path: `/settings/k${i}`, value: kilobyte })),
  },
  {
    name: '1,000 moves of a module, 60-module bar',
    document: sixty,
    operations: Array.from({ length: 1000 }, () => ({
      op: 'move',
      from: '/front/baseModules/0',
      path: '/front/baseModules/-',
    })),
  },
  {
    name: '1,000 module x replaces, 60-module bar',
    document: sixty,
    operations: Array.from({ length: 1000 }, (_, i) => ({
      op: 'replace',
      path: `/front/baseModules/${i % 40}/position/x`,
      value: i,
    })),
  },
  {
    name: 'test /front ×18 (1 MB), 60-module bar',
    document: sixty,
    operations: Array.from({ length: 18 }, () => ({ op: 'test', path: '/front', value: front })),
  },
];

type Figures = {
  status: number;
  bodyKb: number;
  cpuMs: number;
  stallMs: number;
  healthMs: number;
  healthCount: number;
};

async function measure(bar: { id: string; version: number }, operations: Operation[], health: TestClient) {
  const payload = JSON.stringify(operations);
  const stalls = monitorEventLoopDelay({ resolution: 1 });
  let isDone = false;
  let healthMs = 0;
  let healthCount = 0;
  stalls.enable();
  const cpuStart = process.cpuUsage();
  const sent = client
    .request({
      method: 'PATCH',
      url: `/api/bars/${bar.id}`,
      payload,
      headers: { 'content-type': 'application/json-patch+json', 'if-match': `"${bar.version}"` },
    })
    .finally(() => {
      isDone = true;
    });
  const healthLoop = (async () => {
    while (!isDone) {
      const start = performance.now();
      await health.get('/api/health');
      healthMs = Math.max(healthMs, performance.now() - start);
      healthCount += 1;
    }
  })();
  const response = await sent;
  const cpu = process.cpuUsage(cpuStart);
  await healthLoop;
  stalls.disable();
  return {
    status: response.statusCode,
    bodyKb: Buffer.byteLength(payload) / 1024,
    // The health replies' own CPU time (measured alone before) is not the patch's.
    cpuMs: (cpu.user + cpu.system) / 1000 - healthCount * healthCpuMs,
    stallMs: stalls.max / 1e6,
    healthMs,
    healthCount,
  } satisfies Figures;
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function medians(rounds: Figures[]): Figures {
  const of = (key: keyof Figures) => median(rounds.map((round) => round[key]));
  return {
    status: of('status'),
    bodyKb: of('bodyKb'),
    cpuMs: of('cpuMs'),
    stallMs: of('stallMs'),
    healthMs: of('healthMs'),
    healthCount: of('healthCount'),
  };
}

const health = await startedClient(app);
let healthCpuMs = 0;
// Warm up: the first requests compile the schemas and fill the catalogue cache.
for (let turn = 0; turn < 20; turn++) await health.get('/api/health');
const HEALTH_ALONE = 200;
const healthCpuStart = process.cpuUsage();
for (let turn = 0; turn < HEALTH_ALONE; turn++) await health.get('/api/health');
const healthCpu = process.cpuUsage(healthCpuStart);
healthCpuMs = (healthCpu.user + healthCpu.system) / 1000 / HEALTH_ALONE;
const warm = await barWith(sixty);
await measure(warm, cases[0]?.operations ?? [], health);

console.log(`GET /api/health alone: ${healthCpuMs.toFixed(2)} ms CPU each`);
console.log(
  `${kind}: PATCH bodies one at a time, GET /api/health sent meanwhile (one after another); medians of ${ROUNDS} rounds`,
);
console.log('patch'.padEnd(44), 'status  body KB  event loop ms  longest stall ms  health max ms (n)  × reference');
let reference = 0;
let worst = { name: '', cpuMs: 0, healthMs: 0 };
for (const { name, document, operations } of cases) {
  const rounds: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await measure(await barWith(document), operations, health));
  const figures = medians(rounds);
  reference ||= figures.cpuMs;
  if (figures.cpuMs > worst.cpuMs) worst = { name, cpuMs: figures.cpuMs, healthMs: figures.healthMs };
  console.log(
    name.padEnd(44),
    String(figures.status).padStart(6),
    figures.bodyKb.toFixed(1).padStart(8),
    figures.cpuMs.toFixed(1).padStart(14),
    figures.stallMs.toFixed(1).padStart(17),
    `${figures.healthMs.toFixed(1)} (${figures.healthCount})`.padStart(18),
    (figures.cpuMs / reference).toFixed(1).padStart(12),
  );
}
console.log(
  `worst: ${worst.name}: ${worst.cpuMs.toFixed(1)} ms of event-loop time, health answered within ${worst.healthMs.toFixed(1)} ms`,
);
await app.close();
await database.dispose();
