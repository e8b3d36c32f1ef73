import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { inquiries, isConsultation } from '../../db/schemaQuotes.ts';
import { consultationNotificationMail } from '../../mail/consultationMails.ts';
import { defineJob } from '../../plugins/jobs/definition.ts';
import { notifyAdmins } from '../inquiries/recipients.ts';

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
      await notifyAdmins(app, {
        kind: 'consultation',
        inquiryId: row.id,
        country: row.contact.country,
        mailTo: (admin) => consultationNotificationMail(row, admin, publicUrl),
      });
    },
  });
}
