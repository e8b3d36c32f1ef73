import type { BaseModuleInstance } from './document.ts';

/**
 * One thing mounted on a module, as the parts list, the presets' filters and the screen readers'
 * description read it: a catalogue part, an assembly of parts, or a part the catalogue names by
 * code (a speed rack holds no id of its own). `isEquipment`: the user added it beyond what comes
 * with the frame (default panels, fixed front frames, counter boards and side caps do not count).
 */
export type MountedItem = (
  | { readonly part_id: number }
  | { readonly assembly_id: number }
  | { readonly part_code: 'speed-rack' }
) & { readonly isEquipment: boolean };

const parts = (list: readonly { readonly part_id: number }[], isEquipment: boolean): MountedItem[] =>
  list.map(({ part_id }) => ({ part_id, isEquipment }));
const assemblies = (ids: readonly (number | undefined)[], isEquipment: boolean): MountedItem[] =>
  ids.flatMap((assembly_id) => (assembly_id === undefined ? [] : [{ assembly_id, isEquipment }]));

/**
 * Everything mounted on a module, in the order one builds it: frames and their accessories, racks,
 * tops, panels, extras. The one walk of a module's lists: a new kind of item placed on modules adds
 * its list here (its field and its empty list are in `document.ts`). A module of its own, so that
 * the screens that only hold documents (the home screen) do not load it.
 */
export function mountedItems(module: BaseModuleInstance): MountedItem[] {
  return [
    ...parts(module.frontFrames, false),
    ...assemblies(
      module.front_frame_accessories.map((accessory) => accessory.assembly_id),
      true,
    ),
    ...module.racks.flatMap((rack) =>
      assemblies([...rack.inserts.map((insert) => insert.rack_insert_model_id), rack.worktop?.assembly_id], true),
    ),
    ...module.counterBoards.flatMap((board) => [
      { part_id: board.part_id, isEquipment: false },
      ...assemblies(
        board.accessories.map((accessory) => accessory.assembly_id),
        true,
      ),
    ]),
    ...assemblies(
      module.panels.map((panel) => panel.assembly_model_id),
      false,
    ),
    ...assemblies([module.back_panels.top?.assembly_model_id, module.back_panels.bottom?.assembly_model_id], true),
    ...assemblies(
      module.side_applications.map((application) => application.assembly_id),
      false,
    ),
    ...parts(module.back_side_applications, false),
    ...parts(module.bottle_shelves, true),
    ...module.speed_racks.map(() => ({ part_code: 'speed-rack' as const, isEquipment: true })),
    ...parts(module.brandsigns, false),
  ];
}
