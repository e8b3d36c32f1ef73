import { describe, expect, it } from 'vitest';
import { setBackOffset, setGlobalColor } from '../src/commands/colors.ts';
import { addSpeedRack } from '../src/commands/edgeItems.ts';
import { applyFrontPanelTypeToAll, deleteAllPanels, setBackPanel, setPanel } from '../src/commands/panelEdits.ts';
import { addBottleShelf, addInsert, removeWorktop, setWorktop } from '../src/commands/rackEdits.ts';
import { validateBar } from '../src/validate.ts';
import { applied, assemblyId, backRow, catalogue, context, frontRow, refusal } from './harness.ts';

function oneRack() {
  const ctx = context();
  const doc = frontRow(['g-raxx-600'], ctx);
  const module = doc.front.baseModules[0];
  return { ctx, doc, moduleId: module?.id ?? '', rackId: module?.racks[0]?.id ?? '' };
}

describe('R1 inserts go only into provided, free slots whose top row has a mount', () => {
  it('accepts a drawer whose top sits on a mount row and records the rows it takes', () => {
    const { ctx, doc, moduleId, rackId } = oneRack();
    const next = applied(
      addInsert(doc, ctx, { side: 'front', moduleId, rackId, assemblyId: assemblyId('insert-drawer'), top: 6 }),
    );
    expect(next.front.baseModules[0]?.racks[0]?.inserts).toEqual([
      { slots: [6, 5], height_units: 2, mount: 6, rack_insert_model_id: assemblyId('insert-drawer') },
    ]);
    expect(validateBar(next, catalogue)).toEqual([]);
  });

  it('refuses: no such slot, slot already occupied', () => {
    const { ctx, doc, moduleId, rackId } = oneRack();
    const input = { side: 'front' as const, moduleId, rackId };
    expect(addInsert(doc, ctx, { ...input, assemblyId: assemblyId('insert-drawer'), top: 5 })).toMatchObject(
      refusal('noSuchSlot', 'R1'),
    );
    expect(addInsert(doc, ctx, { ...input, assemblyId: assemblyId('insert-cooler'), top: 3 })).toMatchObject(
      refusal('noSuchSlot', 'R1'),
    );
    const taken = applied(addInsert(doc, ctx, { ...input, assemblyId: assemblyId('insert-glass-rack'), top: 9 }));
    expect(addInsert(taken, ctx, { ...input, assemblyId: assemblyId('insert-drawer'), top: 9 })).toMatchObject(
      refusal('slotOccupied', 'R1'),
    );
  });

  it('validateBar names R1 for an insert in slots the rack does not provide', () => {
    const { ctx, doc, moduleId, rackId } = oneRack();
    const next = applied(
      addInsert(doc, ctx, { side: 'front', moduleId, rackId, assemblyId: assemblyId('insert-shelf'), top: 3 }),
    );
    const module = next.front.baseModules[0];
    const rack = module?.racks[0];
    if (!module || !rack) throw new Error('setup');
    const forged = {
      ...next,
      front: {
        ...next.front,
        baseModules: [
          { ...module, racks: [{ ...rack, inserts: [{ ...rack.inserts[0], mount: 12, slots: [12] } as never] }] },
        ],
      },
    };
    expect(validateBar(forged, catalogue).map((violation) => violation.rule)).toContain('R1');
  });
});

describe('R2 and R3 worktops', () => {
  it('R2: needs an allowed row', () => {
    const { ctx, doc, moduleId, rackId } = oneRack();
    expect(
      setWorktop(doc, ctx, { side: 'front', moduleId, rackId, assemblyId: assemblyId('worktop-600'), row: 3 }),
    ).toMatchObject({ ok: false, reason: 'mountNotAllowed', rule: 'R2' });
    expect(
      setWorktop(doc, ctx, { side: 'front', moduleId, rackId, assemblyId: assemblyId('worktop-600'), row: 9 }),
    ).toMatchObject({ ok: true });
  });

  it('R3: inserts in the way block it until they are removed', () => {
    const { ctx, doc, moduleId, rackId } = oneRack();
    const input = { side: 'front' as const, moduleId, rackId };
    const withInsert = applied(addInsert(doc, ctx, { ...input, assemblyId: assemblyId('insert-glass-rack'), top: 9 }));
    expect(setWorktop(withInsert, ctx, { ...input, assemblyId: assemblyId('worktop-600'), row: 9 })).toMatchObject({
      ok: false,
      reason: 'insertsInTheWay',
      rule: 'R3',
      details: { tops: '9' },
    });
  });
});

describe('R4 bottle shelves need a rack with a worktop', () => {
  it('refuses without a worktop, accepts with one, and goes with the worktop', () => {
    const { ctx, doc, moduleId, rackId } = oneRack();
    expect(addBottleShelf(doc, ctx, { side: 'front', moduleId, width: 600, offset: 0 })).toMatchObject(
      refusal('bottleShelfNeedsWorktop', 'R4'),
    );
    let next = applied(
      setWorktop(doc, ctx, { side: 'front', moduleId, rackId, assemblyId: assemblyId('worktop-600'), row: 11 }),
    );
    next = applied(addBottleShelf(next, ctx, { side: 'front', moduleId, width: 600, offset: 0 }));
    expect(validateBar(next, catalogue)).toEqual([]);
    next = applied(removeWorktop(next, ctx, { side: 'front', moduleId, rackId }));
    expect(next.front.baseModules[0]?.bottle_shelves).toEqual([]);
  });
});

