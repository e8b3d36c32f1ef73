import type { InquiryEvent } from '@bar/contracts/inquiryWork';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type InquiryEventRow, inquiryEvents } from '../../../db/schemaQuotes.ts';

function presentEvent(row: InquiryEventRow): InquiryEvent {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    body: row.body,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    assignee: row.assigneeEmail === null ? null : { id: row.assigneeId, email: row.assigneeEmail },
    ended_by: row.endedBy,
  };
}

/** Everything staff did with the inquiry, oldest first (steps of one transaction share a time: the id orders them). */
export async function loadInquiryHistory(db: Database, inquiryId: number): Promise<InquiryEvent[]> {
  const rows = await db
    .select()
    .from(inquiryEvents)
    .where(eq(inquiryEvents.inquiryId, inquiryId))
    .orderBy(asc(inquiryEvents.createdAt), asc(inquiryEvents.id));
  return rows.map(presentEvent);
}
