import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { connectDatabase, type DatabaseConnection } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/db/seed.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. TEST_DATABASES=pglite or
 * =postgres keeps one of them, so that CI runs the two halves in two processes side by side.
 */
export const databaseKinds: DatabaseKind[] = selectDatabaseKinds(
  process.env.TEST_DATABASES,
  process.env.TEST_DATABASE_URL,
);

export function selectDatabaseKinds(only: string | undefined, postgresUrl: string | undefined): DatabaseKind[] {
  const available: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  if (only === undefined || only === '') return available;
  if (only !== 'pglite' && only !== 'postgres')
    throw new Error(`TEST_DATABASES must be pglite or postgres, not ${only}`);
  if (!available.includes(only)) throw new Error(`TEST_DATABASES=${only} needs TEST_DATABASE_URL`);
  return [only];
}

export type PostgresHalf =
  | { kind: 'runs' }
  | { kind: 'skippedLocally'; message: string }
  | { kind: 'missingInCi'; message: string };

/**
 * Whether the server's tests also run on PostgreSQL. Without TEST_DATABASE_URL a local run goes on
 * with PGlite alone and says so; CI (`CI` set) must not lose the PostgreSQL half quietly.
 */
export function postgresHalfNotice(env: NodeJS.ProcessEnv): PostgresHalf {
  if (env.TEST_DATABASE_URL) return { kind: 'runs' };
  if (env.CI) {
    return {
      kind: 'missingInCi',
      message: 'CI runs the server tests on PostgreSQL too, but TEST_DATABASE_URL is not set (see .ci/postgres.sh).',
    };
  }
  return {
    kind: 'skippedLocally',
    message:
      '[test] TEST_DATABASE_URL is not set: the server tests run on PGlite only; the PostgreSQL half is skipped ' +
      '(set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<database> to run it).',
  };
}

/** `url`: the PostgreSQL database's address, for a second connection as another process would open. */
export type TestDatabase = DatabaseConnection & { url?: string; dispose(): Promise<void> };

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The database every test database starts from, migrated and seeded once per run by
 * test/globalSetup.ts: a PGlite data folder (a tarball's path) and a PostgreSQL template database.
 * Outside Vitest (the benchmarks) they are not set, and each database is migrated and seeded itself.
 */
export const TEMPLATE_ENV = { pglite: 'BAR_TEST_PGLITE_TEMPLATE', postgres: 'BAR_TEST_POSTGRES_TEMPLATE' } as const;

export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `bar_test_${randomBytes(6).toString('hex')}`;
  const from = template ? ` template "${template}"` : '';
  await withAdminClient((client) => client.query(`create database "${name}"${from}`));
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPostgresDatabase(name) };
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** A new database of `kind`: empty, or a copy of `template` (a PGlite data folder's path, a PostgreSQL database). */
/** A database as a first start finds it (empty), or a copy of `template`; not migrated. */
export async function openDatabase(kind: DatabaseKind, template?: string): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const startFrom = template ? await readPgliteTemplate(template) : undefined;
    const connection = await connectDatabase({
      driver: 'pglite',
      dir: 'memory://',
      ...(startFrom ? { startFrom } : {}),
    });
    return { ...connection, dispose: () => connection.close() };
  }
  const created = await createPostgresDatabase(template);
  const connection = await connectDatabase({ driver: 'postgres', url: created.url });
  return {
    ...connection,
    url: created.url,
    dispose: async () => {
      await connection.close();
      await created.drop();
    },
  };
}

let pgliteTemplate: Promise<Blob> | null = null;

/**
 * A migrated and seeded PGlite database in the folder `dir`, as the server opens it from its data
 * folder (a copy of the run's template when there is one).
 */
export async function createPgliteFolderDatabase(dir: string): Promise<DatabaseConnection> {
  const template = process.env[TEMPLATE_ENV.pglite];
  if (template) {
    return connectDatabase({ driver: 'pglite', dir, startFrom: await readPgliteTemplate(template) });
  }
  const connection = await connectDatabase({ driver: 'pglite', dir });
  await connection.migrate();
  await seedDatabase(connection.db, null);
  return connection;
}

function readPgliteTemplate(path: string): Promise<Blob> {
  pgliteTemplate ??= readFile(path).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/** A database migrated and seeded as on a first start. */
export async function createMigratedDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await openDatabase(kind);
  await database.migrate();
  await seedDatabase(database.db, null);
  return database;
}

/**
 * A fresh database (a new in-memory PGlite or a new PostgreSQL database), migrated and seeded as on
 * a first start: a copy of the run's template when there is one.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV[kind]];
  return template ? openDatabase(kind, template) : createMigratedDatabase(kind);
}
