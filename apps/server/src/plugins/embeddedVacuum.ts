import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../db/client.ts';

export type EmbeddedVacuumOptions = {
  connection: DatabaseConnection;
  /** Time between two runs. */
  everyMs: number;
  /** Also run once before the app is ready (the server's start, not every test app). */
  atStart: boolean;
  /** Time between two checkpoints (default five minutes, PostgreSQL's `checkpoint_timeout`). */
  checkpointEveryMs?: number;
};

const CHECKPOINT_EVERY_MS = 5 * 60_000;

/**
 * PGlite has no autovacuum: without this its tables would keep every dead row version and the
 * planner would work from the statistics of the first start. `VACUUM ANALYZE` does what
 * PostgreSQL's autovacuum does on a server: frees dead rows, refreshes the statistics and the
 * visibility map (so that a list's count can be read from an index alone). PGlite runs one
 * statement at a time, so requests wait while it runs (about a second per 100 000 bars).
 *
 * Nor does PGlite checkpoint by itself (it runs without PostgreSQL's checkpointer): its write-ahead
 * log grew by every byte written — 129 MB of pg_wal for 100 MB of rows, kept even after a late
 * CHECKPOINT, since segments once made are recycled, not removed. A `CHECKPOINT` every few minutes
 * lets the log's segments be reused, as a server's checkpointer does (bench/retention.ts).
 */
export const embeddedVacuumPlugin = fp(
  async (app: FastifyInstance, options: EmbeddedVacuumOptions) => {
    if (options.connection.driver !== 'pglite') return;
    let running: Promise<void> = Promise.resolve();
    const vacuum = async () => {
      const started = performance.now();
      try {
        await options.connection.runSql('VACUUM ANALYZE');
        app.log.info({ tookMs: Math.round(performance.now() - started) }, 'embedded database vacuumed');
      } catch (error) {
        app.log.error({ err: error }, 'embedded database vacuum failed');
      }
    };
    const checkpoint = async () => {
      try {
        await options.connection.runSql('CHECKPOINT');
      } catch (error) {
        app.log.error({ err: error }, 'embedded database checkpoint failed');
      }
    };
    if (options.atStart) await vacuum();
    const timers = [
      setInterval(() => {
        running = running.then(vacuum);
      }, options.everyMs),
      setInterval(() => {
        running = running.then(checkpoint);
      }, options.checkpointEveryMs ?? CHECKPOINT_EVERY_MS),
    ];
    for (const timer of timers) timer.unref();
    // Runs before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await running;
    });
  },
  { name: 'embedded-vacuum', dependencies: ['db'] },
);
