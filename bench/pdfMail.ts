// The PDF e-mail path of bench/pdf.ts, driven with inject(): the app as main.ts builds it on PGlite
// (the server works the queue), and on PostgreSQL a server beside a worker app on its own connection,
// as `npm start` beside `npm run worker`.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BarDocument } from '@bar/domain/document';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import { connectDatabase, type DatabaseConnection } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { hashPassword } from '../apps/server/src/features/auth/passwords.ts';

const PASSWORD = 'bench-password-1';

/** A browser-like caller: keeps cookies and sends the CSRF header. */
function caller(app: FastifyInstance) {
  const cookies: Record<string, string> = {};
  return async (method: InjectOptions['method'], url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      cookies,
      headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '', 'x-locale': 'de' },
      ...(payload ? { payload } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string }[]) cookies[cookie.name] = cookie.value;
    return response;
  };
}

function benchConfig(dataDir: string, mailDir: string): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { driver: 'pglite', dir: 'memory://' },
    smtpUrl: null,
    mailDir,
    mailFrom: 'Bench <bench@localhost>',
    appKey: 'bench-app-key-bench-app-key-bench-app-key',
    publicUrl: 'http://127.0.0.1:8080',
    admin: null,
    jobs: { inServer: true, expireSeconds: 120, maintenanceSeconds: 30, retryDelaySeconds: 30 },
    embeddedVacuumHours: 24,
    trustProxy: false,
    throttleLimitFactor: 1,
    uploadGraceHours: 24,
    revisions: { keepLast: 50, keepDailyDays: 30 },
    consultantAbsence: { graceSeconds: 120, sweepSeconds: 30 },
    frameAncestors: ["'self'"],
    embedOrigins: [],
    companyUrl: 'https://www.example.com/',
    logLevel: 'silent',
    webDist: join(dataDir, 'no-web'),
  };
}

/**
 * Milliseconds from each of three POST pdf requests to its e-mail landing in the outbox. Without
 * `postgresUrl` the embedded default (PGlite, the server works the queue); with it, a server that
 * does not work the queue and a worker on a second connection to that (migrated, empty) database.
 */
export async function timeRequestToMail(document: BarDocument, postgresUrl?: string): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-bench-pdf-'));
  const mailDir = join(dataDir, 'mail');
  const target = postgresUrl
    ? ({ driver: 'postgres', url: postgresUrl } as const)
    : ({ driver: 'pglite', dir: 'memory://' } as const);
  const connection = await connectDatabase(target);
  await connection.migrate();
  await seedDatabase(connection.db, null);
  const config = benchConfig(dataDir, mailDir);
  const app = await buildApp(config, { database: connection, jobs: { runWorker: !postgresUrl } });
  await app.ready();
  let worker: { app: FastifyInstance; connection: DatabaseConnection } | null = null;
  if (postgresUrl) {
    const workerConnection = await connectDatabase(target);
    const workerApp = await buildApp(config, { database: workerConnection, jobs: { runWorker: true } });
    await workerApp.ready();
    worker = { app: workerApp, connection: workerConnection };
  }
  try {
    const email = 'bench@example.com';
    await connection.db.insert(users).values({ email, passwordHash: await hashPassword(PASSWORD) });
    await connection.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    const send = caller(app);
    await send('GET', '/sanctum/csrf-cookie');
    if ((await send('POST', '/login', { email, password: PASSWORD, remember: false })).statusCode !== 200) {
      throw new Error('bench login failed');
    }
    const bar = (await send('POST', '/api/bars', { name: 'Bench 60 modules' })).json().data;
    const saved = await send('PUT', `/api/bars/${bar.id}`, { version: bar.version, ...document });
    if (saved.statusCode !== 200) throw new Error(`bench save answered ${saved.statusCode}`);
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const before = mailCount(mailDir);
      const started = performance.now();
      const response = await send('POST', `/api/bars/${bar.id}/pdf`, {});
      if (response.statusCode !== 202) throw new Error(`POST pdf answered ${response.statusCode}`);
      while (mailCount(mailDir) === before) await new Promise((resolve) => setTimeout(resolve, 20));
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await worker?.app.close();
    await app.close();
  }
}

function mailCount(mailDir: string): number {
  try {
    return readdirSync(mailDir).length;
  } catch {
    return 0;
  }
}
