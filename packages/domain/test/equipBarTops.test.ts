import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCounterBoardAccessory,
  appendCounterBoard,
  type BarTopSpot,
  equipAllBarTops,
  removeLastCounterBoard,
} from '../src/commands/counterBoardEdits.ts';
import type { EditContext } from '../src/commands/types.ts';
import { frameRuns } from '../src/counterBoards.ts';
import type { BarDocument } from '../src/document.ts';
import { validateBar } from '../src/validate.ts';
import { applied, assemblyId, catalogue, context, frontRow } from './harness.ts';

const GLASS_HOLDER = assemblyId('cba-glass-holder');
const GN = assemblyId('cba-gn-container');
const OPENER = assemblyId('cba-bottle-opener');

/** Every `span` along each bar top of the front, and along the part of each run no bar top covers (board ''). */
function spotsOf(doc: BarDocument, span: number): BarTopSpot[] {
  const spots: BarTopSpot[] = [];
  for (const module of doc.front.baseModules) {
    for (const board of module.counterBoards.filter((candidate) => candidate.edge === 'n')) {
      for (let offset = 0; offset + span <= board.width; offset += span)
        spots.push({ rootId: module.id, boardId: board.id, offset });
    }
  }
  for (const run of frameRuns(doc.front, catalogue)) {
    const boards = run.root.counterBoards.filter((board) => board.edge === 'n');
    const covered = Math.max(0, ...boards.map((board) => board.offset + board.width));
    for (let from = covered; from + span <= run.length; from += span)
      spots.push({ rootId: run.root.id, boardId: '', offset: from });
  }
  return spots;
}

function accessoriesOf(doc: BarDocument): string[] {
  return doc.front.baseModules.flatMap((module) =>
    module.counterBoards.flatMap((board) =>
      board.accessories.map((accessory) => `${module.id}:${board.id}:${accessory.offset}:${accessory.assembly_id}`),
    ),
  );
}

