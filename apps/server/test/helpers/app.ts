import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { DatabaseConnection } from '../../src/db/client.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = join('/tmp', 'bar-server-tests-unused');
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { driver: 'pglite', dir: 'memory://' },
    smtpUrl: null,
    mailDir: join(dataDir, 'mail'),
    mailFrom: 'no-reply@localhost',
    appKey: 'test-app-key-test-app-key-test-app-key',
    publicUrl: 'http://127.0.0.1:8080',
    admin: null,
    jobs: { inServer: null, expireSeconds: 120, maintenanceSeconds: 30, retryDelaySeconds: 30 },
    embeddedVacuumHours: 24,
    trustProxy: false,
    // Many tests register, upload and mail from one inject address; throttle tests set 1.
    throttleLimitFactor: 100,
    uploadGraceHours: 24,
    revisions: { keepLast: 50, keepDailyDays: 30 },
    consultantAbsence: { graceSeconds: 120, sweepSeconds: 30 },
    frameAncestors: ["'self'"],
    embedOrigins: [],
    companyUrl: 'https://company.example.com/',
    logLevel: (process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent',
    webDist: join(dataDir, 'no-web-dist'),
    ...overrides,
  };
}

/** An app on a database the test owns (the app leaves it open when it closes). */
export function createTestApp(database: DatabaseConnection, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  return buildApp(testConfig(overrides), { database, keepDatabaseOpen: true });
}
