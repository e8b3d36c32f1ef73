import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../secrets.ts';

export const RESET_TOKEN_MINUTES = 60;
/** An invited administrator may not read the mail at once: their link (a reset token) lasts three days. */
export const INVITATION_TOKEN_MINUTES = 72 * 60;

/**
 * A new reset token for the user (replacing any earlier one); only its hash is stored. An
 * invitation is the same single-use token with a longer life (`validMinutes`).
 */
export async function issueResetToken(
  db: Database,
  userId: number,
  { now = new Date(), validMinutes = RESET_TOKEN_MINUTES }: { now?: Date; validMinutes?: number } = {},
): Promise<string> {
  const token = randomToken();
  const values = {
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + validMinutes * 60 * 1000),
    createdAt: now,
  };
  await db
    .insert(passwordResetTokens)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: passwordResetTokens.userId, set: values });
  return token;
}

/**
 * Uses up the token: the row is deleted in the same statement that finds it, so two requests with
 * one token cannot both succeed. True only for the user's current, unexpired token.
 */
export async function consumeResetToken(
  db: Database,
  userId: number,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.tokenHash, sha256Hex(token))))
    .returning();
  return row !== undefined && row.expiresAt > now;
}
