// Time from starting the built server to a healthy /api/health: first start on an empty data
// folder (migrations + seed) and second start on the same folder.
// Run: npm run build && npx tsx bench/startup.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './builtServer.ts';

/** Milliseconds from spawning the server on `dataDir` to its first healthy answer (asked every 20 ms). */
async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startBuiltServer({ dataDir, pollMs: 20 });
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
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
