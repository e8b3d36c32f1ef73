import type { BarDocument } from '@bar/domain/document';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { moduleIdOf, orderPlaces, type PlaceStep, stepPlace } from '../src/features/editor/keyboard/placeNavigation.ts';
import { modesForSide } from '../src/features/editor/modes/modeRegistry.ts';
import { placesFor } from '../src/features/editor/places/placesFor.ts';
import type { Place } from '../src/features/editor/places/placeTypes.ts';
import { catalogue } from './kit/editorKit.ts';

function largestPreset(): BarDocument {
  const docs = seedPresets.map((preset) => buildPresetDocument(preset, catalogue));
  return docs.reduce((big, doc) => (doc.front.baseModules.length > big.front.baseModules.length ? doc : big));
}

const BOX = { center: [0, 0, 0], size: [0.1, 0.1, 0.1] } as unknown as Place['box'];

function place(target: Record<string, unknown> & { kind: string }, key: string): Place {
  const moduleId = String(target.moduleId ?? target.rootId);
  return { ...target, key, frameModuleId: moduleId, box: BOX } as Place;
}

/** Presses a key `times` times from `start`, collecting the keys of the places reached. */
function press(ordered: Place[], step: PlaceStep, times: number, start: string | null = null): string[] {
  const visited: string[] = [];
  let current = start;
  for (let count = 0; count < times; count += 1) {
    current = stepPlace(ordered, current, step)?.key ?? null;
    if (current !== null) visited.push(current);
  }
  return visited;
}

describe('the order of a mode’s places', () => {
  test('by module as the bar lists them, then kind, then where on the module; ties keep their order', () => {
    const places = [
      place({ kind: 'panelMount', moduleId: 'b', mountId: '1', edge: 's' }, 'b-s'),
      place({ kind: 'panelMount', moduleId: 'a', mountId: '2', edge: 'n' }, 'a-n2'),
      place({ kind: 'panelMount', moduleId: 'a', mountId: '1', edge: 'e' }, 'a-e'),
      place({ kind: 'panelMount', moduleId: 'a', mountId: '1', edge: 'n' }, 'a-n1'),
      place({ kind: 'panelMount', moduleId: 'b', mountId: '1', edge: 'n' }, 'b-n'),
    ];
    expect(orderPlaces(places, ['a', 'b']).map((entry) => entry.key)).toEqual(['a-n1', 'a-n2', 'a-e', 'b-n', 'b-s']);
    expect(orderPlaces(places, ['b', 'a']).map((entry) => entry.key)).toEqual(['b-n', 'b-s', 'a-n1', 'a-n2', 'a-e']);
  });

  test('rack rows from the top row down, rack by rack', () => {
    const rows = [1, 6, 11].flatMap((row) =>
      [1, 2].map((rack) =>
        place({ kind: 'rackRow', moduleId: 'm', rackId: `r${rack}`, rackNumber: rack, row }, `r${rack}-${row}`),
      ),
    );
    expect(orderPlaces(rows, ['m']).map((entry) => entry.key)).toEqual([
      'r1-11',
      'r1-6',
      'r1-1',
      'r2-11',
      'r2-6',
      'r2-1',
    ]);
  });

  test('the places of every mode of a preset bar run through the modules in the bar’s order', () => {
    const doc = largestPreset();
    for (const side of ['front', 'back'] as const) {
      const order = doc[side].baseModules.map((module) => module.id);
      for (const mode of modesForSide(side)) {
        const ordered = orderPlaces(placesFor(mode, side, doc, catalogue), order);
        const indices = ordered.map((entry) => order.indexOf(moduleIdOf(entry)));
        expect(indices, `${side} ${mode}`).toEqual([...indices].sort((a, b) => a - b));
        expect(new Set(ordered.map((entry) => entry.key)).size, `${side} ${mode}`).toBe(ordered.length);
      }
    }
  });
});

