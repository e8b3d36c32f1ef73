// A PATCH of one colour on the 60-module bar, in process (app.inject), one request at a time:
// milliseconds per PATCH and per GET /api/health, and the CPU time this process spent on each
// (the rest is waiting for the database; on PostgreSQL its work runs in the database's process),
// for CPU profiles.
// Run: npx tsx bench/patchProfile.ts [count]   (PROFILE=patch.cpuprofile for a profile of the loop)
//   (TEST_DATABASES=postgres with TEST_DATABASE_URL)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createTestApp } from '../apps/server/test/helpers/app.ts';
import { createBar } from '../apps/server/test/helpers/bars.ts';
import { startedClient } from '../apps/server/test/helpers/client.ts';
import { createTestDatabase } from '../apps/server/test/helpers/database.ts';
import { sixtyModuleBar } from './sceneBars.ts';

const COUNT = Number(process.argv[2] ?? 500);
const COLOURS = ['9005', '9010', '7016', '3020'];
const kind = process.env.TEST_DATABASES === 'postgres' ? 'postgres' : 'pglite';

const database = await createTestDatabase(kind);
const app = await createTestApp(database);
const client = await startedClient(app);
const created = await createBar(client);
const saved = await client.put(`/api/bars/${created.id}`, { version: created.version, ...sixtyModuleBar() });
if (saved.statusCode !== 200) throw new Error(`PUT answered ${saved.statusCode}`);
let version = saved.json().data.version as number;

async function patchOnce(turn: number): Promise<void> {
  const response = await client.request({
    method: 'PATCH',
    url: `/api/bars/${created.id}`,
    payload: JSON.stringify([{ op: 'replace', path: '/settings/colors/frames', value: COLOURS[turn % 4] }]),
    headers: { 'content-type': 'application/json-patch+json', 'if-match': `"${version}"` },
  });
  if (response.statusCode !== 200) throw new Error(`PATCH answered ${response.statusCode}: ${response.body}`);
  version = Number(response.headers.etag?.toString().slice(1, -1));
}

async function timed(label: string, count: number, run: (turn: number) => Promise<unknown>): Promise<number> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let turn = 0; turn < count; turn++) await run(turn);
  const ms = (performance.now() - start) / count;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000 / count;
  console.log(`${label}: ${ms.toFixed(2)} ms each, ${cpuMs.toFixed(2)} ms CPU of this process (${count})`);
  return ms;
}

for (let turn = 0; turn < 50; turn++) await patchOnce(turn);
const health = await timed('GET /api/health', COUNT, () => client.get('/api/health'));
// PROFILE=file.cpuprofile: a CPU profile of the PATCH loop alone (open it in Chrome DevTools).
const profiler = process.env.PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const patch = await timed('PATCH one colour, 60-module bar', COUNT, patchOnce);
if (profiler && process.env.PROFILE) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.PROFILE, JSON.stringify(profile));
}
console.log(`${kind}: PATCH / health time ratio ${((health / patch) * 100).toFixed(1)} %`);
await app.close();
await database.dispose();
