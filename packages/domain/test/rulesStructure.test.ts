import { describe, expect, it } from 'vitest';
import { addBaseModule, removeBaseModule, rotateBaseModule } from '../src/commands/baseModules.ts';
import { addBranding } from '../src/commands/branding.ts';
import { addSideApplication, addSpeedRack } from '../src/commands/edgeItems.ts';
import { computePartsList } from '../src/partsList.ts';
import { validateBar } from '../src/validate.ts';
import { computeWarnings } from '../src/warnings.ts';
import {
  applied,
  assemblyId,
  attachFront,
  backRow,
  banner,
  catalogue,
  context,
  emptyBar,
  frontRow,
  moduleId,
  partId,
  refusal,
} from './harness.ts';

const cap = () => partId('back-side-cap');

describe('P2 adding a front module moves what belongs to the row ends', () => {
  it('moves a right side application to the new east end and extends the counter boards', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600'], ctx);
    const first = doc.front.baseModules[0]?.id ?? '';
    doc = applied(
      addSideApplication(doc, ctx, {
        side: 'front',
        moduleId: first,
        assemblyId: assemblyId('side-application-right'),
      }),
    );
    doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: moduleId('g-raxx-600') }));
    const [west, east] = doc.front.baseModules;
    expect(west?.side_applications).toEqual([]);
    expect(east?.side_applications.map((application) => application.side)).toEqual(['right']);
    expect(west?.counterBoards.map((board) => board.width)).toEqual([1200]);
    expect(validateBar(doc, catalogue)).toEqual([]);
  });
});

describe('P3 back side caps', () => {
  it('sit on open west and east edges and go between neighbours', () => {
    const one = backRow(['back-frame-600']);
    expect(
      one.back.baseModules[0]?.back_side_applications.map((application) => [
        application.part_id,
        application.orientation,
      ]),
    ).toEqual([
      [cap(), 'w'],
      [cap(), 'e'],
    ]);
    const two = backRow(['back-frame-600', 'back-frame-1200']);
    const [west, east] = two.back.baseModules;
    expect(west?.back_side_applications.map((application) => application.orientation)).toEqual(['w']);
    expect(east?.back_side_applications.map((application) => application.orientation)).toEqual(['e']);
    expect(validateBar(two, catalogue)).toEqual([]);
  });

  it('come back when the neighbour is removed', () => {
    const ctx = context();
    const two = backRow(['back-frame-600', 'back-frame-600'], emptyBar(), ctx);
    const doc = applied(removeBaseModule(two, ctx, { side: 'back', moduleId: two.back.baseModules[1]?.id ?? '' }));
    expect(
      doc.back.baseModules[0]?.back_side_applications.map((application) => application.orientation).sort(),
    ).toEqual(['e', 'w']);
  });
});

describe('P4 default panels', () => {
  it('puts front panels on the customer side and side panels on open ends only', () => {
    const doc = frontRow(['g-raxx-600', 'g-raxx-600']);
    const [west, east] = doc.front.baseModules;
    expect(west?.panels.map((panel) => panel.mount.orientation).sort()).toEqual(['n', 'w']);
    expect(east?.panels.map((panel) => panel.mount.orientation).sort()).toEqual(['e', 'n']);
    expect(west?.panels.find((panel) => panel.mount.orientation === 'n')?.height).toBe(1040);
  });

  it('never on the back bar north edge, and on a corner only on n and e', () => {
    const back = backRow(['back-frame-600']);
    expect(back.back.baseModules[0]?.panels).toEqual([]);
    const corner = frontRow(['corner-module']);
    expect(corner.front.baseModules[0]?.panels.map((panel) => panel.mount.orientation).sort()).toEqual(['e', 'n']);
  });
});

describe('P5 speed racks on an edge that gains a neighbour are removed', () => {
  it('removes the rack on the east edge when a module is added there', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600'], ctx);
    const id = doc.front.baseModules[0]?.id ?? '';
    doc = applied(addSpeedRack(doc, ctx, { side: 'front', moduleId: id, edge: 'e', offset: 0 }));
    doc = applied(addSpeedRack(doc, ctx, { side: 'front', moduleId: id, edge: 's', offset: 0 }));
    doc = applied(addBaseModule(doc, ctx, { side: 'front', baseModuleId: moduleId('g-raxx-600') }));
    expect(doc.front.baseModules[0]?.speed_racks).toEqual([{ edge: 's', offset: 0 }]);
  });

  it('refuses a speed rack on an edge that has a neighbour', () => {
    const ctx = context();
    const doc = frontRow(['g-raxx-600', 'g-raxx-600'], ctx);
    const result = addSpeedRack(doc, ctx, {
      side: 'front',
      moduleId: doc.front.baseModules[0]?.id ?? '',
      edge: 'e',
      offset: 0,
    });
    expect(result).toMatchObject({ ok: false, reason: 'edgeHasNeighbour', rule: 'P5' });
  });
});

