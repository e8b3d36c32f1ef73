import { isDoor } from '@bar/domain/panels';
import { panelMountPlaces } from '@bar/layout/places/modulePlaces';
import { assemblyOccupant, fitsSide, offerAssemblies } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Front panels and doors: one per panel mount on an open edge (doors only where they fit, D3). */
export const panelKind = definePartKind({
  id: 'panel',
  placeKinds: ['panelMount'],
  sections: ['panels', 'doors'],
  modes: ['front-panels'],
  places: panelMountPlaces,
  label: (place, words) => ({ key: `panelMount.${words.facing(place.moduleId, place.edge)}` }),
  occupant: (place, context, module) =>
    assemblyOccupant(context, module.panels.find((panel) => panel.mount.id === place.mountId)?.assembly_model_id, {
      type: 'removePanel',
      input: { side: context.side, moduleId: module.id, mountId: place.mountId },
    }),
  menu: offerAssemblies(
    ['front_panel'],
    (assembly) => (isDoor(assembly) ? 'doors' : 'panels'),
    (assembly, place, { side }) => ({
      type: 'setPanel',
      input: { side, moduleId: place.moduleId, mountId: place.mountId, assemblyId: assembly.id },
    }),
    (assembly, { side }) => fitsSide(assembly, side),
  ),
});
