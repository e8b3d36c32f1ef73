import type { Catalogue } from '@bar/domain/catalogue';
import type { BarSide, BaseModuleInstance } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { assemblyName, partName } from '../kinds/catalogueItems.ts';

/** One placed module as the 3D view's text alternative lists it: its name and what is mounted on it. */
export type ModuleDescription = { id: string; name: string; items: { name: string; count: number }[] };

type Names = { part: (id: number) => string; assembly: (id: number) => string };

function namesFor(catalogue: Catalogue, locale: Locale): Names {
  return {
    part: (id) => {
      const part = catalogue.parts.get(id);
      return part ? partName(part, locale) : `#${id}`;
    },
    assembly: (id) => {
      const assembly = catalogue.assemblies.get(id);
      return assembly ? assemblyName(assembly, locale) : `#${id}`;
    },
  };
}

/** Everything mounted on a module, by name, in the order one builds it: frames, racks, tops, panels, extras. */
function mountedNames(module: BaseModuleInstance, names: Names, speedRackName: string | undefined): string[] {
  const racks = module.racks.flatMap((rack) => [
    ...rack.inserts.map((insert) => names.assembly(insert.rack_insert_model_id)),
    ...(rack.worktop ? [names.assembly(rack.worktop.assembly_id)] : []),
  ]);
  const boards = module.counterBoards.flatMap((board) => [
    names.part(board.part_id),
    ...board.accessories.map((accessory) => names.assembly(accessory.assembly_id)),
  ]);
  const backPanels = [module.back_panels.top, module.back_panels.bottom].flatMap((panel) =>
    panel ? [names.assembly(panel.assembly_model_id)] : [],
  );
  return [
    ...module.frontFrames.map((frame) => names.part(frame.part_id)),
    ...module.front_frame_accessories.map((accessory) => names.assembly(accessory.assembly_id)),
    ...racks,
    ...boards,
    ...module.panels.map((panel) => names.assembly(panel.assembly_model_id)),
    ...backPanels,
    ...module.side_applications.map((application) => names.assembly(application.assembly_id)),
    ...module.back_side_applications.map((application) => names.part(application.part_id)),
    ...module.bottle_shelves.map((shelf) => names.part(shelf.part_id)),
    ...module.speed_racks.map(() => speedRackName ?? '—'),
    ...module.brandsigns.map((sign) => names.part(sign.part_id)),
  ];
}

/** Same names counted once each, in the order of their first appearance. */
function counted(list: string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const name of list) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** The modules of one side in their order, each with what sits on it, in the interface language. */
export function describeSide(side: BarSide, catalogue: Catalogue, locale: Locale): ModuleDescription[] {
  const names = namesFor(catalogue, locale);
  const speedRack = [...catalogue.parts.values()].find((part) => part.type === 'speed-rack');
  const speedRackName = speedRack ? partName(speedRack, locale) : undefined;
  return side.baseModules.map((module) => {
    const definition = catalogue.baseModules.get(module.base_module_id);
    return {
      id: module.id,
      name: definition ? names.part(definition.part_id) : `#${module.base_module_id}`,
      items: counted(mountedNames(module, names, speedRackName)),
    };
  });
}
