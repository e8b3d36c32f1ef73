import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBaseModule } from '../src/commands/baseModules.ts';
import type { BarDocument } from '../src/document.ts';
import { computePartsList } from '../src/partsList.ts';
import { applyPartsListDiff, diffPartsLists, partCounts } from '../src/partsListDiff.ts';
import { applied, BASE, catalogue, context, emptyBar, PART } from './harness.ts';

function bar(baseModuleIds: number[], singles: { part_id: number; count: number }[] = []): BarDocument {
  const ctx = context();
  let doc = emptyBar();
  for (const baseModuleId of baseModuleIds) doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId }));
  return { ...doc, singleParts: singles };
}

const parts = (doc: BarDocument) => computePartsList(doc, catalogue, 'en');

const docs = fc
  .record({
    modules: fc.array(fc.constantFrom(BASE.graxx600, BASE.graxx1200, BASE.gflexx1200), { maxLength: 5 }),
    singles: fc.uniqueArray(
      fc.record({ part_id: fc.constantFrom(...Object.values(PART)), count: fc.integer({ min: 1, max: 4 }) }),
      { selector: (single) => single.part_id, maxLength: 3 },
    ),
  })
  .map(({ modules, singles }) => bar(modules, singles));

describe('parts list difference', () => {
  it('names the added line with its count, price and weight, and the totals of both', () => {
    const a = parts(bar([BASE.graxx600]));
    const b = parts(bar([BASE.graxx600, BASE.graxx600]));
    const diff = diffPartsLists(a, b);
    expect(diff.lines.find((line) => line.part_number === 'GRX-0600-BF')).toEqual(
      expect.objectContaining({ change: 'changed', quantity_before: 1, quantity_after: 2, price_delta: 38900 }),
    );
    expect(diff.delta.net).toBe(b.total_price - a.total_price);
    expect(diff.before.net).toBe(a.total_price);
    expect(diff.after.weight).toBe(b.total_weight);
  });

  it('tells added and removed lines apart and keeps single parts in their own section', () => {
    const a = parts(bar([], [{ part_id: PART.board600, count: 2 }]));
    const b = parts(bar([], [{ part_id: PART.board1200, count: 1 }]));
    const diff = diffPartsLists(a, b);
    expect(diff.lines.map((line) => [line.section, line.part_number, line.change, line.quantity_delta])).toEqual([
      ['single', 'TKP-1200', 'added', 1],
      ['single', 'TKP-0600', 'removed', -2],
    ]);
    expect(diff.counts).toEqual({ added: 1, removed: 1, changed: 0 });
  });

  it('of a list with itself is empty', () => {
    fc.assert(
      fc.property(docs, (doc) => {
        const diff = diffPartsLists(parts(doc), parts(doc));
        expect(diff.lines).toEqual([]);
        expect(diff.delta).toEqual({ net: 0, gross: 0, weight: 0 });
      }),
      { numRuns: 40 },
    );
  });

  it("applied to A's counts gives B's counts, and its totals differ by B − A", () => {
    fc.assert(
      fc.property(docs, docs, (docA, docB) => {
        const a = parts(docA);
        const b = parts(docB);
        const diff = diffPartsLists(a, b);
        expect(applyPartsListDiff(partCounts(a), diff)).toEqual(partCounts(b));
        expect(diff.delta.net).toBe(b.total_price - a.total_price);
        expect(diff.delta.weight).toBe(b.total_weight - a.total_weight);
        const lineSum = diff.lines.reduce((sum, line) => sum + line.price_delta, 0);
        expect(lineSum).toBe(b.total_price - a.total_price);
        expect(diff.lines.every((line) => line.quantity_delta !== 0)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
