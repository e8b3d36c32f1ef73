import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBaseModule, removeBaseModule } from '../src/commands/baseModules.ts';
import type { BarDocument } from '../src/document.ts';
import { EDGES, type Edge, ROTATIONS } from '../src/edges.ts';
import { openEdges } from '../src/geometry.ts';
import { computePartsList } from '../src/partsList.ts';
import { validateBar } from '../src/validate.ts';
import { BASE, catalogue, context, emptyBar } from './harness.ts';

type Step =
  | { kind: 'add'; baseModuleId: number; rotation: (typeof ROTATIONS)[number]; target: number; edge: Edge }
  | { kind: 'remove'; target: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      baseModuleId: fc.constantFrom(BASE.graxx600, BASE.graxx1200, BASE.gflexx1200),
      rotation: fc.constantFrom(...ROTATIONS),
      target: fc.nat(),
      edge: fc.constantFrom(...EDGES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), target: fc.nat() }) },
);

function run(steps: Step[]): BarDocument[] {
  const ctx = context();
  const history: BarDocument[] = [];
  let doc = emptyBar();
  for (const current of steps) {
    const modules = doc.front.baseModules;
    const result =
      current.kind === 'add'
        ? (() => {
            const open = openEdges(doc.front, catalogue);
            const target = open.length > 0 ? open[current.target % open.length] : undefined;
            return addBaseModule(doc, ctx, {
              side: 'front',
              baseModuleId: current.baseModuleId,
              rotation: current.rotation,
              ...(target ? { attach: target } : {}),
            });
          })()
        : removeBaseModule(doc, ctx, {
            side: 'front',
            moduleId: modules[current.target % Math.max(1, modules.length)]?.id ?? 'none',
          });
    if (result.ok) doc = result.doc;
    history.push(doc);
  }
  return history;
}

describe('random edit sequences', () => {
  it('keep every invariant of validateBar after each step', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        for (const doc of run(steps)) expect(validateBar(doc, catalogue)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('keep the parts-list total equal to the sum of its lines, and gross = net + VAT', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const history = run(steps);
        const last = history.at(-1) ?? emptyBar();
        const parts = computePartsList(last, catalogue, 'en');
        const sum = [...parts.list, ...parts.singlePartsList].reduce((total, line) => total + line.total, 0);
        expect(parts.total_price).toBe(sum);
        expect(parts.gross_total).toBe(parts.total_price + parts.vat);
        for (const line of parts.list) expect(line.total).toBe(line.unit_price * line.quantity);
      }),
      { numRuns: 150 },
    );
  });

  it('cover every front frame run with counter boards after every step (C2)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        const last = run(steps).at(-1) ?? emptyBar();
        const frameWidth = last.front.baseModules.reduce((total, module) => {
          const definition = catalogue.baseModules.get(module.base_module_id);
          return total + (definition?.frontFrameMounts.reduce((sum, mount) => sum + mount.width, 0) ?? 0);
        }, 0);
        const boardWidth = last.front.baseModules.reduce(
          (total, module) => total + module.counterBoards.reduce((sum, board) => sum + board.width, 0),
          0,
        );
        expect(boardWidth).toBe(frameWidth);
      }),
      { numRuns: 100 },
    );
  });
});
