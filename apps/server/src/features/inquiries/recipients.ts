import { parseCountry } from '@bar/domain/countries';
import type { Locale } from '@bar/domain/locale';
import { isLocale } from '@bar/domain/locale';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notifications } from '../../db/schemaQuotes.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { sendOnce } from '../../mail/sendOnce.ts';

export type AdminToNotify = { id: number; email: string; locale: Locale };

/**
 * The administrators responsible for `country`, or every administrator when nobody is
 * (decisions.md 4). Both sides are ISO 3166-1 alpha-2 codes; a country stored as text before
 * codes ("Germany") is read as its code first, so it reaches the administrator responsible for DE.
 */
export async function adminsToNotify(db: Database, country: string): Promise<AdminToNotify[]> {
  const columns = { id: users.id, email: users.email, locale: users.locale };
  const responsible = await db
    .select(columns)
    .from(users)
    .where(
      and(
        eq(users.isAdmin, true),
        sql`${parseCountry(country) ?? country.trim()} = any(${users.countryResponsibilities})`,
      ),
    )
    .orderBy(users.id);
  const admins =
    responsible.length > 0
      ? responsible
      : await db.select(columns).from(users).where(eq(users.isAdmin, true)).orderBy(users.id);
  return admins.map((admin) => ({ ...admin, locale: isLocale(admin.locale) ? admin.locale : 'en' }));
}

/** What the administrators are told about: a quote inquiry or a consultation, its id and country. */
export type AdminNotice = {
  kind: 'inquiry' | 'consultation';
  inquiryId: number;
  country: string;
  /** The mail to one administrator. */
  mailTo: (admin: AdminToNotify) => MailMessage;
};

/**
 * One mail per administrator responsible for the notice's country (see adminsToNotify), each
 * recorded as a notification in the transaction that marks it sent: a retry skips those mailed.
 */
export async function notifyAdmins(app: FastifyInstance, notice: AdminNotice): Promise<void> {
  const { kind, inquiryId } = notice;
  const admins = await adminsToNotify(app.db, notice.country);
  if (admins.length === 0) {
    app.log.warn(
      { inquiryId },
      `no administrator to notify of ${kind === 'inquiry' ? 'an inquiry' : 'a consultation'}`,
    );
  }
  for (const admin of admins) {
    const key = `${kind}:${inquiryId}:admin:${admin.id}`;
    const message = notice.mailTo(admin);
    await sendOnce(app.db, app.mailer, {
      key,
      message,
      afterSent: async (transaction) => {
        await transaction.insert(notifications).values({
          kind,
          inquiryId,
          recipientUserId: admin.id,
          recipientEmail: admin.email,
          subject: message.subject,
          mailKey: key,
        });
      },
    });
  }
}
