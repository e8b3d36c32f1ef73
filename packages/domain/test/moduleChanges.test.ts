import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBaseModule, removeBaseModule } from '../src/commands/baseModules.ts';
import { changedModules } from '../src/moduleChanges.ts';
import { applied, BASE, context, emptyBar } from './harness.ts';

function row(count: number) {
  const ctx = context();
  let doc = emptyBar();
  for (let i = 0; i < count; i++)
    doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
  return { doc, ctx };
}

describe('changed modules', () => {
  it('finds none between a document and itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (count) => {
        const { doc } = row(count);
        expect(changedModules(doc, doc)).toEqual({ added: [], removed: [], changed: [] });
      }),
      { numRuns: 10 },
    );
  });

  it('names an added module, and not its neighbour whose only change is the neighbour link', () => {
    const { doc, ctx } = row(1);
    const next = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    const changes = changedModules(doc, next);
    const added = next.front.baseModules.find((module) => !doc.front.baseModules.some((old) => old.id === module.id));
    expect(changes.added).toEqual([added?.id]);
    expect(changes.removed).toEqual([]);
    // The first module lost its side panel on the shared edge: a real change of its content.
    expect(changes.changed.length).toBeLessThanOrEqual(1);
  });

  it('names a removed module, and a recoloured one as changed', () => {
    const { doc, ctx } = row(2);
    const [first, second] = doc.front.baseModules;
    if (!first || !second) throw new Error('two modules expected');
    const removed = applied(removeBaseModule(doc, ctx, { side: 'front', moduleId: second.id }));
    expect(changedModules(doc, removed).removed).toEqual([second.id]);
    const recoloured = {
      ...doc,
      front: {
        ...doc.front,
        baseModules: doc.front.baseModules.map((module) =>
          module.id === first.id ? { ...module, color: 'ral9005' } : module,
        ),
      },
    };
    expect(changedModules(doc, recoloured)).toEqual({ added: [], removed: [], changed: [first.id] });
  });

  it('is symmetric: what is added from A to B is removed from B to A', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (m, n) => {
        const a = row(m).doc;
        const b = row(n).doc;
        const forth = changedModules(a, b);
        const back = changedModules(b, a);
        expect(back.added).toEqual(forth.removed);
        expect([...back.changed].sort()).toEqual([...forth.changed].sort());
      }),
      { numRuns: 16 },
    );
  });
});
