import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type InquiryRow, isQuoteInquiry, type QuoteInquiryRow } from '../../db/schemaQuotes.ts';
import { adminNotificationMail, customerConfirmationMail } from '../../mail/inquiryMails.ts';
import { sendOnce } from '../../mail/sendOnce.ts';
import { defineInquiryJob } from './inquiryJob.ts';
import { notifyAdmins } from './recipients.ts';

export const NOTIFY_ADMINS_JOB = 'inquiry-notify-admins';
export const CONFIRM_TO_CUSTOMER_JOB = 'inquiry-confirm-to-customer';

async function loadCustomer(db: Database, inquiry: InquiryRow) {
  if (inquiry.userId === null) return null;
  const [user] = await db.select().from(users).where(eq(users.id, inquiry.userId));
  return user ?? null;
}

function customerName(inquiry: QuoteInquiryRow, user: { givenName: string | null; familyName: string | null }): string {
  const fromAccount = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return fromAccount || [inquiry.address.given_name, inquiry.address.family_name].filter(Boolean).join(' ');
}

/**
 * One mail per responsible administrator, each recorded as a notification in the same
 * transaction that marks it sent. A retry skips the administrators already mailed.
 */
export function notifyAdminsJob(publicUrl: string) {
  // Consultations are announced by a job of their own.
  return defineInquiryJob(NOTIFY_ADMINS_JOB, isQuoteInquiry, async (inquiry, app) => {
    const customer = await loadCustomer(app.db, inquiry);
    const who = {
      email: customer?.email ?? inquiry.address.email ?? '',
      name: customer ? customerName(inquiry, customer) : '',
    };
    await notifyAdmins(app, {
      kind: 'inquiry',
      inquiryId: inquiry.id,
      country: inquiry.address.country,
      mailTo: (admin) => adminNotificationMail(inquiry, admin, who, publicUrl),
    });
  });
}

/** The customer's confirmation, in the language the inquiry was sent in. */
export const confirmToCustomerJob = defineInquiryJob(CONFIRM_TO_CUSTOMER_JOB, isQuoteInquiry, async (inquiry, app) => {
  const customer = await loadCustomer(app.db, inquiry);
  if (!customer) return; // account deleted: nobody to confirm to
  await sendOnce(app.db, app.mailer, {
    key: `inquiry:${inquiry.id}:customer`,
    message: customerConfirmationMail(inquiry, customer.email, customer.givenName),
  });
});
