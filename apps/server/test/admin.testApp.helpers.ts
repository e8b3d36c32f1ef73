import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { createTestApp } from './helpers/app.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './helpers/database.ts';

/** What an admin suite works against; each visitor holds a session and its CSRF token. */
export type AdminTestApp = {
  database: TestDatabase;
  db: Database;
  app: FastifyInstance;
  /** An administrator signed in through POST /login. */
  admin: TestClient;
  adminId: number;
  /** A logged-in account without the admin flag. */
  customer: TestClient;
  customerId: number;
  guest: TestClient;
};

/**
 * Registers the suite's set-up and tear-down: a fresh database of `kind`, an app on it and the
 * three visitors. The fields are filled in by `beforeAll`, so read them in tests and hooks only;
 * a suite's own `beforeAll` registered after this call runs after it (vitest runs before-hooks in
 * order, after-hooks in reverse).
 */
export function useAdminTestApp(kind: DatabaseKind): AdminTestApp {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let current: AdminTestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database);
    const admin = await loggedInAdmin(app, database.db);
    const customer = await loggedInClient(app, database.db);
    current = {
      database,
      db: database.db,
      app,
      admin: admin.client,
      adminId: admin.userId,
      customer: customer.client,
      customerId: customer.userId,
      guest: await startedClient(app),
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  return new Proxy({} as AdminTestApp, {
    get(_, field) {
      if (!current) throw new Error(`useAdminTestApp: ${String(field)} read before the suite's beforeAll ran`);
      return current[field as keyof AdminTestApp];
    },
  });
}
