import type { BaseModuleInstance } from '@bar/domain/document';
import { describe, expect, it } from 'vitest';
import { describeSide } from '../src/features/editor/view/sceneDescription.ts';
import { barWith, fullCatalogue, MODULE } from './modesFixtures.ts';

/** The module with nothing mounted on it (a new module comes with its default panels). */
function bare(module: BaseModuleInstance): BaseModuleInstance {
  return {
    ...module,
    racks: module.racks.map((rack) => ({ ...rack, inserts: [], worktop: null })),
    frontFrames: [],
    brandsigns: [],
    panels: [],
    counterBoards: [],
    side_applications: [],
    back_side_applications: [],
    back_panels: { top: null, bottom: null },
    front_frame_accessories: [],
    speed_racks: [],
    bottle_shelves: [],
  };
}

describe('the 3D view described in words', () => {
  it('lists the modules of a side in their order, named in the interface language', () => {
    const doc = barWith([MODULE.graxx600, MODULE.gflexx1200]);
    expect(describeSide(doc.front, fullCatalogue, 'en').map((module) => module.name)).toEqual([
      'G-Raxx base frame 600',
      'G-Flexx base frame 1200',
    ]);
    expect(describeSide(doc.front, fullCatalogue, 'de').map((module) => module.name)).toEqual([
      'G-Raxx Grundrahmen 600',
      'G-Flexx Grundrahmen 1200',
    ]);
    expect(describeSide(doc.back, fullCatalogue, 'en')).toEqual([]);
  });

  it('names what sits on a module once, with how many there are', () => {
    const [module] = barWith([MODULE.graxx600]).front.baseModules;
    if (!module) throw new Error('no module placed');
    const framePart = [...fullCatalogue.parts.values()].find((part) => part.type !== 'base-frame');
    if (!framePart) throw new Error('no part to mount');
    const frame = { id: 'f', mount_id: 'n1', part_id: framePart.id, color: null };
    const framed = { ...bare(module), frontFrames: [frame, { ...frame, id: 'g', mount_id: 'n2' }] };
    const side = { ...barWith([]).front, baseModules: [framed] };
    expect(describeSide(side, fullCatalogue, 'en')[0]?.items).toEqual([{ name: framePart.name.en, count: 2 }]);
    expect(describeSide(side, fullCatalogue, 'de')[0]?.items).toEqual([{ name: framePart.name.de, count: 2 }]);
  });

  it('lists the default panels a new module comes with, and nothing on a bare one', () => {
    const doc = barWith([MODULE.graxx600]);
    expect(describeSide(doc.front, fullCatalogue, 'en')[0]?.items.length).toBeGreaterThan(0);
    const bareSide = { ...doc.front, baseModules: doc.front.baseModules.map(bare) };
    expect(describeSide(bareSide, fullCatalogue, 'en')[0]?.items).toEqual([]);
  });
});