describe('arrow keys between places', () => {
  const ordered = orderPlaces(
    [
      place({ kind: 'panelMount', moduleId: 'a', mountId: '1', edge: 'n' }, 'a1'),
      place({ kind: 'panelMount', moduleId: 'a', mountId: '1', edge: 'e' }, 'a2'),
      place({ kind: 'panelMount', moduleId: 'a', mountId: '1', edge: 's' }, 'a3'),
      place({ kind: 'panelMount', moduleId: 'b', mountId: '1', edge: 'n' }, 'b1'),
      place({ kind: 'panelMount', moduleId: 'c', mountId: '1', edge: 'n' }, 'c1'),
      place({ kind: 'panelMount', moduleId: 'c', mountId: '1', edge: 's' }, 'c2'),
    ],
    ['a', 'b', 'c'],
  );

  test('with nothing chosen, → starts at the first place and ← at the last', () => {
    expect(stepPlace(ordered, null, 'next')?.key).toBe('a1');
    expect(stepPlace(ordered, null, 'previous')?.key).toBe('c2');
    expect(stepPlace(ordered, 'gone', 'nextModule')?.key).toBe('a1');
    expect(stepPlace(ordered, 'gone', 'previousModule')?.key).toBe('c2');
  });

  test('→ and ← wrap round at the ends', () => {
    expect(stepPlace(ordered, 'c2', 'next')?.key).toBe('a1');
    expect(stepPlace(ordered, 'a1', 'previous')?.key).toBe('c2');
  });

  test('↓ and ↑ keep the spot on the next or previous module, or its last spot when it has fewer', () => {
    expect(stepPlace(ordered, 'a2', 'nextModule')?.key).toBe('b1');
    expect(stepPlace(ordered, 'b1', 'nextModule')?.key).toBe('c1');
    expect(stepPlace(ordered, 'a3', 'previousModule')?.key).toBe('c2');
    expect(stepPlace(ordered, 'c2', 'nextModule')?.key).toBe('a2');
    expect(stepPlace(ordered, 'c1', 'previousModule')?.key).toBe('b1');
  });

  test('no place, no step', () => {
    expect(stepPlace([], null, 'next')).toBeNull();
    expect(stepPlace([], 'a1', 'nextModule')).toBeNull();
  });
});

/** Random places: unique keys, on a few modules, of kinds with and without fields of position. */
const arbitraryPlaces = fc
  .uniqueArray(
    fc.record({
      kind: fc.constantFrom('panelMount', 'rackRow', 'shelfSpot', 'module', 'attachEdge'),
      moduleId: fc.constantFrom('m1', 'm2', 'm3', 'm4'),
      edge: fc.constantFrom('n', 'e', 's', 'w'),
      mountId: fc.constantFrom('1', '2', '10'),
      rackNumber: fc.integer({ min: 1, max: 3 }),
      row: fc.integer({ min: 1, max: 11 }),
      offset: fc.integer({ min: 0, max: 2400 }),
    }),
    { minLength: 1, maxLength: 40, selector: (entry) => JSON.stringify(entry) },
  )
  .map((targets) => targets.map((target, index) => place(target, `p${index}`)));
const arbitraryOrder = fc.shuffledSubarray(['m1', 'm2', 'm3', 'm4'], { minLength: 4, maxLength: 4 });

describe('arrow keys over any set of places (property)', () => {
  test('→ pressed repeatedly visits every place exactly once before it wraps round to the first', () => {
    fc.assert(
      fc.property(arbitraryPlaces, arbitraryOrder, (places, order) => {
        const ordered = orderPlaces(places, order);
        const round = press(ordered, 'next', places.length);
        expect(new Set(round).size).toBe(places.length);
        expect(new Set(round)).toEqual(new Set(places.map((entry) => entry.key)));
        expect(stepPlace(ordered, round.at(-1) ?? null, 'next')?.key).toBe(round[0]);
      }),
    );
  });

  test('← undoes → from every place', () => {
    fc.assert(
      fc.property(arbitraryPlaces, arbitraryOrder, (places, order) => {
        const ordered = orderPlaces(places, order);
        for (const entry of ordered) {
          const next = stepPlace(ordered, entry.key, 'next')?.key ?? null;
          expect(stepPlace(ordered, next, 'previous')?.key).toBe(entry.key);
        }
      }),
    );
  });

  test('↓ pressed repeatedly visits each module in turn, in the bar’s order', () => {
    fc.assert(
      fc.property(arbitraryPlaces, arbitraryOrder, (places, order) => {
        const ordered = orderPlaces(places, order);
        const modules = [...new Set(ordered.map(moduleIdOf))];
        const first = ordered[0]?.key ?? null;
        const reached = [first, ...press(ordered, 'nextModule', modules.length, first)].map((key) =>
          moduleIdOf(ordered.find((entry) => entry.key === key) as Place),
        );
        expect(reached).toEqual([...modules, modules[0]]);
      }),
    );
  });
});
