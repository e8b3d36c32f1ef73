import type { Locale } from '@bar/domain/locale';
import { LOCALES } from '@bar/domain/locale';
import { PARTS_LIST_PDF_TEXTS } from '../features/pdf/partsListTexts.ts';
import { ACCOUNT_MAIL_TEXTS } from '../mail/accountTexts.ts';
import { CONSULTATION_MAIL_TEXTS } from '../mail/consultationTexts.ts';
import { INQUIRY_MAIL_TEXTS } from '../mail/inquiryTexts.ts';
import type { LocalizedText, MessageTable } from './messageTable.ts';

type Texts = { [field: string]: string | Texts };

/** `{ de: { subject, times: { morning } }, en: … }` as `prefix.subject`, `prefix.times.morning`, each with six languages. */
function byField(prefix: string, texts: Record<Locale, object>): MessageTable {
  const table: MessageTable = {};
  const visit = (path: string, pick: (locale: Locale) => Texts) => {
    for (const [field, value] of Object.entries(pick('en'))) {
      const key = `${path}.${field}`;
      const at = (locale: Locale) => pick(locale)[field];
      if (typeof value === 'string') {
        table[key] = Object.fromEntries(LOCALES.map((locale) => [locale, at(locale)])) as LocalizedText;
      } else visit(key, (locale) => at(locale) as Texts);
    }
  };
  visit(prefix, (locale) => texts[locale] as Texts);
  return table;
}

/**
 * The texts of the e-mails and the parts-list PDF, which go out in their reader's language: kept
 * beside their templates (one typed object per language), registered here so that the catalogue
 * test checks them with the messages.
 */
export const DOCUMENT_TEXTS: MessageTable = {
  ...byField('mail.verifyEmail', ACCOUNT_MAIL_TEXTS.verifyEmail),
  ...byField('mail.resetPassword', ACCOUNT_MAIL_TEXTS.resetPassword),
  ...byField('mail.inquiry', INQUIRY_MAIL_TEXTS),
  ...byField('mail.consultation', CONSULTATION_MAIL_TEXTS),
  ...byField('pdf.partsList', PARTS_LIST_PDF_TEXTS),
};
