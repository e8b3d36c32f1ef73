import { describe, expect, it } from 'vitest';
import { addBaseModule, removeBaseModule } from '../src/commands/baseModules.ts';
import type { EditContext } from '../src/commands/types.ts';
import type { BarDocument } from '../src/document.ts';
import { computeNeighbours, openEdges } from '../src/geometry.ts';
import { seedCatalogue } from '../src/seed/catalogue.ts';
import { validateBar } from '../src/validate.ts';
import { applied, BASE, catalogue, context, emptyBar, PART, refusal } from './harness.ts';

/** Front modules added left to right, by base-module id. */
function frontRowOf(ids: number[], ctx: EditContext): BarDocument {
  let doc = emptyBar();
  for (const baseModuleId of ids) doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId }));
  return doc;
}

function boardWidths(doc: ReturnType<typeof emptyBar>): number[] {
  return doc.front.baseModules.flatMap((module) => module.counterBoards.map((board) => board.width));
}

describe('P1 adding base modules snaps them on the anchor grid', () => {
  it('places the first module with its north-west corner at the origin', () => {
    const doc = applied(addBaseModule(emptyBar(), context(), { side: 'front', baseModuleId: BASE.graxx600 }));
    expect(doc.front.baseModules[0]?.position).toEqual({ x: 300, z: 300 });
  });

  it('appends at the east end, flush with the front line, and links both modules symmetrically', () => {
    const ctx = context();
    let doc = applied(addBaseModule(emptyBar(), ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: BASE.graxx1200 }));
    const [first, second] = doc.front.baseModules;
    expect(second?.position).toEqual({ x: 1200, z: 300 });
    expect(first?.neighbours).toEqual([{ id: second?.id, edge: 'e' }]);
    expect(second?.neighbours).toEqual([{ id: first?.id, edge: 'w' }]);
  });

  it('snaps a rotated module onto the south edge and names each module its own local edge', () => {
    const ctx = context();
    let doc = applied(addBaseModule(emptyBar(), ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    const rootId = doc.front.baseModules[0]?.id ?? '';
    const result = addBaseModule(doc, ctx, {
      side: 'front',
      baseModuleId: BASE.graxx1200,
      rotation: 90,
      attach: { moduleId: rootId, edge: 's' },
    });
    doc = applied(result);
    const turned = doc.front.baseModules[1];
    // Turned by 90°, the 1200 mm module is 600 wide in x and 1200 deep in z, hanging south.
    expect(turned?.position).toEqual({ x: 300, z: 1200 });
    expect(turned?.neighbours).toEqual([{ id: rootId, edge: 'w' }]);
    expect(doc.front.baseModules[0]?.neighbours).toEqual([{ id: turned?.id, edge: 's' }]);
  });

  it('refuses a module that would overlap another one', () => {
    const ctx = context();
    let doc = applied(addBaseModule(emptyBar(), ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    const firstId = doc.front.baseModules[0]?.id ?? '';
    // Turned south-facing 1200 module under the first one reaches under nothing, but one attached
    // to the first module's east edge would sit where the second module already is.
    const result = addBaseModule(doc, ctx, {
      side: 'front',
      baseModuleId: BASE.graxx600,
      attach: { moduleId: firstId, edge: 'e' },
    });
    expect(result).toMatchObject({ ok: false, reason: 'overlap', rule: 'P1' });
  });

  it('refuses unknown modules, unknown targets and modules of the other side', () => {
    const ctx = context();
    expect(addBaseModule(emptyBar(), ctx, { side: 'front', baseModuleId: 999 })).toMatchObject({
      ok: false,
      reason: 'unknownBaseModule',
    });
    expect(addBaseModule(emptyBar(), ctx, { side: 'back', baseModuleId: BASE.graxx600 })).toMatchObject({
      ok: false,
      reason: 'wrongSide',
    });
    const doc = applied(addBaseModule(emptyBar(), ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    expect(
      addBaseModule(doc, ctx, { side: 'front', baseModuleId: BASE.graxx600, attach: { moduleId: 'nope', edge: 'e' } }),
    ).toMatchObject({ ok: false, reason: 'unknownModule' });
  });

  it('lists open edges where a module can snap on', () => {
    const ctx = context();
    let doc = applied(addBaseModule(emptyBar(), ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    const [first, second] = doc.front.baseModules;
    const open = openEdges(doc.front, catalogue);
    expect(open).toContainEqual({ moduleId: first?.id, edge: 'w' });
    expect(open).toContainEqual({ moduleId: second?.id, edge: 'e' });
    expect(open).not.toContainEqual({ moduleId: first?.id, edge: 'e' });
  });
});

describe('C2 counter boards fill front-frame runs with 1200 mm first, then 600 mm', () => {
  it.each([
    [[BASE.graxx600], [600]],
    [[BASE.graxx600, BASE.graxx600], [1200]],
    [
      [BASE.graxx600, BASE.graxx600, BASE.graxx600],
      [1200, 600],
    ],
    [
      [BASE.graxx1200, BASE.graxx600, BASE.graxx1200],
      [1200, 1200, 600],
    ],
    [
      [BASE.gflexx1200, BASE.graxx1200],
      [1200, 1200],
    ],
  ])('modules %j give boards %j', (modules, widths) => {
    const ctx = context();
    const doc = frontRowOf(modules, ctx);
    expect(boardWidths(doc)).toEqual(widths);
    // All boards sit on the root (westmost) module, end to end from its west edge.
    const offsets = doc.front.baseModules[0]?.counterBoards.map((board) => board.offset);
    expect(offsets).toEqual(widths.map((_, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0)));
  });

  it('C7 refuses when the 600/1200 mm counter-board parts are missing from the catalogue', () => {
    const withoutBoards = seedCatalogue({ keepPart: (part) => part.type !== 'counter-board' });
    const result = addBaseModule(emptyBar(), context({ catalogue: withoutBoards }), {
      side: 'front',
      baseModuleId: BASE.graxx600,
    });
    expect(result).toMatchObject({ ok: false, reason: 'counterBoardPartsMissing', rule: 'C7' });
  });

  it('keeps a board that stays at the same place (its colour survives a refill)', () => {
    const ctx = context();
    let doc = applied(addBaseModule(emptyBar(), ctx, { side: 'front', baseModuleId: BASE.graxx1200 }));
    const root = doc.front.baseModules[0];
    if (!root) throw new Error('no root');
    const painted = { ...root, counterBoards: root.counterBoards.map((board) => ({ ...board, color: '3020' })) };
    doc = { ...doc, front: { ...doc.front, baseModules: [painted] } };
    doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: BASE.graxx600 }));
    expect(doc.front.baseModules[0]?.counterBoards.map((board) => [board.width, board.color])).toEqual([
      [1200, '3020'],
      [600, null],
    ]);
  });
});

describe('P6 removing a base module', () => {
  it('clears the links on both sides and shortens the counter boards', () => {
    const ctx = context();
    let doc = frontRowOf([BASE.graxx600, BASE.graxx600, BASE.graxx600], ctx);
    const last = doc.front.baseModules[2];
    doc = applied(removeBaseModule(doc, ctx, { side: 'front', moduleId: last?.id ?? '' }));
    expect(doc.front.baseModules).toHaveLength(2);
    expect(doc.front.baseModules[1]?.neighbours).toEqual([{ id: doc.front.baseModules[0]?.id, edge: 'w' }]);
    expect(boardWidths(doc)).toEqual([1200]);
  });

  it('splits a run when a middle module goes, and gives the east part its own boards', () => {
    const ctx = context();
    let doc = frontRowOf([BASE.graxx600, BASE.graxx600, BASE.graxx600], ctx);
    const [first, middle, last] = doc.front.baseModules;
    doc = applied(removeBaseModule(doc, ctx, { side: 'front', moduleId: middle?.id ?? '' }));
    expect(doc.front.baseModules.map((module) => module.neighbours)).toEqual([[], []]);
    expect(doc.front.baseModules.find((module) => module.id === first?.id)?.counterBoards.map((b) => b.width)).toEqual([
      600,
    ]);
    expect(doc.front.baseModules.find((module) => module.id === last?.id)?.counterBoards.map((b) => b.width)).toEqual([
      600,
    ]);
  });

  it('removes the bottle shelves of the former neighbours', () => {
    const ctx = context();
    let doc = frontRowOf([BASE.graxx600, BASE.graxx600], ctx);
    const [first, second] = doc.front.baseModules;
    if (!first || !second) throw new Error('setup');
    const shelved = { ...first, bottle_shelves: [{ part_id: PART.board600, offset: 0 as never, color: null }] };
    doc = { ...doc, front: { ...doc.front, baseModules: [shelved, second] } };
    const result = removeBaseModule(doc, ctx, { side: 'front', moduleId: second.id });
    expect(result.ok && result.doc.front.baseModules[0]?.bottle_shelves).toEqual([]);
    expect(result.ok && result.changes).toContainEqual({ kind: 'bottleShelvesRemoved', moduleIds: [first.id] });
  });

  it('refuses to remove a module that is not there', () => {
    expect(removeBaseModule(emptyBar(), context(), { side: 'front', moduleId: 'x' })).toMatchObject(
      refusal('unknownModule', 'P6'),
    );
  });
});

describe('validateBar', () => {
  it('accepts what the commands build', () => {
    const ctx = context();
    const doc = frontRowOf([BASE.graxx600, BASE.gflexx1200, BASE.graxx1200], ctx);
    expect(validateBar(doc, catalogue)).toEqual([]);
  });

  it('names P1 for overlapping modules and for one-sided neighbour links', () => {
    const ctx = context();
    const doc = frontRowOf([BASE.graxx600, BASE.graxx600], ctx);
    const [first, second] = doc.front.baseModules;
    if (!first || !second) throw new Error('setup');
    const stacked = { ...doc, front: { ...doc.front, baseModules: [first, { ...second, position: first.position }] } };
    expect(validateBar(stacked, catalogue)).toContainEqual({
      rule: 'P1',
      path: 'front.baseModules.1.position',
      code: 'overlap',
    });
    const oneSided = { ...doc, front: { ...doc.front, baseModules: [first, { ...second, neighbours: [] }] } };
    expect(validateBar(oneSided, catalogue)).toContainEqual({
      rule: 'P1',
      path: 'front.baseModules.1.neighbours',
      code: 'neighboursMismatch',
    });
    expect(computeNeighbours(oneSided.front, catalogue).get(second.id)).toEqual([{ id: first.id, edge: 'w' }]);
  });

  it('names P9 when a fixed front frame is missing and C2 when a board sticks out of its run', () => {
    const ctx = context();
    const doc = applied(addBaseModule(emptyBar(), ctx, { side: 'front', baseModuleId: BASE.gflexx1200 }));
    const module = doc.front.baseModules[0];
    if (!module) throw new Error('setup');
    const noFrame = {
      ...doc,
      front: { ...doc.front, baseModules: [{ ...module, frontFrames: [], counterBoards: [] }] },
    };
    expect(validateBar(noFrame, catalogue).map((violation) => violation.rule)).toContain('P9');
    const tooLong = {
      ...doc,
      front: {
        ...doc.front,
        baseModules: [
          {
            ...module,
            counterBoards: [
              ...module.counterBoards,
              { ...(module.counterBoards[0] as never as object), id: 'extra', offset: 1200 } as never,
            ],
          },
        ],
      },
    };
    expect(validateBar(tooLong, catalogue).map((violation) => violation.rule)).toContain('C2');
  });

  it('names CAT for parts and modules the catalogue does not have', () => {
    const doc = { ...emptyBar(), singleParts: [{ part_id: 4242, count: 1 }] };
    expect(validateBar(doc, catalogue)).toEqual([{ rule: 'CAT', path: 'singleParts.0.part_id', code: 'unknownPart' }]);
  });
});
