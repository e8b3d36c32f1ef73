import { describe, expect, it } from 'vitest';
import { toOrderPartsList } from '../src/inventory.ts';
import { type PartsList, type PartsListLine, partsListTotals } from '../src/partsList.ts';
import { line } from './harness.ts';

function partsList(list: PartsListLine[], singlePartsList: PartsListLine[]): PartsList {
  return {
    list,
    singlePartsList,
    ...partsListTotals([...list, ...singlePartsList]),
    missing_part_ids: [],
    packaging_recommendation: [],
  };
}

describe('toOrderPartsList', () => {
  it('keeps only the lines with something to order, at the quantity, price and weight to order', () => {
    const full = partsList([line(1, 4), line(2, 2, 2500, 100), line(3, 1)], [line(1, 2)]);
    const { partsList: toOrder, owned_units } = toOrderPartsList(
      full,
      new Map([
        [1, 5],
        [2, 2],
      ]),
    );
    expect(owned_units).toBe(7);
    expect(toOrder.list.map((entry) => [entry.part_id, entry.quantity, entry.total, entry.weight])).toEqual([
      [3, 1, 1000, 500],
    ]);
    expect(toOrder.singlePartsList.map((entry) => [entry.part_id, entry.quantity, entry.total])).toEqual([
      [1, 1, 1000],
    ]);
    expect(toOrder.total_price).toBe(2000);
    expect(toOrder.vat).toBe(380);
    expect(toOrder.gross_total).toBe(2380);
    expect(toOrder.total_weight).toBe(1000);
    // The lines carry the parts-list shape only, so a frozen copy reads like any parts list.
    expect(Object.keys(toOrder.list[0] ?? {}).sort()).toEqual(Object.keys(line(1, 1)).sort());
  });

  it('leaves the list whole without an inventory, and empty when everything is owned', () => {
    const full = partsList([line(1, 2)], [line(2, 1)]);
    expect(toOrderPartsList(full, new Map()).partsList).toEqual(full);
    const covered = toOrderPartsList(
      full,
      new Map([
        [1, 9],
        [2, 9],
      ]),
    );
    expect(covered.partsList.list).toEqual([]);
    expect(covered.partsList.singlePartsList).toEqual([]);
    expect([covered.partsList.total_price, covered.partsList.gross_total, covered.owned_units]).toEqual([0, 0, 3]);
  });
});
