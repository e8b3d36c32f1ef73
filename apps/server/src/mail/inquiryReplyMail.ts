import type { Locale } from '@bar/domain/locale';
import { fill } from './inquiryMails.ts';
import { INQUIRY_REPLY_TEXTS } from './inquiryReplyTexts.ts';
import type { MailMessage } from './mailer.ts';

export type ReplyRecipient = { email: string; name: string | null; locale: Locale };

/** A staff member's reply to inquiry `inquiryId`, in the customer's language; the text as they wrote it. */
export function inquiryReplyMail(inquiryId: number, to: ReplyRecipient, body: string): MailMessage {
  const texts = INQUIRY_REPLY_TEXTS[to.locale] ?? INQUIRY_REPLY_TEXTS.en;
  const values = { id: String(inquiryId), name: to.name?.trim() ?? '' };
  // Without a name "Hello ," would remain: the space before the punctuation goes.
  const greeting = fill(texts.greeting, values).replace(/\s+([,:])$/, '$1');
  const text = [greeting, '', fill(texts.intro, values), '', body, '', texts.outro, ''];
  return { to: to.email, locale: to.locale, subject: fill(texts.subject, values), text: text.join('\n') };
}
