import type { Locale } from '@bar/domain/locale';

const REGION: Record<Locale, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', pt: 'pt-PT' };
// Dates are those of the business, which invoices in Germany.
const TIME_ZONE = 'Europe/Berlin';

// The PDF's standard font speaks WinAnsi; the narrow no-break space some locales group digits with
// is not in it, the ordinary no-break space is and keeps amounts on one line.
function forWinAnsi(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

export type PdfFormatter = {
  money(cents: number): string;
  kilograms(grams: number): string;
  integer(value: number): string;
  /** Up to two decimals (watts, amperes, litres). */
  decimal(value: number): string;
  date(value: Date): string;
};

/** Amounts, weights and dates written the way the reader's language writes them. */
export function pdfFormatter(locale: Locale): PdfFormatter {
  const region = REGION[locale];
  const money = new Intl.NumberFormat(region, { style: 'currency', currency: 'EUR' });
  const kilograms = new Intl.NumberFormat(region, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const integer = new Intl.NumberFormat(region, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(region, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(region, { dateStyle: 'long', timeZone: TIME_ZONE });
  return {
    money: (cents) => forWinAnsi(money.format(cents / 100)),
    kilograms: (grams) => `${forWinAnsi(kilograms.format(grams / 1000))}\u00a0kg`,
    integer: (value) => forWinAnsi(integer.format(value)),
    decimal: (value) => forWinAnsi(decimal.format(value)),
    date: (value) => forWinAnsi(date.format(value)),
  };
}
