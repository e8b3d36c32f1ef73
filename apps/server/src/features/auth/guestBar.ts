import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type GuestBarClaim = {
  barId: string | undefined;
  editToken: string | undefined;
  /** The session the request came with, before login rotated it: guest bars name this one. */
  guestSessionId: string | null;
};

/**
 * Hands a guest's bar to the user who just logged in or registered: only a bar without an owner
 * that this browser's guest session created, or whose edit token the request carries. Anything
 * else is left alone without a word (the login itself succeeded).
 */
export async function claimGuestBar(db: Database, userId: number, claim: GuestBarClaim): Promise<boolean> {
  if (!claim.barId || !UUID.test(claim.barId)) return false;
  const holders = [
    claim.guestSessionId ? eq(bars.createdBySession, claim.guestSessionId) : undefined,
    claim.editToken ? eq(bars.editToken, claim.editToken) : undefined,
  ].filter((condition) => condition !== undefined);
  if (holders.length === 0) return false;
  const holder = or(...holders);
  const updated = await db
    .update(bars)
    .set({ ownerId: userId, updatedAt: sql`now()` })
    .where(and(eq(bars.id, claim.barId), isNull(bars.ownerId), isNull(bars.deletedAt), holder))
    .returning({ id: bars.id });
  return updated.length > 0;
}
