import type { PartsList, PartsListLine } from '@bar/domain/partsList';
import { cents, grams } from '@bar/domain/units';
import { describe, expect, it } from 'vitest';
import { barPartsCsv } from '../src/features/exports/barPartsCsv.ts';
import { parseCsv } from './helpers/csv.ts';

function line(
  part_number: string,
  name: string,
  quantity: number,
  unitCents: number,
  unitGrams: number,
): PartsListLine {
  return {
    part_id: 1,
    part_number,
    name,
    quantity,
    unit_price: cents(unitCents),
    total: cents(unitCents * quantity),
    unit_weight: grams(unitGrams),
    weight: grams(unitGrams * quantity),
  };
}

const parts: PartsList = {
  list: [line('=HYPERLINK("x")', '@SUM(A1)', 2, 1999, 1250), line('-1', '+Plate; "large"', 1, 5, 3)],
  singlePartsList: [line('SP-1', 'Hook', 3, 100, 10)],
  total_price: cents(4303),
  vat_rate: 19,
  vat: cents(818),
  gross_total: cents(5121),
  total_weight: grams(2533),
  missing_part_ids: [],
  packaging_recommendation: [],
};

describe('bar parts list as CSV', () => {
  it('keeps formula-like text as text and numbers as numbers (en)', () => {
    const csv = barPartsCsv(parts, 'en');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")","'@SUM(A1)",2,19.99,39.98,2.500\r\n`);
    const rows = parseCsv(csv, ',');
    expect(rows.slice(1, 4)).toEqual([
      ['\'=HYPERLINK("x")', "'@SUM(A1)", '2', '19.99', '39.98', '2.500'],
      ["'-1", '\'+Plate; "large"', '1', '0.05', '0.05', '0.003'],
      ['SP-1', 'Hook', '3', '1.00', '3.00', '0.030'],
    ]);
    expect(rows.slice(4)).toEqual([
      ['', 'Net total', '', '', '43.03', '2.533'],
      ['', 'plus 19 % VAT', '', '', '8.18', ''],
      ['', 'Gross total', '', '', '51.21', ''],
    ]);
  });

  it('writes a semicolon and a decimal comma in the other languages', () => {
    const rows = parseCsv(barPartsCsv(parts, 'fr'), ';');
    expect(rows[0]).toEqual([
      'Réf.',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'Poids (kg)',
    ]);
    expect(rows[1]?.slice(2)).toEqual(['2', '19,99', '39,98', '2,500']);
    expect(rows.at(-3)?.slice(4)).toEqual(['43,03', '2,533']);
  });
});
