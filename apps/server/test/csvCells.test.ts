import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvStyle, formatFixed, integerCell, neutraliseCell, toCsv } from '../src/features/downloads/csv.ts';

const STYLES: CsvStyle[] = [
  { separator: ',', decimalMark: '.' },
  { separator: ';', decimalMark: ',' },
];
const DANGEROUS_START = ['=', '+', '-', '@', '\t', '\r', '\n'];

/** The file read back as a spreadsheet's import would split it (csv-parse, RFC 4180). */
function readBack(csv: string, style: CsvStyle): string[][] {
  return parse(csv, { bom: true, delimiter: style.separator, record_delimiter: '\r\n', relax_column_count: true });
}

describe('CSV cells (OWASP CSV injection)', () => {
  it.each([
    ['=1+2', `"'=1+2"`],
    ['+49 30 123', `"'+49 30 123"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ])('keeps the text cell %j text: quote mark first, quoted', (cell, written) => {
    expect(toCsv([[cell]], STYLES[0] as CsvStyle)).toBe(`\uFEFF${written}\r\n`);
  });

  it('leaves ordinary text and the numbers the server writes as they are', () => {
    const style = STYLES[1] as CsvStyle;
    const csv = toCsv([['GRX-0600', 'Rahmen; 600', integerCell(600), formatFixed(-1250, 2, style)]], style);
    expect(csv).toBe('\uFEFFGRX-0600;"Rahmen; 600";600;-12,50\r\n');
  });

  it('writes a negative number cell as a number, and the same characters typed as text neutralised', () => {
    const style = STYLES[0] as CsvStyle;
    const rows = readBack(toCsv([[formatFixed(-500, 2, style), '-5.00']], style), style);
    expect(rows).toEqual([['-5.00', "'-5.00"]]);
  });

  it('refuses to write a number cell that is no number', () => {
    expect(() => toCsv([[{ number: '=1+2' }]], STYLES[0] as CsvStyle)).toThrow();
    expect(() => integerCell(1.5)).toThrow();
  });

  const anyText = fc.string({ unit: 'binary', maxLength: 30 });
  const dangerousText = fc.tuple(fc.constantFrom(...DANGEROUS_START), anyText).map(([start, rest]) => start + rest);
  const safeText = anyText.filter((text) => !DANGEROUS_START.some((start) => text.startsWith(start)));

  it('no text cell read back by a CSV parser starts with = + - @, tab, CR or LF (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STYLES),
        fc.array(fc.array(fc.oneof(anyText, dangerousText), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (style, rows) => {
          const read = readBack(toCsv(rows, style), style);
          expect(read).toHaveLength(rows.length);
          read.forEach((row, rowIndex) => {
            expect(row).toEqual(rows[rowIndex]?.map(neutraliseCell));
            for (const cell of row) expect(DANGEROUS_START.some((start) => cell.startsWith(start))).toBe(false);
          });
        },
      ),
    );
  });

  it('safe text cells and number cells read back unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STYLES),
        fc.array(fc.oneof(safeText, fc.integer({ min: -10_000_000, max: 10_000_000 })), { minLength: 1, maxLength: 8 }),
        (style, cells) => {
          const written = cells.map((cell) => (typeof cell === 'number' ? formatFixed(cell, 2, style) : cell));
          const [row] = readBack(toCsv([written], style), style);
          expect(row).toEqual(written.map((cell) => (typeof cell === 'string' ? cell : cell.number)));
        },
      ),
    );
  });
});
