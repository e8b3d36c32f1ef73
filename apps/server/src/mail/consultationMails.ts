import type { ConsultationTimeWindow, ConsultationTopic } from '@bar/contracts/consultations';
import { displayCountry } from '@bar/domain/countries';
import type { ConsultationRow } from '../db/schemaQuotes.ts';
import { CONSULTATION_MAIL_TEXTS } from './consultationTexts.ts';
import { type AdminRecipient, fill } from './inquiryMails.ts';
import type { MailMessage } from './mailer.ts';

/** Tells an administrator who wants a call, when and about what; links to the record. */
export function consultationNotificationMail(
  consultation: ConsultationRow,
  admin: AdminRecipient,
  publicUrl: string,
): MailMessage {
  const texts = CONSULTATION_MAIL_TEXTS[admin.locale] ?? CONSULTATION_MAIL_TEXTS.en;
  const { contact } = consultation;
  const values = {
    id: String(consultation.id),
    country: displayCountry(contact.country, admin.locale),
    customer: `${contact.name} <${contact.email}>`,
  };
  const link = new URL(`/admin/inquiries/${consultation.id}`, publicUrl).toString();
  const text = [
    fill(texts.adminIntro, values),
    '',
    `${texts.labelName}: ${contact.name}`,
    `${texts.labelEmail}: ${contact.email}`,
    `${texts.labelPhone}: ${contact.phone}`,
    `${texts.labelCountry}: ${displayCountry(contact.country, admin.locale)}`,
    `${texts.labelTime}: ${texts.times[contact.preferred_time as ConsultationTimeWindow] ?? contact.preferred_time}`,
    `${texts.labelTopic}: ${texts.topics[contact.topic as ConsultationTopic] ?? contact.topic}`,
    '',
    ...(consultation.message ? [`${texts.labelMessage}:`, consultation.message, ''] : []),
    texts.adminOpen,
    link,
    '',
  ];
  return { to: admin.email, locale: admin.locale, subject: fill(texts.adminSubject, values), text: text.join('\n') };
}
