import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PartsListLine, partsListTotals } from '../src/partsList.ts';
import { cents, grams } from '../src/units.ts';

/** A line of one part at `netCents`: only its total counts for the money rules. */
function line(netCents: number, index = 0): PartsListLine {
  return {
    part_id: index + 1,
    part_number: `P-${index}`,
    name: `Part ${index}`,
    quantity: 1,
    unit_price: cents(netCents),
    total: cents(netCents),
    unit_weight: grams(0),
    weight: grams(0),
  };
}

const vatOf = (...nets: number[]) => partsListTotals(nets.map(line)).vat;

describe('L1 VAT: 19 % of the net total, rounded half up to a whole cent', () => {
  it('rounds a half cent up and other fractions to the nearest cent', () => {
    expect(vatOf(50)).toBe(10); // 9.5 cents
    expect(vatOf(5)).toBe(1); // 0.95
    expect(vatOf(2)).toBe(0); // 0.38
    expect(vatOf(150)).toBe(29); // 28.5
    expect(vatOf(1_234_567)).toBe(234_568); // 234,567.73
    expect(vatOf(228_332_150)).toBe(43_383_109); // 43,383,108.5: a half cent of a large total
  });

  it('is taken once on the net total, not per line', () => {
    // Per line: 0.57 + 0.57 rounded to 1 + 1; on the total 1.14 rounds to 1.
    expect(vatOf(3, 3)).toBe(1);
    // Per line: 0.38 × 3 rounded to 0; on the total 1.14 rounds to 1.
    expect(vatOf(2, 2, 2)).toBe(1);
  });

  it('for any lines the gross total is the net total and its VAT, within half a cent of 19 %', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000_000 }), { maxLength: 30 }), (nets) => {
        const totals = partsListTotals(nets.map(line));
        const net = nets.reduce((sum, value) => sum + value, 0);
        expect(totals.total_price).toBe(net);
        // Half up in whole numbers: 100 × VAT lies in (19 × net − 50, 19 × net + 50].
        expect(100 * totals.vat).toBeGreaterThan(19 * net - 50);
        expect(100 * totals.vat).toBeLessThanOrEqual(19 * net + 50);
        expect(totals.gross_total).toBe(net + totals.vat);
      }),
    );
  });
});
