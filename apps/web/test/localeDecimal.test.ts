import { LOCALES } from '@bar/domain/locale';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type DecimalReading,
  readDecimal,
  separatorsOf,
  writeDecimal,
} from '../src/features/admin/catalogue/localeDecimal.ts';

/** Largest amount the parser takes: nine whole digits. */
const MAX_CENTS = 999_999_999_99;
const amounts = fc.integer({ min: 0, max: MAX_CENTS });
const locales = fc.constantFrom(...LOCALES);

const units = (units: number): DecimalReading => ({ ok: true, units });
const problem = (problem: string): DecimalReading => ({ ok: false, problem }) as DecimalReading;

/** Exact decimal text of whole units ("123456", 2 → "1234.56"), which Intl formats without going through a float. */
function plainDecimal(value: number, places: number): string {
  const digits = String(value).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

describe('separators come from Intl', () => {
  test.each([
    ['de', ',', '.'],
    ['en', '.', ','],
    ['fr', ',', '\u202f'],
    ['it', ',', '.'],
    ['es', ',', '.'],
    ['pt', ',', '.'],
  ])('%s: decimal %j, thousands %j', (locale, decimal, group) => {
    expect(separatorsOf(locale)).toEqual({ decimal, group });
  });
});

describe('prices as each language writes them', () => {
  test.each([
    ['de', '1.234,56', 123456],
    ['de', '1234,56', 123456],
    ['de', '0,29', 29],
    ['de', '1.234', 123400],
    ['de', '12,5', 1250],
    ['de', '12,', 1200],
    ['de', '1 234,56', 123456],
    ['de', '1.234.567,89', 123456789],
    ['en', '1,234.56', 123456],
    ['en', '1234.56', 123456],
    ['en', '0.29', 29],
    ['en', '1,234', 123400],
    ['fr', '1\u202f234,56', 123456],
    ['fr', '1\u00a0234,56', 123456],
    ['fr', '1 234,56', 123456],
    ['fr', '1234,56', 123456],
    ['it', '1.234,56', 123456],
    ['it', '1234,56', 123456],
    ['es', '1.234,56', 123456],
    ['es', '12.345,00', 1234500],
    ['pt', '1.234,56', 123456],
    ['pt', '0,29', 29],
    ['de', '007,10', 710],
  ])('%s %j → %i cents', (locale, text, cents) => {
    expect(readDecimal(text, locale, 2)).toEqual(units(cents));
  });

  test.each([
    ['de', '', 'required'],
    ['de', '   ', 'required'],
    ['de', 'abc', 'format'],
    ['de', '-3', 'format'],
    ['de', '1e3', 'format'],
    ['de', '12 €', 'format'],
    ['de', ',5', 'format'],
    ['de', '1234.56', 'separator'],
    ['de', '1,234.56', 'separator'],
    ['de', '12.5', 'separator'],
    ['de', '1.23.456', 'separator'],
    ['de', '1,2,3', 'separator'],
    ['de', '.123', 'separator'],
    ['de', '1.234,5.6', 'separator'],
    ['de', '1,234', 'decimals'],
    ['de', '1,999', 'decimals'],
    ['en', '1.234,56', 'separator'],
    ['en', '12,50', 'separator'],
    ['en', '12.345', 'decimals'],
    ['fr', '1.234,56', 'separator'],
    ['fr', '12.50', 'separator'],
    ['it', '12.50', 'separator'],
    ['es', "1'234,56", 'separator'],
    ['en', '1234567890.00', 'tooLarge'],
  ])('%s %j is refused: %s', (locale, text, reason) => {
    expect(readDecimal(text, locale, 2)).toEqual(problem(reason));
  });

  test('whole millimetres: thousands allowed, decimals refused', () => {
    expect(readDecimal('1.200', 'de', 0)).toEqual(units(1200));
    expect(readDecimal('1,200', 'en', 0)).toEqual(units(1200));
    expect(readDecimal('1,5', 'de', 0)).toEqual(problem('decimals'));
    expect(readDecimal('1.5', 'en', 0)).toEqual(problem('decimals'));
  });

  test('one thousands separator before three digits is ambiguous only where three decimals are allowed', () => {
    expect(readDecimal('1.234', 'de', 3)).toEqual(problem('ambiguous'));
    expect(readDecimal('1,234', 'en', 3)).toEqual(problem('ambiguous'));
    expect(readDecimal('1.234.567', 'de', 3)).toEqual(units(1_234_567_000));
    expect(readDecimal('1.234,5', 'de', 3)).toEqual(units(1_234_500));
    expect(readDecimal('1 234', 'fr', 3)).toEqual(units(1_234_000));
    expect(readDecimal('1,234', 'de', 3)).toEqual(units(1234));
  });
});

describe('written in the language, read back the same (property-based)', () => {
  test('our own formatting of any cent amount reads back to the same cents in every language', () => {
    fc.assert(
      fc.property(amounts, locales, (cents, locale) => {
        expect(readDecimal(writeDecimal(cents, locale, 2), locale, 2)).toEqual(units(cents));
      }),
      { numRuns: 2000 },
    );
  });

  test('Intl’s own formatting, with and without thousands separators, reads back to the same cents', () => {
    fc.assert(
      fc.property(amounts, locales, fc.boolean(), (cents, locale, useGrouping) => {
        const format = new Intl.NumberFormat(locale, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          useGrouping,
        });
        const text = format.format(plainDecimal(cents, 2) as unknown as number);
        expect(readDecimal(text, locale, 2)).toEqual(units(cents));
      }),
      { numRuns: 2000 },
    );
  });

  test('weights with up to three decimals, trailing zeros left out, read back to the same grams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), locales, (grams, locale) => {
        const text = writeDecimal(grams, locale, 3, 0);
        expect(readDecimal(text, locale, 3)).toEqual(units(grams));
      }),
      { numRuns: 2000 },
    );
  });

  test('an amount typed with the other convention is refused or read as written there, never silently shifted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: MAX_CENTS }), (cents) => {
        // "1,234.56" typed in German: never accepted as a German number.
        expect(readDecimal(writeDecimal(cents, 'en', 2), 'de', 2).ok).toBe(false);
        expect(readDecimal(writeDecimal(cents, 'de', 2), 'en', 2).ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  test('any text either fails with a reason or gives a safe non-negative integer', () => {
    const typed = fc.string({ unit: fc.constantFrom(...'0123456789.,  \u202f-e€a'.split('')), maxLength: 16 });
    fc.assert(
      fc.property(typed, locales, fc.integer({ min: 0, max: 3 }), (text, locale, places) => {
        const reading = readDecimal(text, locale, places);
        if (reading.ok) {
          expect(Number.isSafeInteger(reading.units) && reading.units >= 0).toBe(true);
          expect(readDecimal(writeDecimal(reading.units, locale, places), locale, places)).toEqual(reading);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('values are shown as the language writes them', () => {
  test.each([
    ['de', '1.234,56'],
    ['en', '1,234.56'],
    ['fr', '1\u202f234,56'],
    ['it', '1234,56'],
    ['es', '1234,56'],
    ['pt', '1.234,56'],
  ])('%s: 123456 cents → %j', (locale, text) => {
    expect(writeDecimal(123456, locale, 2)).toBe(text);
  });

  test('a weight of exactly 1234 kg keeps one decimal where it would otherwise read two ways', () => {
    expect(writeDecimal(1_234_000, 'de', 3, 0)).toBe('1.234,0');
    expect(writeDecimal(1_234_000, 'en', 3, 0)).toBe('1,234.0');
    expect(writeDecimal(1_234_000, 'it', 3, 0)).toBe('1234');
    expect(writeDecimal(2_500, 'de', 3, 0)).toBe('2,5');
  });
});
