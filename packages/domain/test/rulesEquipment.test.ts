import { describe, expect, it } from 'vitest';
import { addBaseModule } from '../src/commands/baseModules.ts';
import {
  addCounterBoardAccessory,
  appendCounterBoard,
  deleteAllCounterBoards,
  removeCounterBoardAccessory,
  removeLastCounterBoard,
} from '../src/commands/counterBoardEdits.ts';
import { addSideApplication } from '../src/commands/edgeItems.ts';
import { addFrontFrame, addFrontFrameAccessory, removeFrontFrame } from '../src/commands/frontFrames.ts';
import { seedCatalogue } from '../src/seed/catalogue.ts';
import { validateBar } from '../src/validate.ts';
import { applied, assemblyId, backRow, catalogue, context, emptyBar, frontRow, moduleId, refusal } from './harness.ts';

const widths = (doc: ReturnType<typeof emptyBar>) =>
  doc.front.baseModules.flatMap((module) => module.counterBoards.map((board) => board.width));

describe('C1 front frames move counter boards', () => {
  it('removing a front frame refills the boards, adding it back extends them', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600', 'g-raxx-600', 'g-raxx-600'], ctx);
    const last = doc.front.baseModules[2]?.id ?? '';
    doc = applied(removeFrontFrame(doc, ctx, { side: 'front', moduleId: last, mountId: 'n1' }));
    expect(widths(doc)).toEqual([1200]);
    doc = applied(addFrontFrame(doc, ctx, { side: 'front', moduleId: last, mountId: 'n1' }));
    expect(widths(doc)).toEqual([1200, 600]);
    expect(validateBar(doc, catalogue)).toEqual([]);
  });
});

describe('C3 bar-top division changes from the right outer end', () => {
  it('takes bar tops off one by one from the right and lays new ones at the end', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-1200', 'g-raxx-600'], ctx);
    const root = doc.front.baseModules[0]?.id ?? '';
    expect(widths(doc)).toEqual([1200, 600]);
    doc = applied(removeLastCounterBoard(doc, ctx, { rootId: root }));
    doc = applied(removeLastCounterBoard(doc, ctx, { rootId: root }));
    expect(widths(doc)).toEqual([]);
    for (let i = 0; i < 3; i++) doc = applied(appendCounterBoard(doc, ctx, { rootId: root, width: 600 }));
    expect(widths(doc)).toEqual([600, 600, 600]);
    expect(appendCounterBoard(doc, ctx, { rootId: root, width: 600 })).toMatchObject(
      refusal('counterBoardDoesNotFit', 'C3'),
    );
    expect(validateBar(doc, catalogue)).toEqual([]);
  });

  it('keeps the user division when an unrelated module is added elsewhere', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-1200'], ctx);
    const root = doc.front.baseModules[0]?.id ?? '';
    doc = applied(removeLastCounterBoard(doc, ctx, { rootId: root }));
    doc = applied(appendCounterBoard(doc, ctx, { rootId: root, width: 600 }));
    doc = applied(appendCounterBoard(doc, ctx, { rootId: root, width: 600 }));
    doc = applied(addBaseModule(doc, ctx, { side: 'back', baseModuleId: moduleId('back-frame-600') }));
    expect(widths(doc)).toEqual([600, 600]);
  });
});

