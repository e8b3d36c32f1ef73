import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type InquiryRow, inquiries, isQuoteInquiry, type QuoteInquiryRow } from '../../db/schemaQuotes.ts';
import { adminNotificationMail, customerConfirmationMail } from '../../mail/inquiryMails.ts';
import { sendOnce } from '../../mail/sendOnce.ts';
import { defineJob } from '../../plugins/jobs/definition.ts';
import { notifyAdmins } from './recipients.ts';

export const NOTIFY_ADMINS_JOB = 'inquiry-notify-admins';
export const CONFIRM_TO_CUSTOMER_JOB = 'inquiry-confirm-to-customer';

const inquiryPayload = z.object({ inquiry_id: z.number().int().positive() });

/** The quote request; null when it is gone or is not a quote (consultations have jobs of their own). */
async function loadInquiry(db: Database, id: number): Promise<QuoteInquiryRow | null> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row && isQuoteInquiry(row) ? row : null;
}

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
  return defineJob({
    name: NOTIFY_ADMINS_JOB,
    version: 1,
    payloadSchema: inquiryPayload,
    handler: async ({ inquiry_id }, { app }) => {
      const inquiry = await loadInquiry(app.db, inquiry_id);
      if (!inquiry) return; // removed since: nothing left to announce
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
    },
  });
}

/** The customer's confirmation, in the language the inquiry was sent in. */
export const confirmToCustomerJob = defineJob({
  name: CONFIRM_TO_CUSTOMER_JOB,
  version: 1,
  payloadSchema: inquiryPayload,
  handler: async ({ inquiry_id }, { app }) => {
    const inquiry = await loadInquiry(app.db, inquiry_id);
    if (!inquiry) return;
    const customer = await loadCustomer(app.db, inquiry);
    if (!customer) return; // account deleted: nobody to confirm to
    await sendOnce(app.db, app.mailer, {
      key: `inquiry:${inquiry.id}:customer`,
      message: customerConfirmationMail(inquiry, customer.email, customer.givenName),
    });
  },
});
