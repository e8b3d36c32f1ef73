import { configureCatalogueMessages } from '@bar/contracts/messages';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { AppError } from './appError.ts';
import { type Config, isHttps } from './config.ts';
import { connectDatabase, type DatabaseConnection } from './db/client.ts';
import { addressRoutes } from './features/addresses/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { throttlesPlugin } from './features/auth/throttle.ts';
import { barRoutes } from './features/bars/routes.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { consultationRoutes } from './features/consultations/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { downloadRoutes } from './features/downloads/routes.ts';
import { embedRoutes } from './features/embed/routes.ts';
import { exportRoutes } from './features/exports/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { inquiryRoutes } from './features/inquiries/routes.ts';
import { inventoryRoutes } from './features/inventory/routes.ts';
import { liveConsultationRoutes } from './features/live/liveConsultationRoutes.ts';
import { livePlugin } from './features/live/livePlugin.ts';
import { liveRoutes } from './features/live/liveRoutes.ts';
import { pdfRoutes } from './features/pdf/routes.ts';
import { previewPageHead } from './features/pictures/previewPageHead.ts';
import { barPictureRoutes } from './features/pictures/routes.ts';
import { planRoutes } from './features/plans/routes.ts';
import { presetRoutes } from './features/presets/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { userRoutes } from './features/user/routes.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { dbPlugin } from './plugins/db.ts';
import { embeddedVacuumPlugin } from './plugins/embeddedVacuum.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { DEFAULT_RETRY, type JobsOptions, jobsPlugin } from './plugins/jobs/plugin.ts';
import { MAX_JSON_BODY_BYTES } from './plugins/jsonLimits.ts';
import { localePlugin, resolveLocale } from './plugins/locale.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { noStoreOnCookiePlugin, noStoreScope } from './plugins/noStore.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { genReqId, serializeRequest } from './plugins/requestLog.ts';
import { securityHeadersPlugin } from './plugins/securityHeaders.ts';
import { csrfPlugin } from './plugins/session/csrf.ts';
import { sessionPlugin } from './plugins/session/plugin.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { staticWebPlugin } from './plugins/staticWeb.ts';
import { storagePlugin } from './plugins/storage.ts';
import { jsonBodyParser, validatorCompiler } from './plugins/validation.ts';

export type BuildAppOptions = {
  /** An open, migrated database; by default the app connects to `config.database` itself. */
  database?: DatabaseConnection;
  /** Leave the given database open when the app closes (tests share one between apps). */
  keepDatabaseOpen?: boolean;
  /** Background jobs; the worker runs in-process by default only on PGlite (the embedded default). */
  jobs?: Partial<Omit<JobsOptions, 'connection'>>;
  /** PGlite: VACUUM ANALYZE once before the app is ready (the server's start; tests leave it out). */
  vacuumAtStart?: boolean;
  /** The clock of the throttles (tests move it past a window). */
  now?: () => Date;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
};

/** On close, running jobs get this long to finish, well within main.ts's and worker.ts's grace of 10 s. */
const JOBS_STOP_TIMEOUT_MS = 6_000;

