import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createMigratedDatabase,
  databaseKinds,
  dropPostgresDatabase,
  postgresHalfNotice,
  TEMPLATE_ENV,
} from './helpers/database.ts';

/**
 * Migrates and seeds one database of each kind before the server's tests, and leaves where it is
 * in the environment the test workers inherit: each test database is a copy of it (a PGlite data
 * folder loaded into memory, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of 28 migrations
 * and the seed run again for every test file.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const postgresHalf = postgresHalfNotice(process.env);
  if (postgresHalf.kind === 'missingInCi') throw new Error(postgresHalf.message);
  if (postgresHalf.kind === 'skippedLocally') console.warn(postgresHalf.message);
  const cleanups: (() => Promise<void>)[] = [];
  if (databaseKinds.includes('pglite')) {
    const folder = await mkdtemp(join(tmpdir(), 'bar-test-template-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const template = await createMigratedDatabase('pglite');
    const dump = await template.dumpDataDir?.();
    await template.dispose();
    if (!dump) throw new Error('PGlite gave no data folder to start the tests from');
    const file = join(folder, 'pglite.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV.pglite] = file;
  }
  if (databaseKinds.includes('postgres')) {
    const template = await createMigratedDatabase('postgres');
    // No connection may stay open on a template while databases are copied from it.
    await template.close();
    const name = new URL(template.url ?? '').pathname.slice(1);
    cleanups.push(() => dropPostgresDatabase(name));
    process.env[TEMPLATE_ENV.postgres] = name;
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
