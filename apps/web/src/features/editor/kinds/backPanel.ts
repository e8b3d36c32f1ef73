import { backPanelPlaces } from '@bar/layout/places/modulePlaces';
import { assemblyOccupant, offerAssemblies } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Back panels of a back-bar module: the bottom one behind the racks, the top one above them. */
export const backPanelKind = definePartKind({
  id: 'backPanel',
  placeKinds: ['backPanel'],
  sections: ['backPanels'],
  modes: ['back-panels'],
  places: backPanelPlaces,
  label: (place) => ({ key: `backPanel.${place.position}` }),
  occupant: (place, context, module) =>
    assemblyOccupant(context, module.back_panels[place.position]?.assembly_model_id, {
      type: 'setBackPanel',
      input: { side: context.side, moduleId: module.id, position: place.position, assemblyId: null },
    }),
  menu: offerAssemblies(['back_panel'], 'backPanels', (assembly, place, { side }) => ({
    type: 'setBackPanel',
    input: { side, moduleId: place.moduleId, position: place.position, assemblyId: assembly.id },
  })),
});
