import { isDoor } from '@bar/domain/panels';
import { panelMountPlaces } from '@bar/layout/places/placesFor';
import { assembliesOf } from './catalogueItems.ts';
import { assemblyDrafts, assemblyOccupant, fitsSide } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Front panels and doors: one per panel mount on an open edge (doors only where they fit, D3). */
export const panelKind = definePartKind({
  id: 'panel',
  placeKinds: ['panelMount'],
  sections: ['panels', 'doors'],
  places: panelMountPlaces,
  labelValues: (place, t) => ({ edge: t(`modes.edges.${place.edge}`), mount: place.mountId }),
  occupant: (place, context, module) =>
    assemblyOccupant(context, module.panels.find((panel) => panel.mount.id === place.mountId)?.assembly_model_id, {
      type: 'removePanel',
      input: { side: context.side, moduleId: module.id, mountId: place.mountId },
    }),
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
