import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalogue, createCatalogue } from '../src/catalogue.ts';
import { runEdit } from '../src/commands/editCommands.ts';
import { guardOffered, replaceUnoffered } from '../src/commands/offered.ts';
import { addInsert } from '../src/commands/rackEdits.ts';
import type { BarDocument } from '../src/document.ts';
import { assemblyPlacements, newlyPlacedUnoffered, offeredEquivalent, unofferedUses } from '../src/offered.ts';
import { computePartsList, netTotalOf } from '../src/partsList.ts';
import { anyStep, presetBar, presetIndex, runSteps, stepCommand } from '../src/testing/randomEdits.ts';
import { validateBar } from '../src/validate.ts';
import { applied, assemblyId, catalogue, context, frontRow } from './harness.ts';

/** The seed catalogue with the given assemblies switched off (nothing else changed). */
function withInactive(ids: Iterable<number>): Catalogue {
  const off = new Set(ids);
  return createCatalogue({
    parts: [...catalogue.parts.values()],
    baseModules: [...catalogue.baseModules.values()],
    assemblies: [...catalogue.assemblies.values()].map((assembly) =>
      off.has(assembly.id) ? { ...assembly, is_active: false } : assembly,
    ),
    colors: catalogue.colors,
    vehicles: catalogue.vehicles,
  });
}

/** A G-Raxx 1200 (two racks) with a waste bin in each rack and a drawer in the first. */
function barWithBins(): BarDocument {
  const ctx = context();
  let doc = frontRow(['g-raxx-1200'], ctx);
  const module = doc.front.baseModules[0];
  if (!module) throw new Error('no module');
  for (const rack of module.racks) {
    doc = applied(
      addInsert(doc, ctx, {
        side: 'front',
        moduleId: module.id,
        rackId: rack.id,
        assemblyId: assemblyId('insert-bin'),
        top: 11,
      }),
    );
  }
  const first = module.racks[0];
  if (!first) throw new Error('no rack');
  return applied(
    addInsert(doc, ctx, {
      side: 'front',
      moduleId: module.id,
      rackId: first.id,
      assemblyId: assemblyId('insert-drawer'),
      top: 3,
    }),
  );
}

const countOf = (doc: BarDocument, id: number) =>
  assemblyPlacements(doc).filter((placement) => placement.assemblyId === id).length;

