import type { Locale } from '@bar/domain/locale';

/**
 * How spreadsheet programs expect CSV in the reader's language: English uses a comma between
 * fields and a point in numbers; the other five a semicolon and a decimal comma.
 */
export type CsvStyle = { separator: ',' | ';'; decimalMark: '.' | ',' };

export function csvStyle(locale: Locale): CsvStyle {
  return locale === 'en' ? { separator: ',', decimalMark: '.' } : { separator: ';', decimalMark: ',' };
}

/** An integer amount of hundredths or thousandths as a decimal number: (38900, 2) → "389.00". */
export function formatFixed(value: number, decimals: number, style: CsvStyle): string {
  const scale = 10 ** decimals;
  const whole = Math.trunc(value / scale);
  const fraction = String(Math.abs(value % scale)).padStart(decimals, '0');
  return `${value < 0 && whole === 0 ? '-' : ''}${whole}${style.decimalMark}${fraction}`;
}

// A cell starting like a formula would be run by a spreadsheet program: keep it text.
const FORMULA_START = /^[=+@\t\r]/;

function escapeCell(cell: string, style: CsvStyle): string {
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  if (!safe.includes(style.separator) && !/["\r\n]/.test(safe)) return safe;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * RFC 4180 text (CRLF line ends, quotes doubled), starting with a UTF-8 byte order mark so that
 * spreadsheet programs read umlauts and accents correctly.
 */
export function toCsv(rows: readonly (readonly string[])[], style: CsvStyle): string {
  const lines = rows.map((row) => row.map((cell) => escapeCell(cell, style)).join(style.separator));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
