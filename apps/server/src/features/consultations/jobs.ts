import { isConsultation } from '../../db/schemaQuotes.ts';
import { consultationNotificationMail } from '../../mail/consultationMails.ts';
import { defineInquiryJob } from '../inquiries/inquiryJob.ts';
import { notifyAdmins } from '../inquiries/recipients.ts';

export const NOTIFY_ADMINS_OF_CONSULTATION_JOB = 'consultation-notify-admins';

/**
 * One mail per administrator responsible for the request's country (or every administrator when
 * nobody is), each recorded as a notification when it is marked sent; a retry skips those mailed.
 */
export function notifyAdminsOfConsultationJob(publicUrl: string) {
  return defineInquiryJob(NOTIFY_ADMINS_OF_CONSULTATION_JOB, isConsultation, (row, app) =>
    notifyAdmins(app, {
      kind: 'consultation',
      inquiryId: row.id,
      country: row.contact.country,
      mailTo: (admin) => consultationNotificationMail(row, admin, publicUrl),
    }),
  );
}
