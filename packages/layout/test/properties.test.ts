// Properties of the layout on random bars: finite numbers, positive sizes, places within their
// module's reach, drawn parts inside a place of their mode, one answer for one document.
import type { SideName } from '@bar/domain/catalogue';
import { frameRuns } from '@bar/domain/counterBoards';
import type { BarDocument } from '@bar/domain/document';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { equippedLBarWithBackBar, sixtyModuleBar } from '../../../bench/sceneBars.ts';
import { M, moduleBox, modulePoses } from '../src/geometry.ts';
import { layoutBar, SHOW_ALL } from '../src/pieces/layoutBar.ts';
import type { Family, Piece } from '../src/pieces/types.ts';
import { arbitraryBar, catalogue } from './arbitraryBar.ts';
import { PLACE_BUILDER_NAMES, type PlaceBuilder, placesOf } from './placeBuilders.ts';
import { type Box, describeBox, pieceBox, placeBoxes, union } from './worldBoxes.ts';

const SIDES = ['front', 'back'] as const;

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('layout of random bars', () => {
  test('pieces and pictures have finite positions and positive sizes', () => {
    fc.assert(
      fc.property(arbitraryBar, (doc) => {
        const { pieces, images, bounds } = layoutBar(doc, catalogue);
        for (const piece of pieces) {
          expect(numbersIn(piece).every(Number.isFinite), piece.family).toBe(true);
          expect(
            piece.size.every((length) => length > 0),
            `${piece.family} ${piece.size}`,
          ).toBe(true);
        }
        for (const image of images) {
          expect(numbersIn(image).every(Number.isFinite), image.key).toBe(true);
          expect(image.width > 0 && image.height > 0, image.key).toBe(true);
        }
        expect(numbersIn(bounds).every(Number.isFinite)).toBe(true);
        expect(bounds.radius).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  test('one document gives one layout and one set of places (deterministic, the document untouched)', () => {
    fc.assert(
      fc.property(
        arbitraryBar,
        fc.constantFrom(...PLACE_BUILDER_NAMES),
        fc.constantFrom(...SIDES),
        (doc, builder, side) => {
          const copy = structuredClone(doc);
          const first = layoutBar(doc, catalogue);
          expect(layoutBar(copy, catalogue)).toEqual(first);
          expect(placesOf(builder, side, copy, catalogue)).toEqual(placesOf(builder, side, doc, catalogue));
          expect(doc).toEqual(copy);
        },
      ),
      { numRuns: 40 },
    );
  });

  test('places have finite boxes of positive size and unique keys', () => {
    fc.assert(
      fc.property(arbitraryBar, (doc) => {
        for (const side of SIDES)
          for (const builder of PLACE_BUILDER_NAMES) {
            const places = placesOf(builder, side, doc, catalogue);
            expect(new Set(places.map((place) => place.key)).size).toBe(places.length);
            for (const place of places) {
              expect(numbersIn(place.box).every(Number.isFinite), place.key).toBe(true);
              expect(
                place.box.size.every((length) => length > 0),
                place.key,
              ).toBe(true);
            }
          }
      }),
      { numRuns: 40 },
    );
  });

  test("every place lies within its module's reach (a run's places within the run)", () => {
    // Places reach out of the module for what hangs in front of an edge (a new module's strip: 0.62 m)
    // and up for what stands on the bar top; a run's bar top spans the modules of the run.
    const REACH = 0.65;
    const ABOVE = 0.4;
    // A module's own place (rotate, remove) is its box grown by 0.1 m on every side.
    const BELOW = 0.1;
    fc.assert(
      fc.property(arbitraryBar, (doc) => {
        const runLengths = new Map(frameRuns(doc.front, catalogue).map((run) => [run.root.id, run.length * M]));
        const outside: string[] = [];
        for (const side of SIDES) {
          const modules = new Map(doc[side].baseModules.map((module) => [module.id, module]));
          for (const builder of PLACE_BUILDER_NAMES) {
            for (const place of placesOf(builder, side, doc, catalogue)) {
              const module = modules.get(place.frameModuleId);
              const definition = module && catalogue.baseModules.get(module.base_module_id);
              if (!definition) throw new Error(`${place.key}: no module`);
              const [width, height, depth] = moduleBox(definition, 0).size;
              const isRun = place.kind === 'run' || place.kind === 'boardSpot';
              const east = isRun ? Math.max(width, runLengths.get(place.frameModuleId) ?? 0) : width;
              const reach: [number, number][] = [
                [-width / 2 - REACH, -width / 2 + east + REACH],
                [-BELOW, height + ABOVE],
                [-depth / 2 - REACH, depth / 2 + REACH],
              ];
              for (const axis of [0, 1, 2] as const) {
                const [from, to] = reach[axis] ?? [0, 0];
                const low = place.box.center[axis] - place.box.size[axis] / 2;
                const high = place.box.center[axis] + place.box.size[axis] / 2;
                if (low < from - 1e-9 || high > to + 1e-9)
                  outside.push(
                    `${side} ${builder} ${place.key}: ${low}..${high} on axis ${axis}, reach ${from}..${to}`,
                  );
              }
            }
          }
        }
        expect(outside).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  test('every drawn panel, door, insert, worktop, speed rack, LED, bag hook, bottle shelf, side shelf, back panel, bar top and sign lies in a place of its mode', () => {
    fc.assert(
      fc.property(arbitraryBar, (doc) => {
        for (const side of SIDES) expect(strays(doc, side)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

/**
 * Families whose every drawn piece must overlap a place of their mode (where it is chosen and
 * removed): the places of the builders the mode's part kinds call.
 */
const COVERED: [Family, PlaceBuilder[]][] = [
  ['panel', ['panelMounts']],
  ['door', ['panelMounts']],
  ['insert', ['rackRows']],
  ['worktop', ['rackRows']],
  ['speedRack', ['hookSlots', 'speedRackSlots']],
  ['led', ['ledSlots']],
  ['bagHook', ['hookSlots', 'speedRackSlots']],
  ['bottleShelf', ['shelfSpots']],
  ['sideApplication', ['sideEnds']],
  ['backPanel', ['backPanels']],
  ['counterBoard', ['runs']],
  ['brandSign', ['signModules']],
];

const AXES = [0, 1, 2] as const;
/** A few centimetres of slack for thin boxes (a banner on a panel, an LED under the bar top). */
const SLACK = 0.03;

/**
 * Whether a place and what is drawn overlap substantially: on every axis at least half of the
 * shorter extent (grown by the slack) lies inside the other box. A place on the wrong edge, at the
 * wrong end or at the wrong height fails on that axis.
 */
function overlapsSubstantially(place: Box, drawn: Box): boolean {
  return AXES.every((axis) => {
    const low = Math.max(place.min[axis], drawn.min[axis]) - SLACK;
    const high = Math.min(place.max[axis], drawn.max[axis]) + SLACK;
    const shorter = Math.min(place.max[axis] - place.min[axis], drawn.max[axis] - drawn.min[axis]) + 2 * SLACK;
    return high - low >= shorter / 2;
  });
}

/**
 * What one occupant draws, roughly: the pieces of one family of one module drawn one after the other
 * facing the same way (a panel and its handle, a speed rack's trough; its bottles are a group of
 * their own).
 */
function occupantsOf(pieces: Piece[], family: Family): Box[] {
  const result: Box[] = [];
  let last: Piece | undefined;
  for (const piece of pieces) {
    if (piece.family === family) {
      const box = pieceBox(piece);
      const current = result.at(-1);
      if (current && last?.family === family && last.moduleId === piece.moduleId && last.rotationY === piece.rotationY)
        result[result.length - 1] = union(current, box);
      else result.push(box);
    }
    last = piece;
  }
  return result;
}

function strays(doc: BarDocument, side: SideName): string[] {
  const visibility = { ...SHOW_ALL, showFront: side === 'front', showBack: side === 'back' };
  const { pieces } = layoutBar(doc, catalogue, visibility);
  const result: string[] = [];
  for (const [family, builders] of COVERED) {
    // Known and left as it is: a panel on a back frame hangs from the 2 m frame's top, its place
    // stays in the lower metre as on the front bar.
    if (side === 'back' && (family === 'panel' || family === 'door')) continue;
    const places = builders.flatMap((builder) => placesOf(builder, side, doc, catalogue));
    const boxes = placeBoxes(doc, side, places, catalogue);
    for (const drawn of occupantsOf(pieces, family)) {
      if (!boxes.some((place) => overlapsSubstantially(place, drawn)))
        result.push(`${side} ${family} at ${describeBox(drawn)} is in no place of ${builders.join(' or ')}`);
    }
  }
  return result;
}

const bars: [string, () => BarDocument][] = [
  ...seedPresets.map((preset): [string, () => BarDocument] => [
    `preset ${preset.code}`,
    () => buildPresetDocument(preset, catalogue),
  ]),
  ['the equipped L-shaped bar with a back bar', equippedLBarWithBackBar],
  ['the 60-module bar', sixtyModuleBar],
];

test.each(bars)('what is drawn on %s lies in the places of its modes', (_name, build) => {
  const doc = build();
  for (const side of SIDES) expect(strays(doc, side)).toEqual([]);
});

test('every module of a side has a pose, in the order of the side, with finite numbers', () => {
  fc.assert(
    fc.property(arbitraryBar, (doc) => {
      for (const side of SIDES) {
        const poses = modulePoses(doc, side, catalogue);
        expect([...poses.keys()]).toEqual(doc[side].baseModules.map((module) => module.id));
        for (const pose of poses.values()) expect(numbersIn(pose).every(Number.isFinite)).toBe(true);
      }
    }),
    { numRuns: 20 },
  );
});
