import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@bar/contracts/inquiries';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schemaQuotes.ts';
import { messageRef } from '../../i18n/catalogue.ts';

export type StoredAnswer = { status: number; body: unknown };

/** Whose keys: a user's, or a guest's session's (a guest has no account to keep them by). */
export type IdempotencyOwner = { userId: number } | { sessionId: string };

export type IdempotentRequest = {
  owner: IdempotencyOwner;
  /** The route, so one key may be reused on another route. */
  scope: string;
  /** The `Idempotency-Key` header; without it every request does its work. */
  key: string | undefined;
  /** The validated body; a reused key with another body is refused. */
  body: unknown;
};

function ownerColumns(owner: IdempotencyOwner): { userId: number | null; sessionId: string | null } {
  return 'userId' in owner ? { userId: owner.userId, sessionId: null } : { userId: null, sessionId: owner.sessionId };
}

function keyRow(request: IdempotentRequest & { key: string }): SQL | undefined {
  const owner =
    'userId' in request.owner
      ? eq(idempotencyKeys.userId, request.owner.userId)
      : eq(idempotencyKeys.sessionId, request.owner.sessionId);
  return and(owner, eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));
}

/** The request's `Idempotency-Key` header, if any; a malformed one is refused with 422. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  const key = idempotencyKeySchema.safeParse(header);
  if (!key.success)
    throw validationError({ [IDEMPOTENCY_KEY_HEADER]: [messageRef('inquiries.idempotencyKeyInvalid')] });
  return key.data;
}

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
    const keyed = { ...request, key: request.key };
    const hash = requestHash(request.body);
    const claimed = await transaction
      .insert(idempotencyKeys)
      .values({ ...ownerColumns(request.owner), scope: request.scope, key: request.key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await transaction.select().from(idempotencyKeys).where(keyRow(keyed));
      if (!first || first.status === null || first.requestHash !== hash) {
        throw new AppError('conflict', { key: 'inquiries.idempotencyKeyReused' });
      }
      return { status: first.status, body: first.body };
    }
    const answer = await work(transaction);
    await transaction.update(idempotencyKeys).set({ status: answer.status, body: answer.body }).where(keyRow(keyed));
    return answer;
  });
}
