import type { BarDocument } from '@bar/domain/document';
import { mm } from '@bar/domain/units';
import { describe, expect, test } from 'vitest';
import { sceneCatalogue as catalogue, equippedLBarWithBackBar } from '../../../bench/sceneBars.ts';
import { layoutBar, SHOW_ALL } from '../src/pieces/layoutBar.ts';
import type { Family, Piece } from '../src/pieces/types.ts';

const doc = equippedLBarWithBackBar();

function count(pieces: Piece[], family: Family, side?: 'front' | 'back'): number {
  return pieces.filter((piece) => piece.family === family && (!side || piece.side === side)).length;
}

function moduleIds(doc: BarDocument, side: 'front' | 'back') {
  return doc[side].baseModules.map((module) => module.id);
}

describe('scene layout of an equipped L-shaped bar with a back bar', () => {
  const { pieces, images } = layoutBar(doc, catalogue);

  test('every family of part is drawn', () => {
    const families: Family[] = [
      'rackFrame',
      'frontFrame',
      'counterBoard',
      'counterBoardAccessory',
      'worktop',
      'insert',
      'panel',
      'door',
      'sideApplication',
      'backPanel',
      'backSideApplication',
      'speedRack',
      'bottleShelf',
      'led',
      'bagHook',
      'cornerWorktop',
      'cornerCap',
      'brandSign',
    ];
    for (const family of families) expect(count(pieces, family), family).toBeGreaterThan(0);
  });

  test('counts per family follow the document', () => {
    // Six front racks and three back racks, a worktop on each; three LED bars.
    const racks = [...doc.front.baseModules, ...doc.back.baseModules].flatMap((module) => module.racks);
    expect(racks).toHaveLength(9);
    expect(count(pieces, 'worktop')).toBe(9);
    expect(count(pieces, 'led')).toBe(3);
    expect(count(pieces, 'cornerWorktop')).toBe(2);
    expect(count(pieces, 'cornerCap')).toBe(1);
    // A G-Raxx 600 frame: 4 uprights and two rings of 4 rails; the 1200 one has two more uprights.
    const graxx600 = doc.front.baseModules[1]?.id;
    expect(pieces.filter((piece) => piece.moduleId === graxx600 && piece.family === 'rackFrame')).toHaveLength(12);
    // Panels drawn = panels in the document; the door is one of them (with its handle).
    const panels = doc.front.baseModules.flatMap((module) => module.panels);
    expect(count(pieces, 'panel') + count(pieces, 'door') / 2).toBe(panels.length);
    // Two front banners, a back banner, a back side banner and the hanging sign's face.
    expect(images.map((image) => image.family).sort()).toEqual([
      'brandSign',
      'branding',
      'branding',
      'branding',
      'branding',
    ]);
    expect(images.filter((image) => image.imageUrl === '/api/uploads/scene-test-logo-0000000')).toHaveLength(3);
  });

  test('sizes come from the catalogue, in metres', () => {
    const board = pieces.find((piece) => piece.family === 'counterBoard');
    expect(board?.size[0]).toBeCloseTo(1.2);
    expect(board?.size[1]).toBeCloseTo(0.025);
    expect(board?.size[2]).toBeCloseTo(0.4);
    const backUpright = pieces.find((piece) => piece.side === 'back' && piece.family === 'rackFrame');
    expect(backUpright?.size[1]).toBeCloseTo(2);
    const led = pieces.find((piece) => piece.family === 'led');
    expect(led?.finish).toBe('glow');
  });

  test('a panel on a module turned by 90° faces east, outside the frame', () => {
    const legB = doc.front.baseModules[4];
    if (!legB) throw new Error('no leg module');
    // Its local n edge faces world east; the module's centre is at x 2.1 m, its depth 600 mm.
    const panel = pieces.find((piece) => piece.moduleId === legB.id && piece.family === 'panel');
    const centreX = legB.position.x / 1000;
    expect(panel?.position[0]).toBeGreaterThan(centreX + 0.3);
    expect(panel?.position[2]).toBeGreaterThan(legB.position.z / 1000 - 0.6);
    expect(panel?.position[2]).toBeLessThan(legB.position.z / 1000 + 0.6);
    expect(Math.abs(Math.sin(panel?.rotationY ?? 0))).toBeCloseTo(1);
  });

  test('the back bar stands south of the front bar, its aisle away (P11)', () => {
    const frames = (side: string) => pieces.filter((piece) => piece.side === side && piece.family === 'rackFrame');
    const frontMaxZ = Math.max(...frames('front').map((piece) => piece.position[2] + piece.size[2] / 2));
    const backMinZ = Math.min(...frames('back').map((piece) => piece.position[2] - piece.size[2] / 2));
    expect(backMinZ - frontMaxZ).toBeCloseTo(doc.back.settings.offsetZ / 1000, 2);
    const moved = layoutBar(
      { ...doc, back: { ...doc.back, settings: { ...doc.back.settings, offsetX: mm(1000), offsetZ: mm(3000) } } },
      catalogue,
    );
    const first = (list: Piece[]) => list.find((piece) => piece.side === 'back');
    const before = first(pieces);
    const after = first(moved.pieces);
    expect((after?.position[0] ?? 0) - (before?.position[0] ?? 0)).toBeCloseTo(1);
    expect((after?.position[2] ?? 0) - (before?.position[2] ?? 0)).toBeCloseTo(1.5);
  });

  test('colours: an item colour wins over the global colour of its key, both from the RAL table', () => {
    const white = catalogue.colors.find((color) => color.code === '9016')?.hex;
    const red = catalogue.colors.find((color) => color.code === '3020')?.hex;
    expect(pieces.find((piece) => piece.family === 'panel')?.color).toBe(white);
    const [first, ...otherModules] = doc.front.baseModules;
    const [panel, ...otherPanels] = first?.panels ?? [];
    if (!first || !panel) throw new Error('no panel');
    const recoloured: BarDocument = {
      ...doc,
      settings: { ...doc.settings, colors: { ...doc.settings.colors, panels: '3020' } },
      front: {
        ...doc.front,
        baseModules: [{ ...first, panels: [{ ...panel, color: '5015' }, ...otherPanels] }, ...otherModules],
      },
    };
    const panels = layoutBar(recoloured, catalogue).pieces.filter((piece) => piece.family === 'panel');
    expect(panels.filter((piece) => piece.color === red).length).toBe(panels.length - 1);
    expect(panels.some((piece) => piece.color === catalogue.colors.find((color) => color.code === '5015')?.hex)).toBe(
      true,
    );
  });
});

