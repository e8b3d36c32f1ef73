import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { durableFolderOptions } from './durablePglite.ts';
import * as coreSchema from './schema.ts';
import * as auditSchema from './schemaAudit.ts';
import * as catalogueSchema from './schemaCatalogue.ts';
import * as contentSchema from './schemaContent.ts';
import * as quoteSchema from './schemaQuotes.ts';
import * as vehicleSchema from './schemaVehicles.ts';

const schema = {
  ...coreSchema,
  ...auditSchema,
  ...catalogueSchema,
  ...contentSchema,
  ...quoteSchema,
  ...vehicleSchema,
};

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
  /**
   * LISTEN on `channel`: `onNotice` receives the payload of every NOTIFY sent there by any process
   * (after the sender's transaction commits). Resolves to a function that stops listening.
   */
  listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * NOTIFY on `channel` at once (outside any transaction), on a connection apart from the pool, so
   * that a notice neither waits for nor takes a pooled connection a request needs.
   */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as an uncompressed tarball, for a `startFrom` of another database. */
  dumpDataDir?: () => Promise<Blob>;
};

// Next to this file in src/db (tests, tsx) and next to main.js in dist (the bundle copies them).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** postgresql.conf lines for the embedded database (PGlite). */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB', 'maintenance_work_mem = 16MB'];

/**
 * PGlite as the server uses it: every statement, batch and transaction first waits for the event
 * loop's next turn. PGlite runs a statement synchronously inside promise callbacks, so statements
 * queued behind one another ran back to back in one drain of the microtask queue: under load one
 * turn of the event loop held all the database work in flight (about 200 ms in the saves
 * benchmark), and Node reads sockets and accepts one new connection only between turns (50
 * connections opened at once: the last was accepted after 5 s). Now a turn moves each request in
 * flight on by one statement, and sockets are served between turns (see docs/benchmarks.md, Saves).
 */
class TurnTakingPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await nextTurn();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    await nextTurn();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await nextTurn();
    return super.transaction(callback);
  }
}

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
    const options = {
      extensions: { pg_trgm },
      postgresqlconf: PGLITE_SETTINGS,
      ...(target.startFrom ? { loadDataDir: target.startFrom } : {}),
    };
    // A folder gets durable commits (db/durablePglite.ts); a throw-away database has no disk to sync.
    const client = target.dir.startsWith('memory://')
      ? new TurnTakingPGlite(target.dir, options)
      : new TurnTakingPGlite({ ...options, ...durableFolderOptions(target.dir) });
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
      listen: async (channel, onNotice) => {
        const unlisten = await client.listen(channel, onNotice);
        return () => unlisten();
      },
      notify: async (channel, payload) => {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      close: () => client.close(),
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  pool.on('error', onIdleError);
  let notices: pg.Pool | undefined;
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    runSql: async (text, values) => {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
    listen: (channel, onNotice) => listenOnPostgres(target.url, channel, onNotice, onIdleError),
    notify: async (channel, payload) => {
      notices ??= noticePool(target.url, onIdleError);
      await notices.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await Promise.all([pool.end(), notices?.end()]);
    },
  };
}

/** One connection, opened on the first notice, kept open while idle; a lost one is opened again on the next. */
function noticePool(url: string, onIdleError: IdleErrorHandler): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', onIdleError);
  return pool;
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one goes back to the
 * pool after each query). When that connection is lost it is reported and opened again a second
 * later; a notice sent meanwhile is missed, which callers must tolerate (the job queue still polls).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onError: IdleErrorHandler,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = (): void => {
    if (!stopped) retry = setTimeout(() => void connect().catch(fail), RELISTEN_DELAY_MS);
  };
  const fail = (error: Error): void => {
    onError(error);
    scheduleRetry();
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    client.on('error', (error) => {
      current = null;
      client.end().catch(() => {});
      fail(error);
    });
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    if (stopped) await client.end();
    else current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
    current = null;
  };
}
