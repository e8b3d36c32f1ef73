import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import * as coreSchema from './schema.ts';
import * as quoteSchema from './schemaQuotes.ts';
import * as vehicleSchema from './schemaVehicles.ts';

const schema = { ...coreSchema, ...quoteSchema, ...vehicleSchema };

/** The one database type used everywhere; both drivers produce a PgDatabase over this schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  db: Database;
  driver: DatabaseTarget['driver'];
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs raw SQL on the driver's own client, for libraries that bring their own SQL (pg-boss).
   * Without values the text may hold several statements (a BEGIN ... COMMIT block).
   */
  runSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
};

// Next to this file in src/db (tests, tsx) and next to main.js in dist (the bundle copies them).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** postgresql.conf lines for the embedded database (PGlite). */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB', 'maintenance_work_mem = 16MB'];

/** What to do when an idle pooled connection fails (server restart, admin termination). */
export type IdleErrorHandler = (error: Error) => void;

const reportIdleError: IdleErrorHandler = (error) => {
  process.emitWarning(`idle PostgreSQL connection lost: ${error.message}`);
};

/**
 * `dir` is a folder for PGlite's files, or `memory://` for a throw-away database. A pooled
 * connection that fails while idle is reported and dropped from the pool; without a listener
 * node-postgres would crash the process.
 */
export async function connectDatabase(
  target: DatabaseTarget,
  onIdleError: IdleErrorHandler = reportIdleError,
): Promise<DatabaseConnection> {
  if (target.driver === 'pglite') {
    if (!target.dir.startsWith('memory://')) mkdirSync(target.dir, { recursive: true });
    // pg_trgm: trigram indexes for the admin lists' searches (migration 0012). PGLITE_SETTINGS:
    // PostgreSQL's default shared_buffers (128 MB) and maintenance_work_mem (64 MB) live in the
    // WebAssembly memory of this process, which never shrinks; an embedded database of a few
    // thousand bars needs far less (see docs/benchmarks.md, Memory).
    const client = new PGlite(target.dir, { extensions: { pg_trgm }, postgresqlconf: PGLITE_SETTINGS });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      runSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        // exec accepts several statements; the last one's rows are the answer, as with pg.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  pool.on('error', onIdleError);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    runSql: async (text, values) => {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    close: () => pool.end(),
  };
}
