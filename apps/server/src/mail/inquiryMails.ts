import { displayCountry } from '@bar/domain/countries';
import type { Locale } from '@bar/domain/locale';
import type { AddressSnapshot, QuoteInquiryRow } from '../db/schemaQuotes.ts';
import { INQUIRY_MAIL_TEXTS, type InquiryMailTexts } from './inquiryTexts.ts';
import type { MailMessage } from './mailer.ts';

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}

function formatCents(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function addressLines(address: AddressSnapshot, locale: Locale): string[] {
  const person = [address.given_name, address.family_name].filter(Boolean).join(' ');
  return [
    address.organization,
    address.contactPerson,
    person,
    address.street,
    `${address.postal_code} ${address.city}`,
    displayCountry(address.country, locale),
    address.vat_id,
    address.phone,
    address.email,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/** The parts of the inquiry both mails show: addresses, message, whether only parts to order, total, consents. */
function summary(inquiry: QuoteInquiryRow, texts: InquiryMailTexts, locale: Locale): string[] {
  const lines = [`${texts.labelAddress}:`, ...addressLines(inquiry.address, locale), ''];
  if (inquiry.deliveryAddress)
    lines.push(`${texts.labelDeliveryAddress}:`, ...addressLines(inquiry.deliveryAddress, locale), '');
  if (inquiry.message) lines.push(`${texts.labelMessage}:`, inquiry.message, '');
  if (inquiry.toOrderOnly) lines.push(fill(texts.toOrderOnly, { owned: String(inquiry.ownedUnits ?? 0) }));
  lines.push(`${texts.labelTotal}: ${formatCents(inquiry.barSnapshot.parts.total_price, locale)}`, '');
  lines.push(
    `${texts.labelConsents}:`,
    `${texts.consentCall}: ${inquiry.consentCall ? texts.yes : texts.no}`,
    `${texts.consentNewsletter}: ${inquiry.consentNewsletter ? texts.yes : texts.no}`,
    '',
  );
  return lines;
}

export function customerConfirmationMail(inquiry: QuoteInquiryRow, to: string, name: string | null): MailMessage {
  const locale = inquiry.locale as Locale;
  const texts = INQUIRY_MAIL_TEXTS[locale] ?? INQUIRY_MAIL_TEXTS.en;
  const values = { id: String(inquiry.id), bar: inquiry.barSnapshot.name, name: name?.trim() ?? '' };
  const greeting = fill(texts.customerGreeting, values)
    .replace(/\s+([,:])$/, '$1')
    .trim();
  const text = [
    greeting,
    '',
    fill(texts.customerIntro, values),
    '',
    texts.customerOutro,
    '',
    ...summary(inquiry, texts, locale),
  ];
  return { to, locale, subject: fill(texts.customerSubject, values), text: text.join('\n') };
}

export type AdminRecipient = { email: string; locale: Locale };

export function adminNotificationMail(
  inquiry: QuoteInquiryRow,
  admin: AdminRecipient,
  customer: { email: string; name: string },
  publicUrl: string,
): MailMessage {
  const texts = INQUIRY_MAIL_TEXTS[admin.locale] ?? INQUIRY_MAIL_TEXTS.en;
  const values = {
    id: String(inquiry.id),
    bar: inquiry.barSnapshot.name,
    country: displayCountry(inquiry.address.country, admin.locale),
    customer: customer.name ? `${customer.name} <${customer.email}>` : customer.email,
  };
  const link = new URL(`/admin/inquiries/${inquiry.id}`, publicUrl).toString();
  const text = [
    fill(texts.adminIntro, values),
    '',
    ...summary(inquiry, texts, admin.locale),
    texts.adminOpen,
    link,
    '',
  ];
  return { to: admin.email, locale: admin.locale, subject: fill(texts.adminSubject, values), text: text.join('\n') };
}
