// Durable commits of the embedded database (issue 29 point 3): what a save's commit costs when
// PGlite syncs its write-ahead log to disk (the server's data folder, apps/server/src/db/durablePglite.ts),
// against PGlite as it comes (fsync off) on the same disk, in the same run. Each commit updates one
// row with a document of about 20 KB (a 7-module bar's size) and adds a revision row, as a save does.
// The fsync calls are counted where PGlite's file system makes them (node:fs, in this process).
// Run: npm run durability -w @bar/bench   (COMMITS to change 200)
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connectDatabase } from '../apps/server/src/db/client.ts';

const COMMITS = Number(process.env.COMMITS ?? 200);
const document = JSON.stringify({ modules: Array.from({ length: 7 }, (_, i) => ({ id: i, text: 'x'.repeat(2_800) })) });

type Runner = { sql: (text: string, values?: unknown[]) => Promise<unknown>; close: () => Promise<void> };
type Figures = { label: string; msPerCommit: number; fsyncsPerCommit: number };

let fsyncs = 0;
const realFsync = fs.fsyncSync;
fs.fsyncSync = (fd) => {
  fsyncs += 1;
  realFsync(fd);
};

async function measure(label: string, open: (dir: string) => Promise<Runner>): Promise<Figures> {
  const folder = mkdtempSync(join(tmpdir(), 'bar-bench-durability-'));
  try {
    const db = await open(join(folder, 'db'));
    await db.sql('create table bars (id int primary key, version int, doc jsonb)');
    await db.sql('create table revisions (bar_id int, version int, doc jsonb)');
    await db.sql(`insert into bars values (1, 1, '{}')`);
    fsyncs = 0;
    const started = performance.now();
    for (let version = 2; version < COMMITS + 2; version++) {
      await db.sql(
        'with saved as (update bars set version = $1, doc = $2::jsonb where id = 1 returning id) insert into revisions select id, $1, $2::jsonb from saved',
        [version, document],
      );
    }
    const elapsed = performance.now() - started;
    const figures = { label, msPerCommit: elapsed / COMMITS, fsyncsPerCommit: fsyncs / COMMITS };
    await db.close();
    return figures;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const durable = await measure('durable (the server)', async (dir) => {
  const connection = await connectDatabase({ driver: 'pglite', dir });
  return { sql: (text, values) => connection.runSql(text, values), close: () => connection.close() };
});
const reference = await measure('fsync off (PGlite as it comes)', async (dir) => {
  const client = new PGlite(dir);
  await client.waitReady;
  return { sql: (text, values) => client.query(text, values), close: () => client.close() };
});

console.log(`${COMMITS} commits of a ~${Math.round(document.length / 1000)} KB save each, PGlite in a data folder:`);
for (const row of [reference, durable]) {
  console.log(
    `  ${row.label.padEnd(32)} ${row.msPerCommit.toFixed(2).padStart(7)} ms/commit  ${row.fsyncsPerCommit.toFixed(2)} fsync/commit`,
  );
}
console.log(`  durable / fsync off: ${(durable.msPerCommit / reference.msPerCommit).toFixed(2)}×`);
