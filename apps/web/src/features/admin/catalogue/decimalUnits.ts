import { type Cents, cents, type Grams, grams, type Mm, mm } from '@bar/domain/units';
import { type DecimalProblem, readDecimal, rewriteDecimal, writeDecimal } from './localeDecimal.ts';

/**
 * Prices are typed in euros, weights in kilograms and sizes in millimetres, each as the
 * interface language writes numbers, and stored as integer cents, grams and millimetres.
 */

export type UnitReading<T extends number> = { ok: true; value: T } | { ok: false; problem: DecimalProblem };

function readUnits<T extends number>(text: string, locale: string, places: number, brand: (n: number) => T) {
  const reading = readDecimal(text, locale, places);
  return (reading.ok ? { ok: true, value: brand(reading.units) } : reading) as UnitReading<T>;
}

export const readEuros = (text: string, locale: string): UnitReading<Cents> => readUnits(text, locale, 2, cents);
export const readKilograms = (text: string, locale: string): UnitReading<Grams> => readUnits(text, locale, 3, grams);
export const readMillimetres = (text: string, locale: string): UnitReading<Mm> => readUnits(text, locale, 0, mm);

/** "1.234,56" (de) → 123456 cents; null when the text is not a price in that language. */
export function eurosToCents(text: string, locale: string): Cents | null {
  const reading = readEuros(text, locale);
  return reading.ok ? reading.value : null;
}

/** "2,5" (de) → 2500 grams; null when the text is not a weight in that language. */
export function kilogramsToGrams(text: string, locale: string): Grams | null {
  const reading = readKilograms(text, locale);
  return reading.ok ? reading.value : null;
}

/** Always two decimals: 123456 → "1.234,56" (de), "1,234.56" (en). */
export const centsToEuros = (value: number, locale: string): string => writeDecimal(value, locale, 2);
/** Without trailing zeros: 14500 → "14,5" (de), 2000 → "2". */
export const gramsToKilograms = (value: number, locale: string): string => writeDecimal(value, locale, 3, 0);
/** Whole grams with thousands separators where the language writes them: 14500 → "14.500" (de). */
export const formatGrams = (value: number, locale: string): string => writeDecimal(value, locale, 0);
/** With thousands separators where the language writes them: 1200 → "1.200" (de), "1,200" (en). */
export const formatMillimetres = (value: number, locale: string): string => writeDecimal(value, locale, 0);

/** The form fields' texts rewritten when the interface language changes (unreadable text is kept). */
export const rewriteEuros = (text: string, from: string, to: string): string => rewriteDecimal(text, from, to, 2);
export const rewriteKilograms = (text: string, from: string, to: string): string =>
  rewriteDecimal(text, from, to, 3, 0);
export const rewriteMillimetres = (text: string, from: string, to: string): string => rewriteDecimal(text, from, to, 0);
