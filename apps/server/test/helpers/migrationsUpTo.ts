import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseKind, openDatabase, type TestDatabase } from './database.ts';

const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** A copy of the migrations folder that ends with migration `last`: a database as it was before the next one. */
export function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'bar-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A new database of `kind` migrated up to migration `last` (not seeded): as it was before the next one. */
export async function databaseMigratedTo(kind: DatabaseKind, last: number): Promise<TestDatabase> {
  const database = await openDatabase(kind);
  const folder = migrationsUpTo(last);
  const dispose = async () => {
    await database.dispose();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const config = { migrationsFolder: folder };
    if (kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
    else await migrateNodePg(database.db as unknown as NodePgDatabase, config);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...database, dispose };
}
