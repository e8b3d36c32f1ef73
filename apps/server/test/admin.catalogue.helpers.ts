import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';

export type Clients = { admin: TestClient; customer: TestClient; guest: TestClient };

/** An administrator, a logged-in customer and a guest, each with a session and CSRF token. */
export async function adminCustomerAndGuest(app: FastifyInstance, db: Database): Promise<Clients> {
  const admin = await loggedInClient(app, db);
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
  const customer = await loggedInClient(app, db);
  return { admin: admin.client, customer: customer.client, guest: await startedClient(app) };
}

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: unknown };

/** The status codes a guest and a customer get for `call`. */
export async function guardStatuses(clients: Clients, call: Call): Promise<[number, number]> {
  const send = (client: TestClient) =>
    client.request({
      method: call.method,
      url: call.url,
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
  const guest = await send(clients.guest);
  const customer = await send(clients.customer);
  return [guest.statusCode, customer.statusCode];
}
