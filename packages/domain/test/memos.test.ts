import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../src/catalogue.ts';
import type { BarDocument, BarSide, BaseModuleInstance } from '../src/document.ts';
import type { Locale } from '../src/locale.ts';
import { computePartsList, PartsListMemo } from '../src/partsList.ts';
import { buildPresetDocument, seedPresets } from '../src/seed/presets.ts';
import { mm } from '../src/units.ts';
import { SideRuleMemo, validateBar } from '../src/validate.ts';
import { catalogue } from './harness.ts';

// A second catalogue object with the same contents, and one that lacks the front-frame parts
// (every equipped preset breaks C1 there): the memo must answer per catalogue object.
const sameAgain = { ...catalogue };
const withoutFrames: Catalogue = {
  ...catalogue,
  parts: new Map([...catalogue.parts].filter(([, part]) => part.type !== 'front-frame')),
};
const catalogues = [catalogue, sameAgain, withoutFrames];

type SideName = 'front' | 'back';

/**
 * A change made as the server makes one (documents are never changed in place): the objects on
 * the way to the changed value are copies, everything else is shared with the previous document.
 */
type Change =
  | { kind: 'colour'; value: string }
  | { kind: 'module'; side: SideName; index: number; edit: 'move' | 'colour' | 'unknownModule' | 'dropFrames' }
  | { kind: 'swapSides' }
  | { kind: 'offset'; value: number }
  | { kind: 'catalogue'; index: number }
  | { kind: 'extras'; field: 'additionalAccessories' | 'singleParts'; partId: number; count: number }
  | { kind: 'locale'; locale: Locale };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('colour' as const), value: fc.constantFrom('9005', '9010', 'nope') }),
  fc.record({
    kind: fc.constant('module' as const),
    side: fc.constantFrom<SideName>('front', 'back'),
    index: fc.nat(12),
    edit: fc.constantFrom('move' as const, 'colour' as const, 'unknownModule' as const, 'dropFrames' as const),
  }),
  fc.record({ kind: fc.constant('swapSides' as const) }),
  fc.record({ kind: fc.constant('offset' as const), value: fc.integer({ min: -3000, max: 3000 }) }),
  fc.record({ kind: fc.constant('catalogue' as const), index: fc.nat(catalogues.length - 1) }),
  fc.record({
    kind: fc.constant('extras' as const),
    field: fc.constantFrom('additionalAccessories' as const, 'singleParts' as const),
    partId: fc.constantFrom(...[...catalogue.parts.keys()].slice(0, 5), 9999),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('locale' as const), locale: fc.constantFrom<Locale>('de', 'en', 'fr') }),
);

function editedModule(module: BaseModuleInstance, edit: 'move' | 'colour' | 'unknownModule' | 'dropFrames') {
  if (edit === 'move') return { ...module, position: { ...module.position, x: module.position.x + 300 } };
  if (edit === 'colour') return { ...module, color: module.color === '9005' ? 'nope' : '9005' };
  if (edit === 'unknownModule') return { ...module, base_module_id: 9999 };
  return { ...module, frontFrames: [] };
}

function applyChange(doc: BarDocument, step: Change): BarDocument {
  switch (step.kind) {
    case 'colour':
      return { ...doc, settings: { ...doc.settings, colors: { ...doc.settings.colors, frames: step.value } } };
    case 'offset':
      return { ...doc, back: { ...doc.back, settings: { ...doc.back.settings, offsetX: mm(step.value) } } };
    case 'swapSides':
      return { ...doc, front: doc.back, back: doc.front };
    case 'catalogue':
    case 'locale':
      return doc;
    case 'extras':
      return { ...doc, [step.field]: [...doc[step.field], { part_id: step.partId, count: step.count }] };
    case 'module': {
      const side: BarSide = doc[step.side];
      const target = side.baseModules[step.index % Math.max(1, side.baseModules.length)];
      if (!target) return doc;
      const baseModules = side.baseModules.map((module) =>
        module === target ? editedModule(module, step.edit) : module,
      );
      return { ...doc, [step.side]: { ...side, baseModules } };
    }
  }
}

/** A preset and the documents, catalogues and languages a chain of changes leads through. */
function* chain(
  presetIndex: number,
  steps: Change[],
): Generator<{ doc: BarDocument; catalogue: Catalogue; locale: Locale }> {
  const preset = seedPresets[presetIndex];
  if (!preset) throw new Error('no preset');
  let doc = buildPresetDocument(preset, catalogue);
  let current = catalogue;
  let locale: Locale = 'en';
  yield { doc, catalogue: current, locale };
  for (const step of steps) {
    if (step.kind === 'catalogue') current = catalogues[step.index] ?? catalogue;
    if (step.kind === 'locale') locale = step.locale;
    doc = applyChange(doc, step);
    yield { doc, catalogue: current, locale };
  }
}

/** A fresh document of the first bar preset, for the tests that change one in place. */
function barPreset(): BarDocument {
  const preset = seedPresets.find((definition) => definition.type === 'bar');
  if (!preset) throw new Error('no preset');
  return buildPresetDocument(preset, catalogue);
}

describe('validateBar with a SideRuleMemo', () => {
  it('finds exactly what it finds without one, over chains of changes that share unchanged sides', () => {
    fc.assert(
      fc.property(fc.nat(seedPresets.length - 1), fc.array(change, { maxLength: 12 }), (presetIndex, steps) => {
        // One memo for the whole chain, as the server keeps one for every document it checks.
        const memo = new SideRuleMemo();
        for (const { doc, catalogue: current } of chain(presetIndex, steps)) {
          expect(validateBar(doc, current, memo)).toEqual(validateBar(doc, current));
          // Asked again (everything from the memo now), still the same.
          expect(validateBar(doc, current, memo)).toEqual(validateBar(doc, current));
        }
      }),
      { numRuns: 120 },
    );
  });

  it('can fail: a side changed in place after it was validated keeps its old answer', () => {
    const doc = barPreset();
    const memo = new SideRuleMemo();
    expect(validateBar(doc, catalogue, memo)).toEqual([]);
    const first = doc.front.baseModules[0];
    if (!first) throw new Error('no module');
    // What callers must never do (the types forbid it); shows that the memo is really consulted.
    (doc.front.baseModules as BaseModuleInstance[])[0] = { ...first, base_module_id: 9999 };
    expect(validateBar(doc, catalogue)).not.toEqual([]);
    expect(validateBar(doc, catalogue, memo)).toEqual([]);
  });
});

describe('PartsListMemo', () => {
  it('computes exactly what computePartsList computes, over chains of changes that share unchanged parts', () => {
    fc.assert(
      fc.property(fc.nat(seedPresets.length - 1), fc.array(change, { maxLength: 12 }), (presetIndex, steps) => {
        const memo = new PartsListMemo();
        for (const { doc, catalogue: current, locale } of chain(presetIndex, steps)) {
          expect(memo.compute(doc, current, locale)).toEqual(computePartsList(doc, current, locale));
          expect(memo.compute(doc, current, locale)).toEqual(computePartsList(doc, current, locale));
        }
      }),
      { numRuns: 120 },
    );
  });

  it('can fail: a side changed in place after its list was computed keeps its old list', () => {
    const doc = barPreset();
    const memo = new PartsListMemo();
    const before = memo.compute(doc, catalogue, 'en');
    (doc.front.baseModules as BaseModuleInstance[]).pop();
    expect(computePartsList(doc, catalogue, 'en')).not.toEqual(before);
    expect(memo.compute(doc, catalogue, 'en')).toBe(before);
  });
});
