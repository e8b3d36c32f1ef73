import { describe, expect, it } from 'vitest';
import { addBaseModule } from '../src/commands/baseModules.ts';
import { computePartsList } from '../src/partsList.ts';
import { applied, BASE, catalogue, context, emptyBar, PART } from './harness.ts';

function threeGraxx() {
  const ctx = context();
  let doc = emptyBar();
  for (let i = 0; i < 3; i++) doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
  return doc;
}

describe('L1 parts list', () => {
  it('has one line per part number with quantity, unit price and total', () => {
    const parts = computePartsList(threeGraxx(), catalogue, 'en');
    expect(parts.list.map((line) => [line.part_number, line.quantity, line.unit_price, line.total])).toEqual([
      ['GRX-0600-BF', 3, 38900, 116700],
      ['FRR-0600', 3, 11900, 35700],
      ['TKP-0600', 1, 14900, 14900],
      ['TKP-1200', 1, 25900, 25900],
      // P4: default front panels on the customer side, side panels on the two open ends.
      ['PNL-0600-104', 3, 9900, 29700],
      ['PNL-SEI-104', 2, 9900, 19800],
    ]);
    expect(parts.list[0]?.name).toBe('G-Raxx base frame 600');
  });

  it('ends with net total, 19 % VAT, gross total and total weight', () => {
    const parts = computePartsList(threeGraxx(), catalogue, 'de');
    expect(parts.total_price).toBe(116700 + 35700 + 14900 + 25900 + 29700 + 19800);
    expect(parts.vat_rate).toBe(19);
    expect(parts.vat).toBe(Math.round(242700 * 0.19));
    expect(parts.gross_total).toBe(242700 + 46113);
    expect(parts.total_weight).toBe(3 * 14500 + 3 * 3200 + 7800 + 15100 + 5 * 5200);
    expect(parts.list[0]?.name).toBe('G-Raxx Grundrahmen 600');
  });

  it('lists single parts apart and counts them in the totals', () => {
    const doc = { ...threeGraxx(), singleParts: [{ part_id: PART.board1200, count: 2 }] };
    const parts = computePartsList(doc, catalogue, 'en');
    expect(parts.singlePartsList).toEqual([
      expect.objectContaining({ part_number: 'TKP-1200', quantity: 2, total: 51800 }),
    ]);
    expect(parts.list.find((line) => line.part_number === 'TKP-1200')?.quantity).toBe(1);
    expect(parts.total_price).toBe(242700 + 51800);
  });

  it('adds additional accessories to the bar lines', () => {
    const doc = { ...emptyBar(), additionalAccessories: [{ part_id: PART.frame600, count: 4 }] };
    expect(computePartsList(doc, catalogue, 'en').list).toEqual([
      expect.objectContaining({ part_number: 'FRR-0600', quantity: 4 }),
    ]);
  });

  it('is empty and zero for an empty bar, and reports parts the catalogue lost', () => {
    const empty = computePartsList(emptyBar(), catalogue, 'en');
    expect([empty.list, empty.total_price, empty.vat, empty.gross_total, empty.total_weight]).toEqual([[], 0, 0, 0, 0]);
    const lost = computePartsList({ ...emptyBar(), singleParts: [{ part_id: 999, count: 1 }] }, catalogue, 'en');
    expect(lost.missing_part_ids).toEqual([999]);
    expect(lost.total_price).toBe(0);
  });
});
