import { describe, expect, it } from 'vitest';
import { type BaseModuleInstance, emptyModuleItems, type ModuleItems } from '../src/document.ts';
import { mountedItems } from '../src/moduleItems.ts';
import { mm } from '../src/units.ts';

/** A module with nothing on it: no frames, no racks, the items a new module starts with. */
function bareModule(items: Partial<ModuleItems> = {}, rest: Partial<BaseModuleInstance> = {}): BaseModuleInstance {
  return {
    id: 'm1',
    base_module_id: 1,
    rotation: 0,
    position: { x: mm(0), z: mm(0) },
    racks: [],
    neighbours: [],
    frontFrames: [],
    ...emptyModuleItems(),
    ...items,
    ...rest,
  };
}

/** Any entry of a module's lists, as far as the walk reads it (ids and nested lists). */
const anyEntry = { part_id: 7, assembly_id: 8, assembly_model_id: 9, accessories: [] };

describe('mountedItems, the one walk of what sits on a module', () => {
  it('reads every list a module holds beside its frame: a new kind of item cannot be left out of the parts list', () => {
    const items = emptyModuleItems();
    const lists = Object.entries(items).filter(([, value]) => Array.isArray(value));
    expect(lists.length).toBeGreaterThan(5);
    for (const [field] of lists) {
      const module = bareModule({ [field]: [anyEntry, anyEntry] } as Partial<ModuleItems>);
      expect(mountedItems(module), field).toHaveLength(2);
    }
  });

  it('reads the back panels, the racks’ inserts and worktops, the frames and the boards’ accessories', () => {
    const panel = { assembly_model_id: 5, mount: 0 } as unknown as NonNullable<ModuleItems['back_panels']['top']>;
    expect(mountedItems(bareModule({ back_panels: { top: panel, bottom: panel } }))).toHaveLength(2);
    const rack = { id: 'r1', inserts: [{ rack_insert_model_id: 3 }], worktop: { assembly_id: 4, mount: 0 } };
    const withRack = bareModule({}, { racks: [rack] as unknown as BaseModuleInstance['racks'] });
    expect(mountedItems(withRack)).toEqual([
      { assembly_id: 3, isEquipment: true },
      { assembly_id: 4, isEquipment: true },
    ]);
    const board = { part_id: 20, accessories: [{ assembly_id: 6 }] };
    const frame = { part_id: 10 };
    const framed = bareModule(
      { counterBoards: [board] as unknown as ModuleItems['counterBoards'] },
      {
        frontFrames: [frame] as unknown as BaseModuleInstance['frontFrames'],
      },
    );
    expect(mountedItems(framed)).toEqual([
      { part_id: 10, isEquipment: false },
      { part_id: 20, isEquipment: false },
      { assembly_id: 6, isEquipment: true },
    ]);
  });

  it('counts as equipment what the user added, not what comes with the frame', () => {
    const isEquipment: Partial<Record<keyof ModuleItems, boolean>> = {
      front_frame_accessories: true,
      bottle_shelves: true,
      speed_racks: true,
      panels: false,
      side_applications: false,
      back_side_applications: false,
      brandsigns: false,
    };
    for (const [field, expected] of Object.entries(isEquipment)) {
      const [item] = mountedItems(bareModule({ [field]: [anyEntry] } as Partial<ModuleItems>));
      expect(item?.isEquipment, field).toBe(expected);
    }
  });
});
