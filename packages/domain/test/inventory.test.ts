import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTORY_MAX_COUNT, inventoryFromRows, planOrder } from '../src/inventory.ts';
import { catalogue, line } from './harness.ts';

const partNumberOf = (partId: number): string => {
  const part = catalogue.parts.get(partId);
  if (!part?.variants[0]) throw new Error(`seed part ${partId} has no part number`);
  return part.variants[0].part_number;
};

describe('planOrder', () => {
  it('orders what the inventory does not cover, and prices only that', () => {
    const plan = planOrder({ list: [line(1, 4), line(2, 2, 2500, 100)], singlePartsList: [] }, new Map([[1, 3]]));
    expect(plan.list.map(({ owned, to_order }) => [owned, to_order])).toEqual([
      [3, 1],
      [0, 2],
    ]);
    expect(plan.to_order_price).toBe(1000 + 2 * 2500);
    expect(plan.to_order_weight).toBe(500 + 2 * 100);
    expect([plan.owned_units, plan.to_order_units]).toEqual([3, 3]);
  });

  it('uses one owned unit once when a part is on both lists, the main list first', () => {
    const plan = planOrder({ list: [line(7, 2)], singlePartsList: [line(7, 3)] }, new Map([[7, 4]]));
    expect(plan.list[0]?.owned).toBe(2);
    expect(plan.singlePartsList[0]?.owned).toBe(2);
    expect(plan.singlePartsList[0]?.to_order).toBe(1);
  });

  const lines = fc.array(
    fc.record({ partId: fc.integer({ min: 1, max: 8 }), quantity: fc.integer({ min: 1, max: 50 }) }),
    { maxLength: 12 },
  );
  const inventory = fc.array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 80 })), {
    maxLength: 8,
  });

  it('splits every line exactly and never uses more than is owned (property)', () => {
    fc.assert(
      fc.property(lines, lines, inventory, (main, single, owned) => {
        const stock = new Map(owned);
        const plan = planOrder(
          {
            list: main.map((entry) => line(entry.partId, entry.quantity)),
            singlePartsList: single.map((entry) => line(entry.partId, entry.quantity)),
          },
          stock,
        );
        const all = [...plan.list, ...plan.singlePartsList];
        const used = new Map<number, number>();
        for (const entry of all) {
          expect(entry.owned + entry.to_order).toBe(entry.quantity);
          expect(entry.owned).toBeGreaterThanOrEqual(0);
          expect(entry.to_order_total).toBe(entry.unit_price * entry.to_order);
          used.set(entry.part_id, (used.get(entry.part_id) ?? 0) + entry.owned);
        }
        for (const [partId, count] of used) {
          const have = stock.get(partId) ?? 0;
          const needed = all
            .filter((entry) => entry.part_id === partId)
            .reduce((sum, entry) => sum + entry.quantity, 0);
          expect(count).toBe(Math.min(have, needed));
        }
        expect(plan.to_order_price).toBe(all.reduce((sum, entry) => sum + entry.to_order_total, 0));
        expect(plan.owned_units + plan.to_order_units).toBe(all.reduce((sum, entry) => sum + entry.quantity, 0));
      }),
    );
  });

  it('orders everything with an empty inventory (property)', () => {
    fc.assert(
      fc.property(lines, (main) => {
        const plan = planOrder(
          { list: main.map((entry) => line(entry.partId, entry.quantity)), singlePartsList: [] },
          new Map(),
        );
        expect(plan.owned_units).toBe(0);
        expect(plan.to_order_price).toBe(plan.list.reduce((sum, entry) => sum + entry.total, 0));
      }),
    );
  });
});

describe('inventoryFromRows', () => {
  const frame = partNumberOf(10);
  const board = partNumberOf(20);

  it('reads part numbers in any case, skips a header and adds up a part named twice', () => {
    const { inventory, problems } = inventoryFromRows(
      [
        ['Part number', 'Count'],
        [frame.toLowerCase(), '4'],
        [` ${board} `, '2'],
        [frame, '1'],
        ['', ''],
      ],
      catalogue,
    );
    expect(problems).toEqual([]);
    expect([...inventory]).toEqual([
      [10, 5],
      [20, 2],
    ]);
  });

  it('reports every row it cannot read, with its line', () => {
    const { problems } = inventoryFromRows(
      [
        [frame, '2'],
        ['NO-SUCH-PART', '1'],
        [board, 'two'],
        [board, '-1'],
        [board, String(INVENTORY_MAX_COUNT + 1)],
      ],
      catalogue,
    );
    expect(problems).toEqual([
      { line: 2, problem: 'unknownPartNumber', value: 'NO-SUCH-PART' },
      { line: 3, problem: 'badCount', value: 'two' },
      { line: 4, problem: 'badCount', value: '-1' },
      { line: 5, problem: 'tooMany', value: String(INVENTORY_MAX_COUNT + 1) },
    ]);
  });

  it('drops parts whose count is 0', () => {
    expect([...inventoryFromRows([[frame, '0']], catalogue).inventory]).toEqual([]);
  });

  it('counts the rows that name a part: none in a header-only or blank file, every named one else', () => {
    expect(inventoryFromRows([], catalogue).partRows).toBe(0);
    expect(
      inventoryFromRows(
        [
          ['Part number', 'Count'],
          ['', ''],
          [' ', ''],
        ],
        catalogue,
      ).partRows,
    ).toBe(0);
    expect(inventoryFromRows([[frame, '0']], catalogue).partRows).toBe(1);
    expect(
      inventoryFromRows(
        [
          ['Part number', 'Count'],
          [frame, '1'],
          ['NO-SUCH-PART', '1'],
        ],
        catalogue,
      ).partRows,
    ).toBe(2);
  });

  it('reads back any inventory written as rows (property)', () => {
    const partIds = [...catalogue.parts.values()].filter((part) => part.variants.length > 0).map((part) => part.id);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...partIds), fc.integer({ min: 1, max: INVENTORY_MAX_COUNT })), {
          selector: ([partId]) => partId,
          maxLength: 30,
        }),
        (entries) => {
          const rows = entries.map(([partId, count]) => [partNumberOf(partId), String(count)]);
          const { inventory, problems } = inventoryFromRows([['part_number', 'count'], ...rows], catalogue);
          expect(problems).toEqual([]);
          expect(inventory).toEqual(new Map(entries));
        },
      ),
    );
  });
});
