import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/features/auth/passwords.ts';
import { startedClient, type TestClient } from './client.ts';

const ADMIN_PASSWORD = 'admin-password-1';
let adminCounter = 0;

/**
 * A client logged in as a new administrator: the account is written straight into the database
 * (as `create-admin` or the start-up admin would) and the client signs in through POST /login.
 */
export async function loggedInAdmin(
  app: FastifyInstance,
  db: Database,
): Promise<{ client: TestClient; userId: number; email: string }> {
  adminCounter += 1;
  const email = `admin-${adminCounter}-${Date.now()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(ADMIN_PASSWORD), isAdmin: true, emailVerifiedAt: new Date() })
    .returning();
  if (!user) throw new Error('insert into users returned no row');
  const client = await startedClient(app);
  const login = await client.post('/login', { email, password: ADMIN_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`admin login answered ${login.statusCode}: ${login.body}`);
  return { client, userId: user.id, email };
}
