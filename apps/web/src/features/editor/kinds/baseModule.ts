import { baseModulePlaces } from '@bar/layout/places/modulePlaces';
import { partLabel } from './catalogueItems.ts';
import { partDrafts } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Base modules: each placed module (rotate, remove) and the open edges where a new one snaps on (P1). */
export const baseModuleKind = definePartKind({
  id: 'baseModule',
  placeKinds: ['module', 'attachEdge'],
  openPlaceKinds: ['attachEdge'],
  sections: ['baseModule'],
  modes: ['shape'],
  places: baseModulePlaces,
  label: (place, words) =>
    place.kind === 'attachEdge' ? { key: `attachEdge.${words.facing(place.moduleId, place.edge)}` } : { key: 'module' },
  occupant(place, context, module) {
    if (place.kind === 'attachEdge') return null;
    const definition = context.catalogue.baseModules.get(module.base_module_id);
    return {
      name: definition ? partLabel(context.catalogue, definition.part_id, context.locale) : module.id,
      remove: { type: 'removeBaseModule', input: { side: context.side, moduleId: module.id } },
    };
  },
  menu(context, place, options) {
    const { catalogue, side } = context;
    const attach = place?.kind === 'attachEdge' ? { moduleId: place.moduleId, edge: place.edge } : undefined;
    return [...catalogue.baseModules.values()]
      .filter((definition) => definition.side === side)
      .sort((a, b) => a.order_column - b.order_column)
      .flatMap((definition) => {
        const part = catalogue.parts.get(definition.part_id);
        if (!part) return [];
        const [draft] = partDrafts(context, [part], 'baseModule', () => ({
          type: 'addBaseModule',
          input: { side, baseModuleId: definition.id, rotation: options.rotation, attach },
        }));
        return draft ? [{ ...draft, key: `module:${definition.code}`, testId: `add-module-${definition.code}` }] : [];
      });
  },
});