describe('C4 and C5 accessories replace what is at the same place', () => {
  it('C4: a counter-board accessory replaces the one at the same offset', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-1200'], ctx);
    const root = doc.front.baseModules[0];
    const spot = { rootId: root?.id ?? '', boardId: root?.counterBoards[0]?.id ?? '', offset: 0 };
    doc = applied(addCounterBoardAccessory(doc, ctx, { ...spot, assemblyId: assemblyId('cba-glass-holder') }));
    doc = applied(addCounterBoardAccessory(doc, ctx, { ...spot, assemblyId: assemblyId('cba-gn-container') }));
    expect(doc.front.baseModules[0]?.counterBoards[0]?.accessories).toEqual([
      { assembly_id: assemblyId('cba-gn-container'), offset: 0 },
    ]);
  });

  it('a counter-board accessory is taken off by its offset; a missing bar top is refused (C7)', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600']);
    const root = doc.front.baseModules[0];
    const boardId = root?.counterBoards[0]?.id ?? '';
    const target = { rootId: root?.id ?? '', boardId };
    doc = applied(
      addCounterBoardAccessory(doc, ctx, { ...target, assemblyId: assemblyId('cba-glass-holder'), offset: 0 }),
    );
    doc = applied(
      addCounterBoardAccessory(doc, ctx, { ...target, assemblyId: assemblyId('cba-glass-holder'), offset: 300 }),
    );
    doc = applied(removeCounterBoardAccessory(doc, ctx, { ...target, offset: 0 }));
    expect(doc.front.baseModules[0]?.counterBoards[0]?.accessories).toEqual([
      { assembly_id: assemblyId('cba-glass-holder'), offset: 300 },
    ]);
    expect(validateBar(doc, catalogue)).toEqual([]);
    expect(removeCounterBoardAccessory(doc, ctx, { ...target, boardId: 'missing', offset: 300 })).toMatchObject(
      refusal('counterBoardMissing', 'C7'),
    );
  });

  it('C5: a front-frame accessory replaces the one at the same position', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600'], ctx);
    const mount = { side: 'front' as const, moduleId: doc.front.baseModules[0]?.id ?? '', mountId: 'n1', position: 1 };
    doc = applied(addFrontFrameAccessory(doc, ctx, { ...mount, assemblyId: assemblyId('ffa-bag-hooks') }));
    doc = applied(addFrontFrameAccessory(doc, ctx, { ...mount, assemblyId: assemblyId('ffa-led-600') }));
    expect(doc.front.baseModules[0]?.front_frame_accessories).toEqual([
      { assembly_id: assemblyId('ffa-led-600'), mount_id: 'n1', position: 1 },
    ]);
  });
});

describe('C6 delete all bar tops', () => {
  it('also removes side applications and counter-board accessories, but not panels', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600'], ctx);
    const id = doc.front.baseModules[0]?.id ?? '';
    doc = applied(
      addSideApplication(doc, ctx, { side: 'front', moduleId: id, assemblyId: assemblyId('side-application-left') }),
    );
    doc = applied(deleteAllCounterBoards(doc));
    const module = doc.front.baseModules[0];
    expect([module?.counterBoards, module?.side_applications]).toEqual([[], []]);
    expect(module?.panels.length).toBeGreaterThan(0);
  });
});

describe('P2 side applications belong to the front', () => {
  it('a back module gets none, so adding a module beside it can never leave one between neighbours', () => {
    const ctx = context();
    const doc = backRow(['back-frame-600'], emptyBar(), ctx);
    const id = doc.back.baseModules[0]?.id ?? '';
    expect(
      addSideApplication(doc, ctx, { side: 'back', moduleId: id, assemblyId: assemblyId('side-application-left') }),
    ).toMatchObject({ ok: false, reason: 'wrongSide', rule: 'P2' });
    expect(doc.back.baseModules[0]?.side_applications).toEqual([]);
  });
});

describe('C7 counter-board operations fail clearly', () => {
  it('when the root module or edge is missing', () => {
    const ctx = context();
    expect(removeLastCounterBoard(emptyBar(), ctx, { rootId: 'x' })).toMatchObject(refusal('rootModuleMissing', 'C7'));
    const bridge = frontRow(['empty-module-600'], ctx);
    expect(removeLastCounterBoard(bridge, ctx, { rootId: bridge.front.baseModules[0]?.id ?? '' })).toMatchObject(
      refusal('edgeMissing', 'C7'),
    );
  });

  it('when the 600/1200 mm parts are missing', () => {
    const bare = seedCatalogue({ keepPart: (part) => part.type !== 'counter-board' });
    const doc = frontRow(['g-raxx-600']);
    expect(
      appendCounterBoard(doc, context({ catalogue: bare }), { rootId: doc.front.baseModules[0]?.id ?? '', width: 600 }),
    ).toMatchObject({ ok: false, reason: 'counterBoardPartsMissing', rule: 'C7' });
  });
});

describe('P9 G-Flexx front frames are fixed', () => {
  it('refuses to remove the fixed front frame', () => {
    const ctx = context();
    const doc = frontRow(['g-flexx-1200'], ctx);
    expect(
      removeFrontFrame(doc, ctx, { side: 'front', moduleId: doc.front.baseModules[0]?.id ?? '', mountId: 'n1' }),
    ).toMatchObject({ ok: false, reason: 'frontFrameFixed', rule: 'P9' });
  });
});
