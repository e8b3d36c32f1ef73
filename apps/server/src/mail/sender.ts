import type { Locale } from '@bar/domain/locale';

/** The product's name as the sender of its mails, in the reader's language. */
export const SENDER_NAMES: Record<Locale, string> = {
  de: 'Bar-Konfigurator',
  en: 'Bar Configurator',
  fr: 'Configurateur de bars',
  it: 'Configuratore di bar',
  es: 'Configurador de barras',
  pt: 'Configurador de balcões',
};

export type Sender = { name: string; address: string };

/**
 * The From of a mail in `locale`. MAIL_FROM is either a bare address, then the sender's name is
 * the product's name in the mail's language, or `Name <address>`, then the operator's name is kept
 * in every language (a brand name is not translated).
 */
export function senderFor(configured: string, locale: Locale): Sender {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(configured);
  if (named?.[1]) return { name: named[1], address: named[2] as string };
  const address = named?.[2] ?? configured.trim();
  return { name: SENDER_NAMES[locale], address };
}
