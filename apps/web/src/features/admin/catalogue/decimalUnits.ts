/**
 * Prices are typed in euros and weights in kilograms, but stored as integer cents and grams.
 * The conversion reads the digits as text, so "19.99" is 1999 cents exactly (no float rounding).
 */

function decimalPattern(places: number): RegExp {
  return new RegExp(`^(\\d{1,9})(?:[.,](\\d{0,${places}}))?$`);
}

/** "12", "12.5", "12,50" → whole units of 10^-places; null for anything else (too many decimals, signs, letters). */
export function parseDecimal(text: string, places: number): number | null {
  const match = decimalPattern(places).exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(places, '0');
  return Number(whole) * 10 ** places + Number(fraction || '0');
}

/** Whole units of 10^-places as text with exactly `places` decimals: 1999, 2 → "19.99". */
export function formatDecimal(units: number, places: number, separator = '.'): string {
  const digits = String(Math.trunc(units)).padStart(places + 1, '0');
  return `${digits.slice(0, digits.length - places)}${separator}${digits.slice(digits.length - places)}`;
}

/** "." in English, "," in the other five languages: 14.500 kg must not read as fourteen thousand in German. */
export function decimalSeparatorOf(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

export const eurosToCents = (text: string): number | null => parseDecimal(text, 2);
export const centsToEuros = (cents: number, separator = '.'): string => formatDecimal(cents, 2, separator);
export const kilogramsToGrams = (text: string): number | null => parseDecimal(text, 3);
/** Without trailing zeros: 14500 → "14.5", 2000 → "2". */
export const gramsToKilograms = (grams: number, separator = '.'): string =>
  formatDecimal(grams, 3, separator).replace(/0+$/, '').replace(/[.,]$/, '');
