import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schemaQuotes.ts';

export type StoredAnswer = { status: number; body: unknown };

export type IdempotentRequest = {
  userId: number;
  /** The route, so one key may be reused on another route. */
  scope: string;
  /** The `Idempotency-Key` header; without it every request does its work. */
  key: string | undefined;
  /** The validated body; a reused key with another body is refused. */
  body: unknown;
};

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Runs `work` in a transaction and answers what it answered; with a key, a repeat of the same
 * request answers the stored first answer and does no work. The key row is inserted first in the
 * same transaction: a concurrent duplicate (double click) waits on the unique key until the first
 * commits and then reads its answer; if the first fails, its row rolls back with everything else.
 * Only successful answers are stored; a refused request may be retried with the same key.
 */
export async function idempotent(
  db: Database,
  request: IdempotentRequest,
  work: (transaction: Database) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    if (request.key === undefined) return work(transaction);
    const hash = requestHash(request.body);
    const claimed = await transaction
      .insert(idempotencyKeys)
      .values({ userId: request.userId, scope: request.scope, key: request.key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await transaction
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, request.userId),
            eq(idempotencyKeys.scope, request.scope),
            eq(idempotencyKeys.key, request.key),
          ),
        );
      if (!first || first.status === null || first.requestHash !== hash) {
        throw new AppError('conflict', { message: 'This Idempotency-Key was already used for a different request.' });
      }
      return { status: first.status, body: first.body };
    }
    const answer = await work(transaction);
    await transaction
      .update(idempotencyKeys)
      .set({ status: answer.status, body: answer.body })
      .where(
        and(
          eq(idempotencyKeys.userId, request.userId),
          eq(idempotencyKeys.scope, request.scope),
          eq(idempotencyKeys.key, request.key),
        ),
      );
    return answer;
  });
}
