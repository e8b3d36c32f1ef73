import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { dbPlugin } from '../src/plugins/db.ts';
import { embeddedVacuumPlugin } from '../src/plugins/embeddedVacuum.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

/** What VACUUM ANALYZE leaves behind: the planner's row estimate and the visibility map. */
async function usersTableStatistics(
  database: TestDatabase,
): Promise<{ estimatedRows: number; allVisiblePages: number }> {
  const { rows } = await database.runSql(
    "select reltuples as estimated, relallvisible as visible from pg_class where relname = 'users'",
  );
  const row = rows[0] as { estimated: number; visible: number };
  return { estimatedRows: Number(row.estimated), allVisiblePages: Number(row.visible) };
}

async function withCustomers(database: TestDatabase, count: number): Promise<void> {
  await database.runSql(
    `insert into users (email, password_hash) select 'vacuum' || g || '@example.com', 'x' from generate_series(1, ${count}) as g`,
  );
}

/** Where the newest checkpoint's redo starts: it moves forward with every CHECKPOINT after writes. */
async function checkpointLocation(database: TestDatabase): Promise<string> {
  const { rows } = await database.runSql('select redo_lsn::text as redo from pg_control_checkpoint()');
  return (rows[0] as { redo: string }).redo;
}

async function appWithVacuum(
  database: TestDatabase,
  options: { everyMs: number; atStart: boolean; checkpointEveryMs?: number },
) {
  const app = Fastify();
  await app.register(dbPlugin, { connection: database, closeOnShutdown: false });
  await app.register(embeddedVacuumPlugin, { connection: database, ...options });
  await app.ready();
  return app;
}

describe('embedded database vacuum (PGlite has no autovacuum)', () => {
  let database: TestDatabase | null = null;
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    await database?.dispose();
    app = null;
    database = null;
  });

  it('vacuums and analyzes at start when asked to', async () => {
    database = await createTestDatabase('pglite');
    await withCustomers(database, 500);
    expect((await usersTableStatistics(database)).allVisiblePages).toBe(0);
    app = await appWithVacuum(database, { everyMs: 3_600_000, atStart: true });
    const statistics = await usersTableStatistics(database);
    expect(statistics.estimatedRows).toBe(500);
    expect(statistics.allVisiblePages).toBeGreaterThan(0);
  });

  it('runs again on its interval, so rows written later are counted too', async () => {
    database = await createTestDatabase('pglite');
    app = await appWithVacuum(database, { everyMs: 100, atStart: false });
    await withCustomers(database, 300);
    await expect.poll(async () => (await usersTableStatistics(database as TestDatabase)).estimatedRows).toBe(300);
    expect((await usersTableStatistics(database)).allVisiblePages).toBeGreaterThan(0);
  });

  it('leaves a database without the start-up run alone until the interval is due', async () => {
    database = await createTestDatabase('pglite');
    await withCustomers(database, 200);
    app = await appWithVacuum(database, { everyMs: 3_600_000, atStart: false });
    expect((await usersTableStatistics(database)).allVisiblePages).toBe(0);
  });

  it('checkpoints on its own interval, which PGlite never does by itself', async () => {
    database = await createTestDatabase('pglite');
    await withCustomers(database, 200);
    const before = await checkpointLocation(database);
    await database.runSql("update users set password_hash = 'y'");
    // Without the plugin nothing moves the checkpoint, however much is written.
    expect(await checkpointLocation(database)).toBe(before);
    app = await appWithVacuum(database, { everyMs: 3_600_000, atStart: false, checkpointEveryMs: 100 });
    await expect.poll(() => checkpointLocation(database as TestDatabase)).not.toBe(before);
  });
});
