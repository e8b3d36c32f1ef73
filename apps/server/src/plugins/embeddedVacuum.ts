import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../db/client.ts';

export type EmbeddedVacuumOptions = {
  connection: DatabaseConnection;
  /** Time between two runs. */
  everyMs: number;
  /** Also run once before the app is ready (the server's start, not every test app). */
  atStart: boolean;
};

/**
 * PGlite has no autovacuum: without this its tables would keep every dead row version and the
 * planner would work from the statistics of the first start. `VACUUM ANALYZE` does what
 * PostgreSQL's autovacuum does on a server: frees dead rows, refreshes the statistics and the
 * visibility map (so that a list's count can be read from an index alone). PGlite runs one
 * statement at a time, so requests wait while it runs (about a second per 100 000 bars).
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
    if (options.atStart) await vacuum();
    const timer = setInterval(() => {
      running = running.then(vacuum);
    }, options.everyMs);
    timer.unref();
    // Runs before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'embedded-vacuum', dependencies: ['db'] },
);
