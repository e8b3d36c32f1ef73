import type { AdminInquiry } from '@bar/contracts/adminRecords';
import type { AdminInquiryPatchRequest } from '@bar/contracts/inquiryWork';
import { isLocale } from '@bar/domain/locale';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { type InquiryRow, inquiries, inquiryEvents } from '../../../db/schemaQuotes.ts';
import { messageRef } from '../../../i18n/catalogue.ts';
import { inquiryReplyMail, type ReplyRecipient } from '../../../mail/inquiryReplyMail.ts';
import { sendOnce } from '../../../mail/sendOnce.ts';
import { defineJob } from '../../../plugins/jobs/definition.ts';
import type { Jobs } from '../../../plugins/jobs/plugin.ts';
import type { AdminActor } from '../requireAdmin.ts';
import { inquiryNotFound, loadAdminInquiry } from './inquiryRecord.ts';

export const REPLY_TO_CUSTOMER_JOB = 'inquiry-reply-to-customer';

async function lockedInquiry(tx: Database, id: number): Promise<InquiryRow> {
  // Two staff members working the same inquiry at once take turns, so each history step sees the one before.
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
  if (!row) throw inquiryNotFound();
  return row;
}

/**
 * Whom a reply goes to, in the language the customer wrote the inquiry in: a consultation's
 * contact; for a quote the account, else the e-mail of the address it was sent with.
 */
async function replyRecipientOf(db: Database, row: InquiryRow): Promise<ReplyRecipient | null> {
  const locale = isLocale(row.locale) ? row.locale : 'en';
  if (row.contact) return { email: row.contact.email, name: row.contact.name, locale };
  const [user] =
    row.userId === null
      ? []
      : await db
          .select({ email: users.email, givenName: users.givenName, familyName: users.familyName })
          .from(users)
          .where(eq(users.id, row.userId));
  const addressName = [row.address?.given_name, row.address?.family_name].filter(Boolean).join(' ');
  if (user) {
    const name = [user.givenName, user.familyName].filter(Boolean).join(' ') || addressName;
    return { email: user.email, name: name || null, locale };
  }
  return row.address?.email ? { email: row.address.email, name: addressName || null, locale } : null;
}

export type TextStep = { inquiryId: number; actor: AdminActor; body: string };

/** Keeps the reply in the history and queues its mail, in the caller's transaction: both or neither. */
export async function replyToCustomer(tx: Database, jobs: Jobs, step: TextStep): Promise<AdminInquiry> {
  const row = await lockedInquiry(tx, step.inquiryId);
  if (!(await replyRecipientOf(tx, row))) throw new AppError('conflict', { key: 'records.inquiryNoRecipient' });
  const [event] = await tx
    .insert(inquiryEvents)
    .values({
      inquiryId: row.id,
      kind: 'message',
      actorId: step.actor.id,
      actorEmail: step.actor.email,
      body: step.body,
    })
    .returning({ id: inquiryEvents.id });
  if (!event) throw new Error('inquiry event insert returned nothing');
  await jobs.enqueue(REPLY_TO_CUSTOMER_JOB, { event_id: event.id }, { transaction: tx });
  return loadAdminInquiry(tx, row.id);
}

/** An internal note: kept in the history, mailed to nobody. */
export async function addInquiryNote(tx: Database, step: TextStep): Promise<AdminInquiry> {
  const row = await lockedInquiry(tx, step.inquiryId);
  await tx
    .insert(inquiryEvents)
    .values({ inquiryId: row.id, kind: 'note', actorId: step.actor.id, actorEmail: step.actor.email, body: step.body });
  return loadAdminInquiry(tx, row.id);
}

async function adminById(tx: Database, id: number): Promise<{ id: number; email: string }> {
  const [admin] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, true)));
  if (!admin) {
    throw new AppError('validation', { errors: { assignee_id: [messageRef('records.assigneeNotAdmin')] } });
  }
  return admin;
}

/**
 * Moves the status and/or hands the inquiry to an administrator (null: to nobody); each real
 * change is one step in the history, a value that stays the same adds none.
 */
export async function changeInquiry(
  tx: Database,
  id: number,
  patch: AdminInquiryPatchRequest,
  actor: AdminActor,
): Promise<AdminInquiry> {
  const row = await lockedInquiry(tx, id);
  const by = { inquiryId: id, actorId: actor.id, actorEmail: actor.email };
  if (patch.status !== undefined && patch.status !== row.status) {
    await tx.update(inquiries).set({ status: patch.status, updatedAt: new Date() }).where(eq(inquiries.id, id));
    await tx.insert(inquiryEvents).values({ ...by, kind: 'status', fromStatus: row.status, toStatus: patch.status });
  }
  if (patch.assignee_id !== undefined && patch.assignee_id !== row.assigneeId) {
    const assignee = patch.assignee_id === null ? null : await adminById(tx, patch.assignee_id);
    await tx
      .update(inquiries)
      .set({ assigneeId: assignee?.id ?? null, updatedAt: new Date() })
      .where(eq(inquiries.id, id));
    await tx
      .insert(inquiryEvents)
      .values({ ...by, kind: 'assignment', assigneeId: assignee?.id ?? null, assigneeEmail: assignee?.email ?? null });
  }
  return loadAdminInquiry(tx, id);
}

/** Mails one reply; a retry finds it in the ledger and sends nothing twice. */
export const replyToCustomerJob = defineJob({
  name: REPLY_TO_CUSTOMER_JOB,
  version: 1,
  payloadSchema: z.object({ event_id: z.number().int().positive() }),
  handler: async ({ event_id }, { app }) => {
    const [event] = await app.db.select().from(inquiryEvents).where(eq(inquiryEvents.id, event_id));
    if (event?.kind !== 'message' || event.body === null) return; // gone with its inquiry
    const [row] = await app.db.select().from(inquiries).where(eq(inquiries.id, event.inquiryId));
    const recipient = row ? await replyRecipientOf(app.db, row) : null;
    if (!row || !recipient) return; // the customer left since: nobody to write to
    await sendOnce(app.db, app.mailer, {
      key: `inquiry:${row.id}:message:${event.id}`,
      message: inquiryReplyMail(row.id, recipient, event.body),
    });
  },
});