describe('D1 to D3 panels and doors', () => {
  it('D1: a door on the south edge removes the speed racks there', () => {
    const { ctx, doc, moduleId } = oneRack();
    let next = applied(addSpeedRack(doc, ctx, { side: 'front', moduleId, edge: 's', offset: 0 }));
    const result = setPanel(next, ctx, { side: 'front', moduleId, mountId: 's1', assemblyId: assemblyId('door-1100') });
    next = applied(result);
    expect(next.front.baseModules[0]?.speed_racks).toEqual([]);
    expect(result.ok && result.changes).toContainEqual({ kind: 'speedRacksRemoved', moduleId });
    expect(addSpeedRack(next, ctx, { side: 'front', moduleId, edge: 's', offset: 0 })).toMatchObject(
      refusal('doorInTheWay', 'D1'),
    );
  });

  it('D2: changing a front panel offers to apply the type to all, which changes the others', () => {
    const ctx = context();
    const doc = frontRow(['g-raxx-600', 'g-raxx-1200'], ctx);
    const first = doc.front.baseModules[0]?.id ?? '';
    const result = setPanel(doc, ctx, {
      side: 'front',
      moduleId: first,
      mountId: 'n1',
      assemblyId: assemblyId('front-panel-860-600'),
    });
    expect(result.ok && result.offer).toEqual({
      kind: 'applyFrontPanelTypeToAll',
      assemblyId: assemblyId('front-panel-860-600'),
    });
    const all = applied(
      applyFrontPanelTypeToAll(applied(result), ctx, { assemblyId: assemblyId('front-panel-860-600') }),
    );
    const heights = all.front.baseModules.flatMap((module) =>
      module.panels.filter((panel) => panel.mount.orientation === 'n').map((panel) => panel.height),
    );
    expect(heights).toEqual([860, 860, 860]);
    expect(validateBar(all, catalogue)).toEqual([]);
  });

  it('D3: panel heights 860/1040, doors 1080/1100; a door does not fit a side mount', () => {
    const { ctx, doc, moduleId } = oneRack();
    expect(
      setPanel(doc, ctx, { side: 'front', moduleId, mountId: 'w1', assemblyId: assemblyId('door-1080') }),
    ).toMatchObject({ ok: false, reason: 'panelDoesNotFit', rule: 'D3' });
    const module = doc.front.baseModules[0];
    if (!module) throw new Error('setup');
    const forged = {
      ...doc,
      front: {
        ...doc.front,
        baseModules: [{ ...module, panels: module.panels.map((panel) => ({ ...panel, height: 900 as never })) }],
      },
    };
    expect(validateBar(forged, catalogue).map((violation) => violation.rule)).toContain('D3');
  });

  it('"delete all panels" removes panels and doors of both sides', () => {
    const doc = applied(deleteAllPanels(frontRow(['g-raxx-600'])));
    expect(doc.front.baseModules[0]?.panels).toEqual([]);
  });
});

describe('K1 to K3 colours', () => {
  it('K1: a global colour applies to every matching item on both sides', () => {
    const ctx = context();
    const doc = applied(
      setGlobalColor(frontRow(['g-raxx-600', 'g-raxx-600'], ctx), ctx, { key: 'panels', code: '3020' }),
    );
    const colors = doc.front.baseModules.flatMap((module) => module.panels.map((panel) => panel.color));
    expect(new Set(colors)).toEqual(new Set(['3020']));
    expect([doc.settings.colors.panels, doc.front.settings.colors.panels, doc.back.settings.colors.panels]).toEqual([
      '3020',
      '3020',
      '3020',
    ]);
  });

  it('K2: the back-frame shelf colour applies to back panels of assembly 40 only', () => {
    const ctx = context();
    let doc = backRow(['back-frame-600', 'back-frame-600'], frontRow([]), ctx);
    const [a, b] = doc.back.baseModules;
    doc = applied(setBackPanel(doc, ctx, { side: 'back', moduleId: a?.id ?? '', position: 'top', assemblyId: 40 }));
    doc = applied(setBackPanel(doc, ctx, { side: 'back', moduleId: b?.id ?? '', position: 'top', assemblyId: 41 }));
    doc = applied(setGlobalColor(doc, ctx, { key: 'backframe_shelves', code: '7016' }));
    expect(doc.back.baseModules.map((module) => module.back_panels.top?.color)).toEqual(['7016', null]);
  });

  it('K3: only palette colours; dg and plt never', () => {
    const ctx = context();
    const doc = frontRow(['g-raxx-600'], ctx);
    for (const code of ['dg', 'plt', '0000']) {
      expect(setGlobalColor(doc, ctx, { key: 'frames', code })).toMatchObject(refusal('unknownColor', 'K3'));
    }
    expect(catalogue.colors.some((color) => color.code === 'dg' || color.code === 'plt')).toBe(false);
  });
});

describe('P11 back bar position', () => {
  it('moves the back bar within limits', () => {
    const ctx = context();
    const doc = applied(setBackOffset(frontRow([]), ctx, { offsetX: 1200, offsetZ: 1800 }));
    expect([doc.back.settings.offsetX, doc.back.settings.offsetZ]).toEqual([1200, 1800]);
    expect(setBackOffset(doc, ctx, { offsetX: 0, offsetZ: 100 })).toMatchObject(refusal('offsetOutOfRange', 'P11'));
  });
});
