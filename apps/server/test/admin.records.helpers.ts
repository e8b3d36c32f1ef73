import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';

export type Account = { client: TestClient; userId: number };

/** A logged-in administrator (session and CSRF token in hand). */
export async function adminAccount(app: FastifyInstance, db: Database): Promise<Account> {
  const account = await loggedInClient(app, db);
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, account.userId));
  return account;
}

export type RecordRoute = { method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE'; url: string; payload?: unknown };

/** A route that must answer 401 to a guest and 403 to a customer, even one sending a valid CSRF token. */
export async function expectAdminOnly(app: FastifyInstance, db: Database, route: RecordRoute): Promise<void> {
  const guest = await startedClient(app);
  const asGuest = await guest.request(route);
  expect(asGuest.statusCode, `${route.method} ${route.url} as a guest`).toBe(401);

  const customer = await loggedInClient(app, db);
  expect(customer.client.cookies.get('XSRF-TOKEN')).toBeTruthy();
  const asCustomer = await customer.client.request(route);
  expect(asCustomer.statusCode, `${route.method} ${route.url} as a customer`).toBe(403);
  expect(asCustomer.json().errors).toBeUndefined();
}

/** The fields a 422 names. */
export function fieldsOf(response: { statusCode: number; json(): { errors?: Record<string, string[]> } }): string[] {
  expect(response.statusCode).toBe(422);
  return Object.keys(response.json().errors ?? {}).sort();
}
