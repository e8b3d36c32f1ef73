import type { Locale } from '@bar/domain/locale';

/**
 * How spreadsheet programs expect CSV in the reader's language: English uses a comma between
 * fields and a point in numbers; the other five a semicolon and a decimal comma.
 */
export type CsvStyle = { separator: ',' | ';'; decimalMark: '.' | ',' };

export function csvStyle(locale: Locale): CsvStyle {
  return locale === 'en' ? { separator: ',', decimalMark: '.' } : { separator: ';', decimalMark: ',' };
}

/**
 * A number the server wrote itself from a number it holds (a price, a weight, a count): digits, at
 * most one decimal mark, maybe a leading minus. Such a cell is written as it is, so a spreadsheet
 * reads it as a number; a text cell that merely looks like one ("-5" typed by someone) is text.
 */
export type NumberCell = { readonly number: string };
export type CsvCell = string | NumberCell;

const NUMBER_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/** An integer as a number cell. */
export function integerCell(value: number): NumberCell {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return { number: String(value) };
}

/** An integer amount of hundredths or thousandths as a decimal number cell: (38900, 2) → "389.00". */
export function formatFixed(value: number, decimals: number, style: CsvStyle): NumberCell {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer amount: ${value}`);
  const scale = 10 ** decimals;
  const whole = Math.trunc(value / scale);
  const fraction = String(Math.abs(value % scale)).padStart(decimals, '0');
  return { number: `${value < 0 && whole === 0 ? '-' : ''}${whole}${style.decimalMark}${fraction}` };
}

/**
 * OWASP CSV injection: a text cell starting with one of these would be run as a formula (or,
 * after a tab, CR or LF, taken for one) by a spreadsheet program.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A text cell that a spreadsheet could run is kept text: a single quote before it, and quoted. */
export function neutraliseCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function quote(cell: string): string {
  return `"${cell.replaceAll('"', '""')}"`;
}

function escapeCell(cell: CsvCell, style: CsvStyle): string {
  if (typeof cell !== 'string') {
    if (!NUMBER_TEXT.test(cell.number)) throw new Error(`not a number cell: ${cell.number}`);
    return cell.number.includes(style.separator) ? quote(cell.number) : cell.number;
  }
  const text = neutraliseCell(cell);
  if (text !== cell || text.includes(style.separator) || /["\r\n]/.test(text)) return quote(text);
  return text;
}

/**
 * RFC 4180 text (CRLF line ends, quotes doubled), starting with a UTF-8 byte order mark so that
 * spreadsheet programs read umlauts and accents correctly. Text cells are neutralised against
 * formula injection; number cells are written as numbers.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], style: CsvStyle): string {
  const lines = rows.map((row) => row.map((cell) => escapeCell(cell, style)).join(style.separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
