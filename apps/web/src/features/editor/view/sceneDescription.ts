import type { Catalogue } from '@bar/domain/catalogue';
import type { BarSide, BaseModuleInstance } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { mountedItems } from '@bar/domain/moduleItems';
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
  return mountedItems(module).map((item) => {
    if ('part_id' in item) return names.part(item.part_id);
    if ('assembly_id' in item) return names.assembly(item.assembly_id);
    return speedRackName ?? '—';
  });
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
