import type { LiveConsultation } from '@bar/contracts/inquiryWork';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema.ts';
import {
  inquiries,
  inquiryEvents,
  type LiveConsultationEnder,
  type LiveConsultationRow,
  liveConsultations,
} from '../../db/schemaQuotes.ts';

/**
 * Live consultations ("Join live"): an administrator joins a customer's bar from an inquiry and
 * may edit it until the customer ends the consultation or the administrator leaves. The record
 * (`live_consultations`), the bar's `consultant_id` (what the access check reads) and the step in
 * the inquiry's history change together, in the caller's transaction.
 */

export function presentLiveConsultation(row: LiveConsultationRow): LiveConsultation {
  return {
    id: row.id,
    bar_id: row.barId,
    inquiry_id: row.inquiryId,
    consultant: { id: row.staffUserId, email: row.staffEmail },
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    ended_by: row.endedBy,
  };
}

/** The consultation open on the bar, if any (at most one: the unique partial index). */
export async function openConsultationOf(
  db: Database,
  barId: string,
  lock = false,
): Promise<LiveConsultationRow | null> {
  const query = db
    .select()
    .from(liveConsultations)
    .where(and(eq(liveConsultations.barId, barId), isNull(liveConsultations.endedAt)))
    .orderBy(desc(liveConsultations.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export type Joining = { inquiryId: number; consultant: { id: number; email: string } };

/**
 * Opens a live consultation on the inquiry's bar for the administrator: 404 for an unknown
 * inquiry, 409 when it has no bar (a consultation request, or the bar was removed) or when a
 * colleague's consultation is open on that bar. Joining again while one's own is open returns it
 * (`joined` false) and records nothing new.
 */
export async function joinLive(tx: Database, joining: Joining): Promise<{ row: LiveConsultationRow; joined: boolean }> {
  const [inquiry] = await tx
    .select({ id: inquiries.id, barId: inquiries.barId })
    .from(inquiries)
    .where(eq(inquiries.id, joining.inquiryId))
    .for('update');
  if (!inquiry) throw new AppError('notFound', { key: 'records.inquiryNotFound' });
  const [bar] =
    inquiry.barId === null
      ? []
      : await tx
          .select({ id: bars.id, deletedAt: bars.deletedAt })
          .from(bars)
          .where(eq(bars.id, inquiry.barId))
          .for('update');
  if (!bar || bar.deletedAt) throw new AppError('conflict', { key: 'live.consultationNoBar' });
  let open = await openConsultationOf(tx, bar.id, true);
  // One whose administrator's account is gone can no longer be ended by them: it ends now.
  if (open && open.staffUserId === null) {
    await endLive(tx, bar.id, 'consultant');
    open = null;
  }
  if (open && open.staffUserId === joining.consultant.id) return { row: open, joined: false };
  if (open) throw new AppError('conflict', { key: 'live.consultationTaken', values: { email: open.staffEmail } });
  const [row] = await tx
    .insert(liveConsultations)
    .values({
      barId: bar.id,
      inquiryId: inquiry.id,
      staffUserId: joining.consultant.id,
      staffEmail: joining.consultant.email,
    })
    .returning();
  if (!row) throw new Error('live consultation insert returned nothing');
  // Neither a new version nor a change of `updated_at`: the bar's content stays as it was.
  await tx.update(bars).set({ consultantId: joining.consultant.id }).where(eq(bars.id, bar.id));
  await tx.insert(inquiryEvents).values({
    inquiryId: inquiry.id,
    kind: 'live_joined',
    actorId: joining.consultant.id,
    actorEmail: joining.consultant.email,
  });
  return { row, joined: true };
}

/**
 * Ends the consultation open on the bar (404 when none is): the consultant's edit right goes with
 * it, and the inquiry's history records who ended it.
 */
export async function endLive(
  tx: Database,
  barId: string,
  endedBy: LiveConsultationEnder,
): Promise<LiveConsultationRow> {
  const open = await openConsultationOf(tx, barId, true);
  if (!open) throw new AppError('notFound', { key: 'live.noConsultation' });
  const [row] = await tx
    .update(liveConsultations)
    .set({ endedAt: new Date(), endedBy })
    .where(eq(liveConsultations.id, open.id))
    .returning();
  if (!row) throw new Error('live consultation update returned nothing');
  await tx.update(bars).set({ consultantId: null }).where(eq(bars.id, barId));
  await tx.insert(inquiryEvents).values({
    inquiryId: row.inquiryId,
    kind: 'live_ended',
    actorId: row.staffUserId,
    actorEmail: row.staffEmail,
    endedBy,
  });
  return row;
}

/**
 * Ends every consultation open for the administrator (their admin right was taken away), as if
 * they had left; answers the bars, whose live viewers are then told.
 */
export async function endLiveOf(tx: Database, staffUserId: number): Promise<string[]> {
  const open = await tx
    .select({ barId: liveConsultations.barId })
    .from(liveConsultations)
    .where(and(eq(liveConsultations.staffUserId, staffUserId), isNull(liveConsultations.endedAt)));
  for (const { barId } of open) await endLive(tx, barId, 'consultant');
  return open.map(({ barId }) => barId);
}