describe('visibility toggles', () => {
  test('hiding the back removes every back piece and nothing of the front', () => {
    const all = layoutBar(doc, catalogue);
    const noBack = layoutBar(doc, catalogue, { ...SHOW_ALL, showBack: false });
    expect(noBack.pieces.some((piece) => piece.side === 'back')).toBe(false);
    expect(noBack.pieces).toHaveLength(all.pieces.filter((piece) => piece.side === 'front').length);
    expect(new Set(noBack.pieces.map((piece) => piece.moduleId))).toEqual(new Set(moduleIds(doc, 'front')));
  });

  test('hiding the front removes every front piece', () => {
    const noFront = layoutBar(doc, catalogue, { ...SHOW_ALL, showFront: false });
    expect(new Set(noFront.pieces.map((piece) => piece.moduleId))).toEqual(new Set(moduleIds(doc, 'back')));
  });

  test('hiding brandings removes banners, the hanging sign and its pictures, and nothing else', () => {
    const all = layoutBar(doc, catalogue);
    const plain = layoutBar(doc, catalogue, { ...SHOW_ALL, showBrandings: false });
    expect(plain.images).toHaveLength(0);
    expect(count(plain.pieces, 'brandSign')).toBe(0);
    expect(plain.pieces.length).toBe(all.pieces.length - count(all.pieces, 'brandSign'));
  });

  test('hiding a side keeps the bounds, so the camera does not jump', () => {
    expect(layoutBar(doc, catalogue, { ...SHOW_ALL, showBack: false }).bounds).toEqual(
      layoutBar(doc, catalogue).bounds,
    );
  });
});
