import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { throttles } from '../../db/schema.ts';

export type ThrottleState = { hits: number; retryAfterSeconds: number };

function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

/** The attempts counted for `key` in its current window (0 when none or the window has passed). */
export async function readThrottle(db: Database, key: string, now = new Date()): Promise<ThrottleState> {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key)).limit(1);
  if (!row || row.windowEndsAt <= now) return { hits: 0, retryAfterSeconds: 0 };
  return { hits: row.hits, retryAfterSeconds: secondsUntil(row.windowEndsAt, now) };
}

/**
 * Counts one attempt in a fixed window of `windowMs`. One statement, so concurrent processes
 * count every attempt: a passed window starts over at 1.
 */
export async function hitThrottle(
  db: Database,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<ThrottleState> {
  const nowText = now.toISOString();
  const windowEnd = new Date(now.getTime() + windowMs);
  const passed = sql`${throttles.windowEndsAt} <= ${nowText}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${passed} then 1 else ${throttles.hits} + 1 end`,
        windowEndsAt: sql`case when ${passed} then excluded.window_ends_at else ${throttles.windowEndsAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error('throttle upsert returned no row');
  return { hits: row.hits, retryAfterSeconds: secondsUntil(row.windowEndsAt, now) };
}

export async function clearThrottle(db: Database, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

export async function deletePassedThrottles(db: Database, now = new Date()): Promise<void> {
  await db.delete(throttles).where(lt(throttles.windowEndsAt, now));
}
