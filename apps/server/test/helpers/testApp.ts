import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Database, DatabaseConnection } from '../../src/db/client.ts';
import { loggedInAdmin } from './adminUsers.ts';
import { testConfig } from './app.ts';
import { loggedInClient } from './barUsers.ts';
import { startedClient, type TestClient } from './client.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database.ts';

/** Where the links in mails point when a suite reads them (`linkIn` in auth.helpers.ts). */
const MAIL_LINKS_URL = 'https://bars.example.com';

export type TestAppOptions = {
  /** Settings that differ from `testConfig()`. */
  config?: Partial<Config>;
  /** The app's links (in mails, in replies) start with MAIL_LINKS_URL. */
  mailLinks?: boolean;
  /** Background jobs; by default the app's own choice (an in-process worker on PGlite). */
  jobs?: BuildAppOptions['jobs'];
  /** The throttles' clock. */
  now?: () => Date;
  /** Runs on the fresh database before the app is built (rows the app must find when it starts). */
  prepare?: (database: TestDatabase) => Promise<void>;
  /** The connection the app is given instead of the database itself (e.g. one that records statements). */
  connection?: (database: TestDatabase) => DatabaseConnection;
  /** Wait until the app (and its job worker) is ready before the first test. */
  ready?: boolean;
  /** Also a browser that holds a session and its CSRF token (`guest`). */
  guest?: boolean;
};

/** A suite's server: a fresh database of its own, an app on it and the folder its mails land in. */
export type TestApp = {
  database: TestDatabase;
  db: Database;
  app: FastifyInstance;
  /** A fresh folder of the suite's own: every mail the app sends lands in it as an .eml file. */
  mailDir: string;
  /** Only with `guest: true`. */
  guest: TestClient;
};

type StartedTestApp = TestApp & { close(): Promise<void> };

/** Builds a test app on a fresh database of `kind`; `close` closes the app and disposes of the database. */
async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<StartedTestApp> {
  const database = await createTestDatabase(kind);
  const mailDir = mkdtempSync(join(tmpdir(), 'bar-test-mail-'));
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await database.dispose();
  };
  try {
    await options.prepare?.(database);
    const config = testConfig({
      mailDir,
      ...(options.mailLinks ? { publicUrl: MAIL_LINKS_URL } : {}),
      ...options.config,
    });
    app = await buildApp(config, {
      database: options.connection ? options.connection(database) : database,
      keepDatabaseOpen: true,
      ...(options.jobs ? { jobs: options.jobs } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    if (options.ready) await app.ready();
    const guest = options.guest ? await startedClient(app) : undefined;
    return {
      database,
      db: database.db,
      app,
      mailDir,
      close,
      get guest() {
        if (!guest) throw new Error('the test app has no guest: ask for one with guest: true');
        return guest;
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Registers the suite's set-up and tear-down (call it in a `describe`): the fields are filled in
 * by `beforeAll`, so read them in tests and hooks only. A suite's own `beforeAll` registered after
 * this call runs after it (vitest runs before-hooks in order, after-hooks in reverse).
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestApp {
  let current: StartedTestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(kind, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return lateFields('useTestApp', () => current);
}

/**
 * A suite's database without an app: a fresh one of `kind` (`open`: migrated and seeded by default),
 * made before the suite's tests and disposed of after them.
 */
export function useTestDatabase(
  kind: DatabaseKind,
  open: (kind: DatabaseKind) => Promise<TestDatabase> = createTestDatabase,
): TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await open(kind);
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return lateFields('useTestDatabase', () => current);
}

/** What an admin suite works against; each visitor holds a session and its CSRF token. */
export type AdminTestApp = TestApp & {
  /** An administrator signed in through POST /login. */
  admin: TestClient;
  adminId: number;
  /** A logged-in account without the admin flag. */
  customer: TestClient;
  customerId: number;
  guest: TestClient;
};

/** `useTestApp` with three visitors: an administrator, a customer and a guest. */
export function useAdminTestApp(kind: DatabaseKind, options: TestAppOptions = {}): AdminTestApp {
  const server = useTestApp(kind, options);
  let current: AdminTestApp | undefined;
  beforeAll(async () => {
    const admin = await loggedInAdmin(server.app, server.db);
    const customer = await loggedInClient(server.app, server.db);
    current = {
      database: server.database,
      db: server.db,
      app: server.app,
      mailDir: server.mailDir,
      guest: await startedClient(server.app),
      admin: admin.client,
      adminId: admin.userId,
      customer: customer.client,
      customerId: customer.userId,
    };
  });
  return lateFields('useAdminTestApp', () => current);
}

/** An object whose fields are read from `source()` when asked, and fail loudly while it has none. */
function lateFields<T extends object>(name: string, source: () => Partial<T> | undefined): T {
  return new Proxy({} as T, {
    get(_, field) {
      const value = source()?.[field as keyof T];
      if (value === undefined) throw new Error(`${name}: ${String(field)} read before the suite's beforeAll ran`);
      return value;
    },
  });
}
