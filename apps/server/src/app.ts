import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, isHttps } from './config.ts';
import { connectDatabase, type DatabaseConnection } from './db/client.ts';
import { addressRoutes } from './features/addresses/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { barRoutes } from './features/bars/routes.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { downloadRoutes } from './features/downloads/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { inquiryRoutes } from './features/inquiries/routes.ts';
import { pdfRoutes } from './features/pdf/routes.ts';
import { presetRoutes } from './features/presets/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { userRoutes } from './features/user/routes.ts';
import { dbPlugin } from './plugins/db.ts';
import { embeddedVacuumPlugin } from './plugins/embeddedVacuum.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { DEFAULT_RETRY, type JobsOptions, jobsPlugin } from './plugins/jobs/plugin.ts';
import { localePlugin } from './plugins/locale.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { csrfPlugin } from './plugins/session/csrf.ts';
import { sessionPlugin } from './plugins/session/plugin.ts';
import { staticWebPlugin } from './plugins/staticWeb.ts';
import { storagePlugin } from './plugins/storage.ts';

export type BuildAppOptions = {
  /** An open, migrated database; by default the app connects to `config.database` itself. */
  database?: DatabaseConnection;
  /** Leave the given database open when the app closes (tests share one between apps). */
  keepDatabaseOpen?: boolean;
  /** Background jobs; the worker runs in-process by default only on PGlite (the embedded default). */
  jobs?: Partial<Omit<JobsOptions, 'connection'>>;
  /** PGlite: VACUUM ANALYZE once before the app is ready (the server's start; tests leave it out). */
  vacuumAtStart?: boolean;
};

/** Builds the whole app without listening; tests drive it with `inject()`. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const connection = options.database ?? (await connectDatabase(config.database));
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { connection, closeOnShutdown: !(options.database && options.keepDatabaseOpen) });
  await app.register(embeddedVacuumPlugin, {
    connection,
    everyMs: config.embeddedVacuumHours * 3_600_000,
    atStart: options.vacuumAtStart ?? false,
  });
  await app.register(storagePlugin);
  await app.register(localePlugin);
  await app.register(sessionPlugin, { secureCookies: isHttps(config) });
  await app.register(csrfPlugin);
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, outboxDir: config.mailDir, from: config.mailFrom });
  await app.register(jobsPlugin, {
    connection,
    runWorker: options.jobs?.runWorker ?? connection.driver === 'pglite',
    retry: options.jobs?.retry ?? { ...DEFAULT_RETRY, delaySeconds: config.jobs.retryDelaySeconds },
    pollingIntervalSeconds: options.jobs?.pollingIntervalSeconds ?? 2,
    expireSeconds: options.jobs?.expireSeconds ?? config.jobs.expireSeconds,
    maintenanceSeconds: options.jobs?.maintenanceSeconds ?? config.jobs.maintenanceSeconds,
  });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(barRoutes, { publicUrl: config.publicUrl });
      await api.register(presetRoutes);
      await api.register(uploadRoutes);
      await api.register(contentRoutes);
      await api.register(downloadRoutes);
      await api.register(userRoutes);
      await api.register(addressRoutes);
      await api.register(inquiryRoutes, { publicUrl: config.publicUrl });
      await api.register(pdfRoutes);
      await api.register(adminRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(authRoutes, { appKey: config.appKey, publicUrl: config.publicUrl });
  await app.register(staticWebPlugin, { webDist: config.webDist });
  return app;
}