/** Builds the whole app without listening; tests drive it with `inject()`. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: MAX_JSON_BODY_BYTES,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // genReqId reads and checks X-Request-Id itself; Fastify would take any value as it came.
    requestIdHeader: false,
    genReqId,
    // request.ip: the connection's address, or X-Forwarded-For behind the proxies named here.
    trustProxy: config.trustProxy,
    // The shutdown plugin answers requests that arrive while closing (with Retry-After).
    return503OnClosing: false,
    // The router's own refusals (a path it cannot decode, an overlong segment) in the error shape
    // and the client's language, like every other error (plugins/errors.ts).
    frameworkErrors: (error, request, reply) => {
      const refusal = new AppError(error.statusCode === 414 ? 'uriTooLong' : 'badRequest');
      return (reply as FastifyReply).code(refusal.statusCode).send(refusal.toBody(resolveLocale(request)));
    },
  });
  // Every schema message becomes a catalogue key, rendered in the request's language (plugins/errors.ts).
  configureCatalogueMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app));
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const connection = options.database ?? (await connectDatabase(config.database));
  await app.register(shutdownPlugin, { retryAfterSeconds: 5 });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    https: isHttps(config),
    frameAncestors: config.frameAncestors,
    embedOrigins: config.embedOrigins,
  });
  // Before the routes: it hooks into each route as it is declared.
  await app.register(compressionPlugin);
  // First, so that the document sees every route (the CSRF cookie route of the session plugins too).
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  await app.register(dbPlugin, { connection, closeOnShutdown: !(options.database && options.keepDatabaseOpen) });
  await app.register(embeddedVacuumPlugin, {
    connection,
    everyMs: config.embeddedVacuumHours * 3_600_000,
    atStart: options.vacuumAtStart ?? false,
  });
  await app.register(storagePlugin);
  await app.register(throttlesPlugin, {
    limitFactor: config.throttleLimitFactor,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(localePlugin);
  await app.register(sessionPlugin, { secureCookies: isHttps(config) });
  await app.register(csrfPlugin);
  // After the session plugins, whose cookie hook must have written Set-Cookie by then.
  await app.register(noStoreOnCookiePlugin);
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, outboxDir: config.mailDir, from: config.mailFrom });
  await app.register(jobsPlugin, {
    connection,
    runWorker: options.jobs?.runWorker ?? connection.driver === 'pglite',
    retry: options.jobs?.retry ?? { ...DEFAULT_RETRY, delaySeconds: config.jobs.retryDelaySeconds },
    pollingIntervalSeconds: options.jobs?.pollingIntervalSeconds ?? 2,
    expireSeconds: options.jobs?.expireSeconds ?? config.jobs.expireSeconds,
    maintenanceSeconds: options.jobs?.maintenanceSeconds ?? config.jobs.maintenanceSeconds,
    stopTimeoutMs: options.jobs?.stopTimeoutMs ?? JOBS_STOP_TIMEOUT_MS,
  });
  await app.register(livePlugin, { connection, consultantAbsence: config.consultantAbsence });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(presetRoutes);
      await api.register(uploadRoutes, { graceHours: config.uploadGraceHours });
      await api.register(contentRoutes, { defaultCompanyUrl: config.companyUrl });
      await api.register(downloadRoutes);
      // A bar's files: kept by the browser alone (private) and revalidated by ETag; errors no-store.
      await api.register(exportRoutes);
      await api.register(planRoutes);
      // A bar's best picture: revalidated by ETag like the files above; stored by its editors.
      await api.register(barPictureRoutes);
      await api.register(embedRoutes, { origins: config.embedOrigins });
      // Personal data, tokens, sessions: every reply of these families is Cache-Control: no-store.
      await api.register(async (personal) => {
        noStoreScope(personal);
        await personal.register(barRoutes, { publicUrl: config.publicUrl, revisions: config.revisions });
        await personal.register(liveRoutes);
        await personal.register(liveConsultationRoutes);
        await personal.register(userRoutes, { links: { appKey: config.appKey, publicUrl: config.publicUrl } });
        await personal.register(addressRoutes);
        await personal.register(inventoryRoutes);
        await personal.register(inquiryRoutes, { publicUrl: config.publicUrl });
        await personal.register(consultationRoutes, { publicUrl: config.publicUrl });
        await personal.register(pdfRoutes);
        await personal.register(adminRoutes, {
          defaultCompanyUrl: config.companyUrl,
          links: { appKey: config.appKey, publicUrl: config.publicUrl },
          embedOrigins: config.embedOrigins,
        });
      });
    },
    { prefix: '/api' },
  );
  await app.register(async (auth) => {
    noStoreScope(auth);
    await auth.register(authRoutes, { appKey: config.appKey, publicUrl: config.publicUrl });
  });
  await app.register(staticWebPlugin, {
    webDist: config.webDist,
    pageHead: (request) => previewPageHead(app, request, config.publicUrl),
  });
  return app;
}