describe('bar tops can be fully equipped (spec section 4)', () => {
  it('puts the accessory on every spot of every bar top, in one edit', () => {
    const ctx = context();
    const doc = frontRow(['g-raxx-600', 'g-raxx-600', 'g-flexx-1200'], ctx);
    const spots = spotsOf(doc, 300);
    expect(spots).toHaveLength(8);
    const { result, outcomes } = equipAllBarTops(doc, ctx, { assemblyId: GLASS_HOLDER, spots });
    const next = applied(result);
    expect(result.ok && result.history).toBe(true);
    expect(outcomes.every((outcome) => outcome.placed)).toBe(true);
    expect(accessoriesOf(next)).toHaveLength(8);
    expect(validateBar(next, catalogue)).toEqual([]);
  });

  it('leaves what is already on a bar top and refuses that spot; it never replaces (unlike C4)', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-1200'], ctx);
    const root = doc.front.baseModules[0];
    const boardId = root?.counterBoards[0]?.id ?? '';
    const rootId = root?.id ?? '';
    doc = applied(addCounterBoardAccessory(doc, ctx, { rootId, boardId, assemblyId: GN, offset: 0 }));
    const { result, outcomes } = equipAllBarTops(doc, ctx, { assemblyId: GLASS_HOLDER, spots: spotsOf(doc, 300) });
    const next = applied(result);
    // The GN container (530 mm) covers the spots at 0 and 300.
    expect(outcomes.map((outcome) => (outcome.placed ? 'placed' : outcome.reason))).toEqual([
      'spotOccupied',
      'spotOccupied',
      'placed',
      'placed',
    ]);
    expect(next.front.baseModules[0]?.counterBoards[0]?.accessories).toEqual([
      { assembly_id: GN, offset: 0 },
      { assembly_id: GLASS_HOLDER, offset: 600 },
      { assembly_id: GLASS_HOLDER, offset: 900 },
    ]);
  });

  it('explains each refused spot: no bar top (C7), does not fit (C4), a missing module (C7)', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600', 'g-raxx-600'], ctx);
    const rootId = doc.front.baseModules[0]?.id ?? '';
    doc = applied(removeLastCounterBoard(doc, ctx, { rootId }));
    doc = applied(appendCounterBoard(doc, ctx, { rootId, width: 600 }));
    const boardId = doc.front.baseModules[0]?.counterBoards[0]?.id ?? '';
    expect(doc.front.baseModules[0]?.counterBoards[0]?.width).toBe(600);
    const spots = [
      { rootId, boardId, offset: 0 },
      { rootId, boardId: '', offset: 600 },
      { rootId, boardId, offset: 300 },
      { rootId: 'gone', boardId, offset: 0 },
    ];
    const { result, outcomes } = equipAllBarTops(doc, ctx, { assemblyId: GN, spots });
    expect(result.ok).toBe(true);
    expect(outcomes).toEqual([
      { spot: spots[0], placed: true },
      { spot: spots[1], placed: false, reason: 'counterBoardMissing', rule: 'C7' },
      { spot: spots[2], placed: false, reason: 'counterBoardDoesNotFit', rule: 'C4' },
      { spot: spots[3], placed: false, reason: 'rootModuleMissing', rule: 'C7' },
    ]);
  });

  it('a spot given twice takes the accessory once', () => {
    const ctx = context();
    const doc = frontRow(['g-raxx-600'], ctx);
    const spot = spotsOf(doc, 300)[0] as BarTopSpot;
    const { result, outcomes } = equipAllBarTops(doc, ctx, { assemblyId: OPENER, spots: [spot, spot] });
    expect(outcomes.map((outcome) => outcome.placed)).toEqual([true, false]);
    expect(accessoriesOf(applied(result))).toHaveLength(1);
  });

  it('when no spot takes it, the edit is refused with every reason and nothing changes', () => {
    const ctx = context();
    const doc = frontRow(['g-raxx-1200'], ctx);
    const full = applied(equipAllBarTops(doc, ctx, { assemblyId: GN, spots: spotsOf(doc, 600) }).result);
    const { result, outcomes } = equipAllBarTops(full, ctx, { assemblyId: GN, spots: spotsOf(full, 600) });
    expect(result).toEqual({ ok: false, reason: 'nothingToEquip', rule: 'C4', details: { refused: 2 } });
    expect(outcomes.map((outcome) => !outcome.placed && outcome.reason)).toEqual(['spotOccupied', 'spotOccupied']);
    const empty = equipAllBarTops(full, ctx, { assemblyId: GN, spots: [] });
    expect(empty.result.ok).toBe(false);
  });

  it('refuses what is not a counter-board accessory, and an unknown assembly', () => {
    const ctx = context();
    const doc = frontRow(['g-raxx-600'], ctx);
    const spots = spotsOf(doc, 300);
    expect(equipAllBarTops(doc, ctx, { assemblyId: assemblyId('cba-glass-holder') + 1000, spots }).result).toEqual({
      ok: false,
      reason: 'unknownAssembly',
      rule: 'CAT',
      details: { assemblyId: GLASS_HOLDER + 1000 },
    });
    const worktop = [...catalogue.assemblies.values()].find((assembly) => assembly.type === 'worktop');
    expect(equipAllBarTops(doc, ctx, { assemblyId: worktop?.id ?? 0, spots }).result).toMatchObject({
      ok: false,
      reason: 'wrongAssemblyType',
    });
  });
});

const FRONT_CODES = ['g-raxx-600', 'g-raxx-1200', 'g-flexx-1200', 'g-flexx-600', 'g-flexx-mini-600'] as const;
const ACCESSORIES = [GLASS_HOLDER, GN, OPENER] as const;

