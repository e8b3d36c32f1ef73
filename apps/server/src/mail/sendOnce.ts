import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboundMails } from '../db/schemaQuotes.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export type OnceMail = {
  /** What the mail is about, e.g. `inquiry:12:customer`; one mail is sent per key, ever. */
  key: string;
  message: MailMessage;
  /** Runs in the transaction that marks the mail sent (e.g. records the admin notification). */
  afterSent?: (transaction: Database) => Promise<void>;
};

/** Derived from the key, so every attempt for one key carries the same Message-ID. */
export function messageIdFor(key: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@bar-configurator.mail>`;
}

/**
 * Sends a mail at most once per key, for job handlers that may run again after a failure.
 *
 * The ledger row is marked `sending` before the mail goes out and `sent` right after, in one
 * transaction with `afterSent`. A retry that finds `sent` does nothing. What remains is a crash
 * (or lost connection) after the SMTP server accepted the mail and before `sent` committed: the
 * retry finds `sending` and sends again, with the same Message-ID, which mail clients and many
 * servers use to drop the duplicate. The window is one database round trip long.
 */
export async function sendOnce(db: Database, mailer: Mailer, mail: OnceMail): Promise<'sent' | 'alreadySent'> {
  const messageId = messageIdFor(mail.key);
  await db
    .insert(outboundMails)
    .values({
      key: mail.key,
      status: 'sending',
      recipient: mail.message.to,
      subject: mail.message.subject,
      messageId,
    })
    .onConflictDoNothing();
  const [claimed] = await db
    .update(outboundMails)
    .set({ status: 'sending', attempts: sql`${outboundMails.attempts} + 1` })
    .where(and(eq(outboundMails.key, mail.key), ne(outboundMails.status, 'sent')))
    .returning({ key: outboundMails.key });
  if (!claimed) return 'alreadySent';

  try {
    await mailer.send({ ...mail.message, messageId });
  } catch (error) {
    // Refused before acceptance: nothing went out, the next attempt sends it.
    await db.update(outboundMails).set({ status: 'failed' }).where(eq(outboundMails.key, mail.key));
    throw error;
  }
  await db.transaction(async (transaction) => {
    await transaction
      .update(outboundMails)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(outboundMails.key, mail.key));
    await mail.afterSent?.(transaction as unknown as Database);
  });
  return 'sent';
}
