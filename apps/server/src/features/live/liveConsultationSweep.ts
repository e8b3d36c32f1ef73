import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema.ts';
import { inquiryEvents, type LiveConsultationRow, liveConsultations } from '../../db/schemaQuotes.ts';

/**
 * A consultant who closes the tab without leaving would keep the customer's bar editable for them
 * until someone ends the consultation. Each server process knows only its own streams, so the
 * moment a consultant was last seen is stored (`last_seen_at`): refreshed while one of their live
 * views of the bar is open, and an open consultation seen longer ago than the grace period ends by
 * itself, as if ended by `timeout`. The grace covers a reload or a short network drop.
 */

/** A consultant with a live view of the bar open in this process. */
export type ConsultantSeen = { barId: string; staffUserId: number };

/** Refreshes `last_seen_at` of the open consultations these consultants hold, in one statement. */
export async function markConsultantsSeen(db: Database, seen: readonly ConsultantSeen[]): Promise<void> {
  if (seen.length === 0) return;
  await db
    .update(liveConsultations)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        isNull(liveConsultations.endedAt),
        or(
          ...seen.map(({ barId, staffUserId }) =>
            and(eq(liveConsultations.barId, barId), eq(liveConsultations.staffUserId, staffUserId)),
          ),
        ),
      ),
    );
}

/** At most this many consultations end in one sweep; the next sweep takes the rest. */
export const SWEEP_BATCH = 100;

/**
 * Ends the open consultations whose consultant was last seen more than `graceSeconds` ago, as
 * `endLive` ends one (the record, the bar's `consultant_id`, the inquiry's history), in one
 * transaction; answers the ended ones, whose viewers the caller then tells. Rows another process
 * is ending at the same moment are skipped, not waited for. The database's clock decides, so
 * processes whose clocks differ agree.
 */
export async function endUnattendedConsultations(db: Database, graceSeconds: number): Promise<LiveConsultationRow[]> {
  return db.transaction(async (tx) => {
    const stale = tx
      .select({ id: liveConsultations.id })
      .from(liveConsultations)
      .where(
        and(
          isNull(liveConsultations.endedAt),
          lt(liveConsultations.lastSeenAt, sql`now() - ${graceSeconds}::float8 * interval '1 second'`),
        ),
      )
      .orderBy(asc(liveConsultations.lastSeenAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const ended = await tx
      .update(liveConsultations)
      .set({ endedAt: sql`now()`, endedBy: 'timeout' })
      .where(and(inArray(liveConsultations.id, stale), isNull(liveConsultations.endedAt)))
      .returning();
    if (ended.length === 0) return ended;
    await tx
      .update(bars)
      .set({ consultantId: null })
      .where(
        inArray(
          bars.id,
          ended.map((row) => row.barId),
        ),
      );
    await tx.insert(inquiryEvents).values(
      ended.map((row) => ({
        inquiryId: row.inquiryId,
        kind: 'live_ended' as const,
        actorId: row.staffUserId,
        actorEmail: row.staffEmail,
        endedBy: 'timeout' as const,
      })),
    );
    return ended;
  });
}
