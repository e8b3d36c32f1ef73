import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';

/**
 * `npm run worker`: works the job queues without serving HTTP. It builds the same app as the
 * server so that every feature registers its jobs, and never listens. Any number of workers and
 * servers can share one PostgreSQL database; pg-boss hands each job to one of them.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config.database);
  await database.migrate();
  const app = await buildApp(config, { database, jobs: { runWorker: true } });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'worker closing after an error');
    else app.log.info({ signal }, 'worker shutting down');
    await app.close(); // finishes the running jobs, then closes the database
  });

  await app.ready();
  app.log.info('worker started');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
