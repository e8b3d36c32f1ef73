import { isDoor } from '@bar/domain/panels';
import { panelMountPlaces } from '@bar/layout/places/placesFor';
import { assembliesOf, assemblyLabel } from './catalogueItems.ts';
import { assemblyDrafts, fitsSide } from './menuDrafts.ts';
import { definePartKind } from './types.ts';

/** Front panels and doors: one per panel mount on an open edge (doors only where they fit, D3). */
export const panelKind = definePartKind({
  id: 'panel',
  placeKinds: ['panelMount'],
  sections: ['panels', 'doors'],
  places: (scope) => panelMountPlaces(scope),
  labelValues: (place, t) => ({ edge: t(`modes.edges.${place.edge}`), mount: place.mountId }),
  occupant(place, { catalogue, side, locale }, module) {
    const panel = module.panels.find((candidate) => candidate.mount.id === place.mountId);
    if (!panel) return null;
    return {
      name: assemblyLabel(catalogue, panel.assembly_model_id, locale),
      remove: { type: 'removePanel', input: { side, moduleId: module.id, mountId: place.mountId } },
    };
  },
  menu: (context, place) =>
    assemblyDrafts(
      context,
      assembliesOf(context.catalogue, ['front_panel']).filter((assembly) => fitsSide(assembly, context.side)),
      (assembly) => (isDoor(assembly) ? 'doors' : 'panels'),
      place &&
        ((assembly) => ({
          type: 'setPanel',
          input: { side: context.side, moduleId: place.moduleId, mountId: place.mountId, assemblyId: assembly.id },
        })),
    ),
});
