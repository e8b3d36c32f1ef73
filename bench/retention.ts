// Storage growth under long editing: one bar started from the largest preset and saved 5,000
// times through the real app (app.inject), once with revisions kept forever and once with the
// retention policy (REVISIONS_KEEP_LAST 50, REVISIONS_KEEP_DAILY_DAYS 30). Prints the embedded data
// folder, the bars and bar_revisions tables (pg_total_relation_size) and the revision count, before
// and after a plain VACUUM. PGlite always (on disk); PostgreSQL too when TEST_DATABASE_URL names a
// server (a fresh database is created and dropped).
// Both runs vacuum bars and bar_revisions every VACUUM_EVERY saves (default 500), as PostgreSQL's
// autovacuum and the embedded vacuum (EMBEDDED_VACUUM_HOURS) do in the running product: pruned rows
// are dead space until a vacuum makes it reusable (VACUUM_EVERY=0: only at the end). On PGlite a
// CHECKPOINT follows every CHECKPOINT_EVERY saves (default 500; the server checkpoints every five
// minutes, PGlite never by itself), so the write-ahead log's segments are reused (0: never).
// Run: npm run retention -w @bar/bench   (SAVES=1000 for a shorter run)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type DatabaseConnection } from '../apps/server/src/db/client.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import type { RevisionRetention } from '../apps/server/src/features/bars/revisionRetention.ts';
import { createTestApp } from '../apps/server/test/helpers/app.ts';
import { startedClient } from '../apps/server/test/helpers/client.ts';
import { createPostgresDatabase } from '../apps/server/test/helpers/database.ts';

const SAVES = Number(process.env.SAVES ?? 5_000);
const VACUUM_EVERY = Number(process.env.VACUUM_EVERY ?? 500);
const CHECKPOINT_EVERY = Number(process.env.CHECKPOINT_EVERY ?? 500);
const POLICIES: Record<string, RevisionRetention> = {
  'kept forever': { keepLast: 10_000, keepDailyDays: 0 },
  'default policy': { keepLast: 50, keepDailyDays: 30 },
};

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function folderBytes(dir: string): number {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}

async function tableFigures(database: DatabaseConnection) {
  const { rows } = await database.runSql(
    `select pg_total_relation_size('bars')::bigint as bars, pg_total_relation_size('bar_revisions')::bigint as revisions,
       (select count(*) from bar_revisions)::int as count`,
  );
  const row = rows[0] as { bars: string; revisions: string; count: number };
  return { bars: Number(row.bars), revisions: Number(row.revisions), count: row.count };
}

async function run(database: DatabaseConnection, retention: RevisionRetention, folder: string | null) {
  const app = await createTestApp({ ...database }, { revisions: retention });
  const client = await startedClient(app);
  const before = { folder: folder ? folderBytes(folder) : 0, ...(await tableFigures(database)) };
  const presets = (await client.get('/api/bar-presets')).json().data as { id: number; module_count?: number }[];
  const created = await client.post('/api/bars', { name: 'Long edit', preset_id: presets.at(-1)?.id });
  if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const bar = created.json().data;
  const { id, version: _version, name: _name, ...rest } = bar;
  const document = Object.fromEntries(
    Object.entries(rest).filter(([key]) => ['front', 'back', 'settings', 'orbit_settings'].includes(key)),
  );
  let version = bar.version as number;
  const started = Date.now();
  for (let save = 1; save <= SAVES; save++) {
    const response = await client.put(`/api/bars/${id}`, { version, name: `Long edit ${save}`, ...document });
    if (response.statusCode !== 200) throw new Error(`save ${save} answered ${response.statusCode}: ${response.body}`);
    version = response.json().data.version;
    if (VACUUM_EVERY > 0 && save % VACUUM_EVERY === 0) await database.runSql('vacuum bars, bar_revisions');
    if (folder && CHECKPOINT_EVERY > 0 && save % CHECKPOINT_EVERY === 0) await database.runSql('checkpoint');
  }
  const seconds = (Date.now() - started) / 1000;
  const after = { folder: folder ? folderBytes(folder) : 0, ...(await tableFigures(database)) };
  await database.runSql('vacuum analyze bars');
  await database.runSql('vacuum analyze bar_revisions');
  const vacuumed = { folder: folder ? folderBytes(folder) : 0, ...(await tableFigures(database)) };
  await database.runSql('checkpoint');
  const checkpointed = { folder: folder ? folderBytes(folder) : 0, ...(await tableFigures(database)) };
  const wal = folder ? folderBytes(join(folder, 'pg_wal')) : 0;
  await app.close();
  return { before, after, vacuumed, checkpointed, wal, seconds, documentKb: JSON.stringify(document).length / 1024 };
}

function print(kind: string, policy: string, result: Awaited<ReturnType<typeof run>>): void {
  const line = (label: string, figures: typeof result.before) =>
    `  ${label.padEnd(14)} ${kind === 'pglite' ? `folder ${mb(figures.folder).padStart(9)}  ` : ''}bars ${mb(figures.bars).padStart(8)}  bar_revisions ${mb(figures.revisions).padStart(8)}  revisions ${String(figures.count).padStart(5)}`;
  console.log(
    `\n${kind}, ${policy}: ${SAVES} saves of a ${result.documentKb.toFixed(1)} KB document in ${result.seconds.toFixed(0)} s, vacuum every ${VACUUM_EVERY || SAVES} saves${kind === 'pglite' ? `, checkpoint every ${CHECKPOINT_EVERY || 'never'}` : ''}`,
  );
  console.log(line('before', result.before));
  console.log(line('after saves', result.after));
  console.log(line('after vacuum', result.vacuumed));
  console.log(line('checkpoint', result.checkpointed));
  if (kind === 'pglite') console.log(`  of which pg_wal ${mb(result.wal)} after the checkpoint`);
}

async function pglite(policy: string, retention: RevisionRetention): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-retention-'));
  const database = await connectDatabase({ driver: 'pglite', dir: join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedDatabase(database.db, null);
    await database.runSql('vacuum analyze');
    print('pglite', policy, await run(database, retention, join(dataDir, 'db')));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(policy: string, retention: RevisionRetention): Promise<void> {
  const created = await createPostgresDatabase();
  const database = await connectDatabase({ driver: 'postgres', url: created.url });
  try {
    await database.migrate();
    await seedDatabase(database.db, null);
    print('postgres', policy, await run(database, retention, null));
  } finally {
    await database.close();
    await created.drop();
  }
}

for (const [policy, retention] of Object.entries(POLICIES)) await pglite(policy, retention);
if (process.env.TEST_DATABASE_URL) {
  for (const [policy, retention] of Object.entries(POLICIES)) await postgres(policy, retention);
}