type Prep = { kind: 'append' | 'removeLast' | 'accessory'; a: number; b: number; c: number };
const prep: fc.Arbitrary<Prep> = fc.record({
  kind: fc.constantFrom('append', 'removeLast', 'accessory'),
  a: fc.nat(100),
  b: fc.nat(100),
  c: fc.nat(100),
});

/** A front row with bar tops taken off, put back and partly equipped. */
function prepare(codes: readonly string[], steps: readonly Prep[], ctx: EditContext): BarDocument {
  let doc = frontRow([...codes], ctx);
  for (const s of steps) {
    const modules = doc.front.baseModules;
    const module = modules[s.a % modules.length];
    if (!module) continue;
    const board = module.counterBoards[s.b % Math.max(1, module.counterBoards.length)];
    const result =
      s.kind === 'append'
        ? appendCounterBoard(doc, ctx, { rootId: module.id, width: s.b % 2 === 0 ? 600 : 1200 })
        : s.kind === 'removeLast'
          ? removeLastCounterBoard(doc, ctx, { rootId: module.id })
          : board
            ? addCounterBoardAccessory(doc, ctx, {
                rootId: module.id,
                boardId: board.id,
                assemblyId: ACCESSORIES[s.c % ACCESSORIES.length] ?? GN,
                offset: (s.c % 4) * 300,
              })
            : null;
    if (result?.ok) doc = result.doc;
  }
  return doc;
}

describe('equip all: properties over random bars', () => {
  it('every accepted spot holds the accessory, nothing that was there is lost, the bar stays valid, the input is untouched', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...FRONT_CODES), { minLength: 1, maxLength: 4 }),
        fc.array(prep, { maxLength: 12 }),
        fc.constantFrom(...ACCESSORIES),
        fc.constantFrom(80, 300, 600),
        fc.array(fc.record({ index: fc.nat(50), shift: fc.integer({ min: -700, max: 1300 }) }), { maxLength: 4 }),
        (codes, steps, accessory, span, junk) => {
          const ctx = context();
          const doc = prepare(codes, steps, ctx);
          expect(validateBar(doc, catalogue)).toEqual([]);
          const valid = spotsOf(doc, span);
          // Some spots off the grid, off the board or on a module that is not a run's root.
          const odd = junk.map(({ index, shift }) => {
            const base = valid[index % Math.max(1, valid.length)] ?? { rootId: 'x', boardId: 'y', offset: 0 };
            return { ...base, offset: base.offset + shift };
          });
          const spots = [...valid, ...odd];
          const before: BarDocument = JSON.parse(JSON.stringify(doc));
          const { result, outcomes } = equipAllBarTops(doc, ctx, { assemblyId: accessory, spots });

          expect(doc).toEqual(before);
          expect(outcomes.map((outcome) => outcome.spot)).toEqual(spots);
          const placed = outcomes.filter((outcome) => outcome.placed);
          if (!result.ok) {
            expect(placed).toEqual([]);
            expect(result.reason).toBe('nothingToEquip');
            return;
          }
          expect(result.history).toBe(true);
          const next = result.doc;
          expect(validateBar(next, catalogue)).toEqual([]);
          const after = accessoriesOf(next);
          for (const existing of accessoriesOf(doc)) expect(after).toContain(existing);
          for (const { spot } of placed) {
            const board = next.front.baseModules
              .find((module) => module.id === spot.rootId)
              ?.counterBoards.find((candidate) => candidate.id === spot.boardId);
            expect(board?.accessories).toContainEqual({ assembly_id: accessory, offset: spot.offset });
          }
          expect(after.length).toBe(accessoriesOf(doc).length + placed.length);
          // Nothing else of the bar changed.
          const strip = (bar: BarDocument) =>
            bar.front.baseModules.map((module) => ({
              ...module,
              counterBoards: module.counterBoards.map((board) => ({ ...board, accessories: [] })),
            }));
          expect(strip(next)).toEqual(strip(doc));
          expect(next.back).toEqual(doc.back);
        },
      ),
      { numRuns: 200 },
    );
  });
});
