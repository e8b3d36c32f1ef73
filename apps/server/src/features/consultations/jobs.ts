import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { inquiries, isConsultation, notifications } from '../../db/schemaQuotes.ts';
import { consultationNotificationMail } from '../../mail/consultationMails.ts';
import { sendOnce } from '../../mail/sendOnce.ts';
import { defineJob } from '../../plugins/jobs/definition.ts';
import { adminsToNotify } from '../inquiries/recipients.ts';

export const NOTIFY_ADMINS_OF_CONSULTATION_JOB = 'consultation-notify-admins';

const consultationPayload = z.object({ inquiry_id: z.number().int().positive() });

/**
 * One mail per administrator responsible for the request's country (or every administrator when
 * nobody is), each recorded as a notification when it is marked sent; a retry skips those mailed.
 */
export function notifyAdminsOfConsultationJob(publicUrl: string) {
  return defineJob({
    name: NOTIFY_ADMINS_OF_CONSULTATION_JOB,
    version: 1,
    payloadSchema: consultationPayload,
    handler: async ({ inquiry_id }, { app }) => {
      const [row] = await app.db.select().from(inquiries).where(eq(inquiries.id, inquiry_id));
      if (!row || !isConsultation(row)) return; // removed since: nothing left to announce
      const admins = await adminsToNotify(app.db, row.contact.country);
      if (admins.length === 0) app.log.warn({ inquiryId: row.id }, 'no administrator to notify of a consultation');
      for (const admin of admins) {
        const key = `consultation:${row.id}:admin:${admin.id}`;
        const message = consultationNotificationMail(row, admin, publicUrl);
        await sendOnce(app.db, app.mailer, {
          key,
          message,
          afterSent: async (transaction) => {
            await transaction.insert(notifications).values({
              kind: 'consultation',
              inquiryId: row.id,
              recipientUserId: admin.id,
              recipientEmail: admin.email,
              subject: message.subject,
              mailKey: key,
            });
          },
        });
      }
    },
  });
}
