import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../secrets.ts';

/** Idle timeout and absolute lifetime of a session. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Absolute lifetime of a "remember me" login. */
export const REMEMBER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Idle timeout of a "remember me" login: its whole lifetime, because whoever ticks the box expects
 * to stay logged in on that device for 30 days, used or not; the absolute limit still ends it.
 */
export const REMEMBER_IDLE_MS = REMEMBER_LIFETIME_MS;
/** Activity is written at most this often, so that reads don't turn every request into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type Session = { id: string; userId: number | null; csrfToken: string; remember: boolean; expiresAt: Date };

/** The database keeps only this hash of the cookie secret, so a leaked table opens no session. */
export function sessionIdFromSecret(secret: string): string {
  return sha256Hex(secret);
}

function sessionQuery(db: Database) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('active_session');
}

// Every API request reads its session: the query is prepared once per database.
const sessionQueries = new WeakMap<Database, ReturnType<typeof sessionQuery>>();

export async function findActiveSession(db: Database, secret: string, now = new Date()): Promise<Session | null> {
  const id = sessionIdFromSecret(secret);
  let query = sessionQueries.get(db);
  if (!query) {
    query = sessionQuery(db);
    sessionQueries.set(db, query);
  }
  // A placeholder is sent as given: the timestamp as drizzle would send a Date for this column.
  const [row] = await query.execute({ id, now: now.toISOString() });
  if (!row) return null;
  const idleLimit = row.remember ? REMEMBER_IDLE_MS : SESSION_IDLE_MS;
  if (now.getTime() - row.lastActivityAt.getTime() > idleLimit) return null;
  if (now.getTime() - row.lastActivityAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, id));
  }
  return { id: row.id, userId: row.userId, csrfToken: row.csrfToken, remember: row.remember, expiresAt: row.expiresAt };
}

export type SessionOwner = { userId: number | null; remember: boolean };
export type StartedSession = { session: Session; secret: string };

/** Starts a session (anonymous by default); returns it with the secret for the cookie (never stored). */
export async function startSession(
  db: Database,
  owner: SessionOwner = { userId: null, remember: false },
  now = new Date(),
): Promise<StartedSession> {
  const secret = randomToken();
  const lifetime = owner.remember ? REMEMBER_LIFETIME_MS : SESSION_LIFETIME_MS;
  const session: Session = {
    id: sessionIdFromSecret(secret),
    userId: owner.userId,
    csrfToken: randomToken(),
    remember: owner.remember,
    expiresAt: new Date(now.getTime() + lifetime),
  };
  await db.insert(sessions).values({
    id: session.id,
    userId: session.userId,
    csrfToken: session.csrfToken,
    remember: session.remember,
    createdAt: now,
    lastActivityAt: now,
    expiresAt: session.expiresAt,
  });
  return { session, secret };
}

/** Removes sessions past their lifetime or their idle timeout (which depends on "remember me"). */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const rememberedIdleSince = new Date(now.getTime() - REMEMBER_IDLE_MS);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(eq(sessions.remember, false), lt(sessions.lastActivityAt, idleSince)),
        lt(sessions.lastActivityAt, rememberedIdleSince),
      ),
    );
}

/**
 * Login, registration, logout: the old session row goes and a new one (new secret, new CSRF token)
 * takes its place, so a session id or token known before the switch is worth nothing after it.
 */
export async function replaceSession(
  db: Database,
  previous: Session | null,
  owner: SessionOwner,
): Promise<StartedSession> {
  if (previous) await endSession(db, previous.id);
  return startSession(db, owner);
}

export async function endSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user except `keepId` (after a password reset or change). */
export async function endOtherSessions(db: Database, userId: number, keepId: string | null): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepId ? and(mine, ne(sessions.id, keepId)) : mine);
}
