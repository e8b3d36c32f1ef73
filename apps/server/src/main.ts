import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config.database);
  await database.migrate();
  await seedDatabase(database.db, config.admin);
  const app = await buildApp(config, {
    database,
    jobs: { runWorker: config.jobs.inServer ?? database.driver === 'pglite' },
    vacuumAtStart: true,
  });

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
