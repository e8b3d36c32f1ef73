import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { createPostgresDatabase, databaseKinds, TEMPLATE_ENV } from './helpers/database.ts';

/**
 * Migrates and seeds one database of each kind before the server's tests, and leaves where it is
 * in the environment the test workers inherit: each test database is a copy of it (a PGlite data
 * folder loaded into memory, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of 28 migrations
 * and the seed run again for every test file.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<void>)[] = [];
  if (databaseKinds.includes('pglite')) {
    const folder = await mkdtemp(join(tmpdir(), 'bar-test-template-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const connection = await connectDatabase({ driver: 'pglite', dir: 'memory://' });
    await connection.migrate();
    await seedDatabase(connection.db, null);
    const dump = await connection.dumpDataDir?.();
    await connection.close();
    if (!dump) throw new Error('PGlite gave no data folder to start the tests from');
    const file = join(folder, 'pglite.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV.pglite] = file;
  }
  if (databaseKinds.includes('postgres')) {
    const template = await createPostgresDatabase();
    cleanups.push(template.drop);
    const connection = await connectDatabase({ driver: 'postgres', url: template.url });
    await connection.migrate();
    await seedDatabase(connection.db, null);
    // No connection may stay open on a template while databases are copied from it.
    await connection.close();
    process.env[TEMPLATE_ENV.postgres] = template.name;
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
