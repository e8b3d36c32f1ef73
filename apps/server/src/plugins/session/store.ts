import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../secrets.ts';

/** Idle timeout and absolute lifetime of a session. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most this often, so that reads don't turn every request into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type Session = { id: string; userId: number | null; csrfToken: string; expiresAt: Date };

/** The database keeps only this hash of the cookie secret, so a leaked table opens no session. */
export function sessionIdFromSecret(secret: string): string {
  return sha256Hex(secret);
}

export async function findActiveSession(db: Database, secret: string, now = new Date()): Promise<Session | null> {
  const id = sessionIdFromSecret(secret);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.lastActivityAt, idleSince)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastActivityAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, id));
  }
  return { id: row.id, userId: row.userId, csrfToken: row.csrfToken, expiresAt: row.expiresAt };
}

/** Starts a session; returns it with the secret for the cookie (never stored). */
export async function startSession(db: Database, now = new Date()): Promise<{ session: Session; secret: string }> {
  const secret = randomToken();
  const session: Session = {
    id: sessionIdFromSecret(secret),
    userId: null,
    csrfToken: randomToken(),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  };
  await db.insert(sessions).values({
    id: session.id,
    userId: null,
    csrfToken: session.csrfToken,
    createdAt: now,
    lastActivityAt: now,
    expiresAt: session.expiresAt,
  });
  return { session, secret };
}

/** Removes sessions past their lifetime or idle timeout. */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastActivityAt, idleSince)));
}
