import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';

/**
 * The embedded default (PGlite) has one process, so the server works the queues itself. With
 * PostgreSQL, `npm run worker` processes do it unless JOBS_IN_SERVER=true asks the server to help.
 */
function runsJobsInServer(driver: 'pglite' | 'postgres'): boolean {
  const setting = process.env.JOBS_IN_SERVER;
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  return driver === 'pglite';
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config.database);
  await database.migrate();
  await seedDatabase(database.db, config.admin);
  const app = await buildApp(config, { database, jobs: { runWorker: runsJobsInServer(database.driver) } });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close(); // closes the database too
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
