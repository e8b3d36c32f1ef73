import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { sessions, users } from '../../src/db/schema.ts';
import { SESSION_COOKIE } from '../../src/plugins/session/plugin.ts';
import { sessionIdFromSecret } from '../../src/plugins/session/store.ts';
import { startedClient, type TestClient } from './client.ts';

let userCounter = 0;

/**
 * A client logged in as a new user: the user row is inserted and the client's session is tied to
 * it, as a login would do (the bar tests need a user, not the login route itself).
 */
export async function loggedInClient(
  app: FastifyInstance,
  db: Database,
): Promise<{ client: TestClient; userId: number }> {
  const client = await startedClient(app);
  userCounter += 1;
  const [user] = await db
    .insert(users)
    .values({ email: `bar-user-${userCounter}-${Date.now()}@example.com`, passwordHash: 'not-a-hash' })
    .returning();
  if (!user) throw new Error('insert into users returned no row');
  const secret = client.cookies.get(SESSION_COOKIE);
  if (!secret) throw new Error('the client holds no session cookie');
  await db
    .update(sessions)
    .set({ userId: user.id })
    .where(eq(sessions.id, sessionIdFromSecret(secret)));
  return { client, userId: user.id };
}