describe('parts no longer offered', () => {
  const bin = assemblyId('insert-bin');
  const drawer = assemblyId('insert-drawer');

  it('stay in the bar, priced as before, and are listed with their count', () => {
    const doc = barWithBins();
    const off = withInactive([bin]);
    expect(computePartsList(doc, off, 'en').total_price).toBe(computePartsList(doc, catalogue, 'en').total_price);
    expect(netTotalOf(doc, off)).toBe(computePartsList(doc, off, 'en').total_price);
    expect(validateBar(doc, off)).toEqual([]);
    const uses = unofferedUses(doc, off);
    expect(uses.map((use) => [use.assembly.code, use.count])).toEqual([['insert-bin', 2]]);
    expect(unofferedUses(doc, catalogue)).toEqual([]);
  });

  it('are replaced in one step by the active equivalent (same type and fit), or removed where none is offered', () => {
    const doc = barWithBins();
    const off = withInactive([bin, drawer]);
    const drawerUse = unofferedUses(doc, off).find((use) => use.assembly.id === drawer);
    // The drawer's place (two rack rows, same size) is taken by the first active insert that fits it.
    expect(drawerUse?.replacement?.code).toBe('insert-bottle-rack');
    expect(offeredEquivalent(off, off.assemblies.get(bin) ?? fail())).toBeNull();

    const ctx = context({ catalogue: off });
    const replaced = applied(replaceUnoffered(doc, ctx, { assemblyId: drawer }));
    expect(countOf(replaced, drawer)).toBe(0);
    expect(countOf(replaced, assemblyId('insert-bottle-rack'))).toBe(
      countOf(doc, assemblyId('insert-bottle-rack')) + 1,
    );
    const removed = applied(replaceUnoffered(replaced, ctx, { assemblyId: bin }));
    expect(countOf(removed, bin)).toBe(0);
    expect(unofferedUses(removed, off)).toEqual([]);
    expect(validateBar(removed, off)).toEqual([]);
  });

  it('refuses to replace what is still offered', () => {
    const result = replaceUnoffered(barWithBins(), context(), { assemblyId: bin });
    expect(result).toMatchObject({ ok: false, reason: 'stillOffered', rule: 'CAT' });
  });

  it('cannot be placed anew; keeping or removing one passes', () => {
    const doc = frontRow(['g-raxx-600']);
    const module = doc.front.baseModules[0];
    const rack = module?.racks[0];
    if (!module || !rack) throw new Error('no rack');
    const ctx = context({ catalogue: withInactive([bin]) });
    const input = { side: 'front' as const, moduleId: module.id, rackId: rack.id, assemblyId: bin, top: 11 };
    const result = guardOffered(doc, addInsert(doc, ctx, input), ctx);
    expect(result).toMatchObject({ ok: false, reason: 'notOffered', rule: 'CAT', details: { assemblyId: bin } });

    const holding = barWithBins();
    expect(newlyPlacedUnoffered(holding, holding, ctx.catalogue)).toEqual([]);
    const fewer = applied(replaceUnoffered(holding, ctx, { assemblyId: bin }));
    expect(newlyPlacedUnoffered(holding, fewer, ctx.catalogue)).toEqual([]);
    // Back again (a forged save): the bins are new placements, named by their paths.
    expect(newlyPlacedUnoffered(fewer, holding, ctx.catalogue).map((placement) => placement.path)).toEqual([
      'front.baseModules.0.racks.0.inserts.0',
      'front.baseModules.0.racks.1.inserts.0',
    ]);
  });
});

const assemblyIds = [...catalogue.assemblies.keys()];
const switchedOff = fc.subarray(assemblyIds, { minLength: 1 });

describe('parts no longer offered, on random bars', () => {
  it('do not change the price of a bar that holds them when they are switched off', () => {
    fc.assert(
      fc.property(presetIndex, fc.array(anyStep, { maxLength: 25 }), switchedOff, (index, steps, off) => {
        const doc = runSteps(presetBar(index, catalogue), context(), steps);
        const before = computePartsList(doc, catalogue, 'de');
        const after = computePartsList(doc, withInactive(off), 'de');
        expect(after.total_price).toBe(before.total_price);
        expect(after.list).toEqual(before.list);
        expect(netTotalOf(doc, withInactive(off))).toBe(before.total_price);
      }),
      { numRuns: 100 },
    );
  });

  it('are never placed anew by any accepted edit', () => {
    fc.assert(
      fc.property(presetIndex, fc.array(anyStep, { maxLength: 30 }), switchedOff, (index, steps, off) => {
        const ctx = context({ catalogue: withInactive(off) });
        let doc = presetBar(index, catalogue);
        for (const current of steps) {
          const command = stepCommand(doc, ctx.catalogue, current, 'engine');
          if (!command) continue;
          const raw = runEdit(doc, ctx, command);
          const result = guardOffered(doc, raw, ctx);
          if (!result.ok) {
            // Refused by the guard only when the edit did place one anew.
            if (raw.ok && result.reason === 'notOffered') {
              expect(off.some((id) => countOf(raw.doc, id) > countOf(doc, id))).toBe(true);
            }
            continue;
          }
          for (const id of off) expect(countOf(result.doc, id)).toBeLessThanOrEqual(countOf(doc, id));
          doc = result.doc;
        }
      }),
      { numRuns: 150 },
    );
  });
});

function fail(): never {
  throw new Error('missing');
}