describe('P6 brandings pass to the neighbour or go', () => {
  it('hands a side banner to the neighbour that takes over the open edge', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600'], ctx);
    const first = doc.front.baseModules[0]?.id ?? '';
    doc = applied(attachFront(doc, ctx, 'g-raxx-600', { moduleId: first, edge: 'e' }));
    const east = doc.front.baseModules[1]?.id ?? '';
    doc = applied(addBranding(doc, ctx, banner('front', east, 'e', 'side-banner-600', { fillImage: false })));
    doc = applied(removeBaseModule(doc, ctx, { side: 'front', moduleId: east }));
    expect(doc.front.brandings.map((branding) => [branding.base_module_id, branding.edge])).toEqual([[first, 'e']]);
  });

  it('removes a front banner too wide for the neighbour', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600', 'g-raxx-1200'], ctx);
    const wide = doc.front.baseModules[1]?.id ?? '';
    doc = applied(addBranding(doc, ctx, banner('front', wide, 'n', 'front-banner-1200', { fillImage: true })));
    const result = removeBaseModule(doc, ctx, { side: 'front', moduleId: wide });
    expect(result.ok && result.doc.front.brandings).toEqual([]);
    expect(result.ok && result.changes).toContainEqual({ kind: 'brandingsRemoved', count: 1 });
  });
});

describe('P7 and P8 warnings', () => {
  it('P7 noCornerOnEdge: a corner without base frames with front frames on both sides, with a fix', () => {
    const doc = frontRow(['corner-module']);
    const warnings = computeWarnings(doc, catalogue).filter((warning) => warning.code === 'noCornerOnEdge');
    expect(warnings.map((warning) => warning.code === 'noCornerOnEdge' && warning.edge)).toEqual(['w', 's']);
    const fix = warnings[0]?.code === 'noCornerOnEdge' ? warnings[0].fix : null;
    expect(fix?.command).toBe('addBaseModule');
    if (fix?.command !== 'addBaseModule') return;
    const fixed = applied(addBaseModule(doc, context(), fix.input));
    expect(computeWarnings(fixed, catalogue).filter((warning) => warning.code === 'noCornerOnEdge')).toHaveLength(1);
  });

  it('P8 noEmptyModulsOnEdge: a bridge between two G-Raxx with front frames is fine', () => {
    expect(
      computeWarnings(frontRow(['empty-module-600']), catalogue).filter((warning) => warning.rule === 'P8'),
    ).toHaveLength(2);
    const bridged = frontRow(['g-raxx-600', 'empty-module-600', 'g-raxx-600']);
    expect(computeWarnings(bridged, catalogue).filter((warning) => warning.rule === 'P8')).toEqual([]);
  });
});

describe('P10 the bar grows on a side edge only after the side branding there is removed', () => {
  it('refuses to attach on an edge that carries a side banner', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-600'], ctx);
    const id = doc.front.baseModules[0]?.id ?? '';
    doc = applied(addBranding(doc, ctx, banner('front', id, 'e', 'side-banner-600', { fillImage: false })));
    expect(attachFront(doc, ctx, 'g-raxx-600', { moduleId: id, edge: 'e' })).toMatchObject(
      refusal('removeSideBrandingFirst', 'P10'),
    );
  });
});

describe('P1 rotation', () => {
  it('turns a lone module about its centre', () => {
    const ctx = context();
    const lone = frontRow(['g-raxx-1200'], ctx);
    const turned = applied(
      rotateBaseModule(lone, ctx, { side: 'front', moduleId: lone.front.baseModules[0]?.id ?? '', rotation: 90 }),
    );
    expect(turned.front.baseModules[0]?.rotation).toBe(90);
    expect(validateBar(turned, catalogue)).toEqual([]);
  });

  it('refuses a turn that would reach into another module', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-1200'], ctx);
    const wide = doc.front.baseModules[0]?.id ?? '';
    doc = applied(attachFront(doc, ctx, 'g-raxx-600', { moduleId: wide, edge: 's' }));
    expect(rotateBaseModule(doc, ctx, { side: 'front', moduleId: wide, rotation: 90 })).toMatchObject(
      refusal('overlap', 'P1'),
    );
  });
});

describe('C2 at a corner', () => {
  it('an L gets straight boards up to the corner, a corner worktop and cap on the corner, and boards on the leg', () => {
    const ctx = context();
    let doc = frontRow(['g-raxx-1200', 'g-raxx-600', 'corner-module'], ctx);
    const corner = doc.front.baseModules[2]?.id ?? '';
    doc = applied(attachFront(doc, ctx, 'g-raxx-600', { moduleId: corner, edge: 's' }, 90));
    const boards = doc.front.baseModules.map((module) =>
      module.counterBoards.map((board) => catalogue.parts.get(board.part_id)?.code),
    );
    expect(boards).toEqual([
      ['counter-board-1200', 'counter-board-600'],
      [],
      ['corner-worktop'],
      ['counter-board-600'],
    ]);
    expect(doc.front.baseModules[2]?.frontFrames.map((frame) => catalogue.parts.get(frame.part_id)?.code)).toEqual([
      'corner-frame',
    ]);
    expect(validateBar(doc, catalogue)).toEqual([]);
    expect(computeWarnings(doc, catalogue).filter((warning) => warning.rule === 'P7')).toEqual([]);
    const lines = computePartsList(doc, catalogue, 'en').list;
    expect(lines.find((line) => line.part_number === 'ECK-KAP')?.quantity).toBe(1);
    expect(lines.find((line) => line.part_number === 'TKP-ECK')?.quantity).toBe(1);
  });
});
