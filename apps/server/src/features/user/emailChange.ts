import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../secrets.ts';

export const EMAIL_CHANGE_LINK_MINUTES = 60;

/**
 * Keeps `email` as the user's pending address with a new token (replacing an earlier request);
 * only the token's hash is stored. Returns the updated user and the token to mail.
 */
export async function startEmailChange(
  db: Database,
  userId: number,
  email: string,
  now = new Date(),
): Promise<{ user: UserRow; token: string }> {
  const token = randomToken();
  const [user] = await db
    .update(users)
    .set({
      pendingEmail: email,
      pendingEmailTokenHash: sha256Hex(token),
      pendingEmailExpiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_MINUTES * 60 * 1000),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('user update returned no row');
  return { user, token };
}

export type EmailChangeOutcome =
  | { kind: 'changed'; user: UserRow }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'taken' };

const clearedRequest = { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null };

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}

/**
 * Opens the mailed link: the pending address becomes the login (and counts as verified, the link
 * having reached it). The token is used up in the statement that applies it, so a link works once.
 * An expired link, or an address someone else registered meanwhile, ends the request unchanged.
 */
export async function confirmEmailChange(db: Database, token: string, now = new Date()): Promise<EmailChangeOutcome> {
  const tokenHash = sha256Hex(token);
  const [user] = await db.select().from(users).where(eq(users.pendingEmailTokenHash, tokenHash)).limit(1);
  if (!user?.pendingEmail || !user.pendingEmailExpiresAt) return { kind: 'invalid' };
  const request = and(eq(users.id, user.id), eq(users.pendingEmailTokenHash, tokenHash));
  if (user.pendingEmailExpiresAt <= now) {
    await db.update(users).set(clearedRequest).where(request);
    return { kind: 'expired' };
  }
  try {
    const [changed] = await db
      .update(users)
      .set({ email: user.pendingEmail, emailVerifiedAt: now, ...clearedRequest, updatedAt: sql`now()` })
      .where(request)
      .returning();
    return changed ? { kind: 'changed', user: changed } : { kind: 'invalid' };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.update(users).set(clearedRequest).where(request);
    return { kind: 'taken' };
  }
}
