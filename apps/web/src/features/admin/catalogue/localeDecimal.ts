/**
 * Decimal numbers as people write them in their own language: "1.234,56" in German, "1,234.56" in
 * English, "1 234,56" in French. The two separators come from Intl (formatToParts), and the digits
 * are read as text, so a reading is an exact integer of 10^-places units: "0,29" with two places
 * is 29, never 28.999….
 */

export type NumberSeparators = { decimal: string; group: string };

/**
 * Why a text is not a number in this language:
 * - `required`: nothing typed;
 * - `format`: signs, letters, exponents, a missing whole part (",5");
 * - `separator`: another language's separator, or a thousands separator where no thousands end
 *   ("12.50" in German, "12,50" in English) — the user most likely wrote a decimal point;
 * - `decimals`: more decimals than the field keeps;
 * - `ambiguous`: one thousands separator and three digits after it, where the field also takes
 *   three decimals ("1.234" kg in German could be either);
 * - `tooLarge`: more than nine digits before the decimals.
 */
export type DecimalProblem = 'required' | 'format' | 'separator' | 'decimals' | 'ambiguous' | 'tooLarge';

export type DecimalReading = { ok: true; units: number } | { ok: false; problem: DecimalProblem };

/** Nine whole digits keep every reading (times at most 10^3) far inside the safe integers. */
const MAX_WHOLE_DIGITS = 9;
/** Separators some language uses; one that is not this language's is a mistake, not garbage. */
const FOREIGN_SEPARATORS = new Set(['.', ',', "'", '’', '٫', '٬']);
const WHITESPACE = /\s/;

const separatorCache = new Map<string, NumberSeparators>();

/** The decimal and thousands separators of a language, e.g. de → "," and ".", fr → "," and a narrow space. */
export function separatorsOf(locale: string): NumberSeparators {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const separators = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
  separatorCache.set(locale, separators);
  return separators;
}

const fail = (problem: DecimalProblem): DecimalReading => ({ ok: false, problem });

type Token = 'digit' | 'decimal' | 'group';

/** Each character as a digit or separator; a problem for anything else. */
function tokenize(text: string, separators: NumberSeparators): Token[] | DecimalProblem {
  const tokens: Token[] = [];
  for (const char of text) {
    if (char >= '0' && char <= '9') tokens.push('digit');
    else if (char === separators.decimal) tokens.push('decimal');
    // Spaces group thousands in every language (French and Portuguese from Portugal write them anyway).
    else if (char === separators.group || WHITESPACE.test(char)) tokens.push('group');
    else return FOREIGN_SEPARATORS.has(char) ? 'separator' : 'format';
  }
  return tokens;
}

/** "1.234.567" → "1234567" when every group after the first has three digits; null otherwise. */
function wholeDigitsOf(chars: readonly string[], tokens: readonly Token[]): string | null {
  const groups: string[] = [];
  let group = '';
  tokens.forEach((token, index) => {
    if (token === 'group') {
      groups.push(group);
      group = '';
    } else group += chars[index];
  });
  groups.push(group);
  const [first = '', ...rest] = groups;
  if (rest.length === 0) return first;
  const isGrouped = first.length >= 1 && first.length <= 3 && rest.every((group) => group.length === 3);
  return isGrouped ? groups.join('') : null;
}

/**
 * Reads `text` as a number written in `locale`, in whole units of 10^-places: with two places
 * "1.234,56" in German and "1,234.56" in English are both 123456.
 */
export function readDecimal(text: string, locale: string, places: number): DecimalReading {
  const trimmed = text.trim();
  if (trimmed === '') return fail('required');
  const separators = separatorsOf(locale);
  const tokens = tokenize(trimmed, separators);
  if (typeof tokens === 'string') return fail(tokens);
  const chars = [...trimmed];

  const decimalAt = tokens.indexOf('decimal');
  if (decimalAt !== -1 && tokens.lastIndexOf('decimal') !== decimalAt) return fail('separator');
  const wholeEnd = decimalAt === -1 ? tokens.length : decimalAt;
  const wholeTokens = tokens.slice(0, wholeEnd);
  const fractionTokens = tokens.slice(wholeEnd + 1);
  if (wholeTokens[0] !== 'digit') return fail(wholeTokens.length === 0 ? 'format' : 'separator');
  if (fractionTokens.includes('group')) return fail('separator');

  const wholeDigits = wholeDigitsOf(chars, wholeTokens);
  if (wholeDigits === null) return fail('separator');
  const fraction = chars.slice(wholeEnd + 1).join('');
  if (fraction.length > places) return fail('decimals');
  if (wholeDigits.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return fail('tooLarge');

  // "1.234" in German: a thousand and more, or (the English reading) one and a bit?
  const groupMarks = chars.filter((_, index) => tokens[index] === 'group');
  const couldBeDecimalPoint = groupMarks.length === 1 && !WHITESPACE.test(groupMarks[0] ?? ' ');
  if (decimalAt === -1 && couldBeDecimalPoint && places >= 3) return fail('ambiguous');

  return { ok: true, units: Number(wholeDigits) * 10 ** places + Number(fraction.padEnd(places, '0') || '0') };
}

const groupingFormats = new Map<string, Intl.NumberFormat>();

function groupWhole(whole: number, locale: string): string {
  let format = groupingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    groupingFormats.set(locale, format);
  }
  return format.format(whole);
}

/**
 * Whole units of 10^-places written as `locale` writes numbers, with thousands separators:
 * 123456 with two places → "1.234,56" (de), "1,234.56" (en), "1 234,56" (fr). Decimals beyond
 * `minimumPlaces` are left out when zero ("2,5" kg). Integer arithmetic only, so nothing rounds.
 */
export function writeDecimal(units: number, locale: string, places: number, minimumPlaces = places): string {
  const base = 10 ** places;
  const fractionUnits = units % base;
  const whole = (units - fractionUnits) / base;
  let fraction = String(fractionUnits).padStart(places, '0').slice(0, places);
  while (fraction.length > minimumPlaces && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const wholeText = groupWhole(whole, locale);
  const written = fraction ? `${wholeText}${separatorsOf(locale).decimal}${fraction}` : wholeText;
  // 1234 kg in German without decimals would read back as ambiguous: keep one decimal there.
  const reading = readDecimal(written, locale, places);
  if (!reading.ok && reading.problem === 'ambiguous') return writeDecimal(units, locale, places, 1);
  return written;
}

/** A value written in one language rewritten for another (the interface language changed); other text is kept. */
export function rewriteDecimal(text: string, from: string, to: string, places: number, minimumPlaces = places): string {
  const reading = readDecimal(text, from, places);
  return reading.ok ? writeDecimal(reading.units, to, places, minimumPlaces) : text;
}
