import { sideEndPlaces } from '@bar/layout/places/edgePlaces';
import { assemblyOccupant, offerAssemblies } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Side applications: on the open left or right end of a front-bar module with a front frame. */
export const sideApplicationKind = definePartKind({
  id: 'sideApplication',
  placeKinds: ['sideEnd'],
  sections: ['barTopsSideApps'],
  modes: ['side-apps'],
  places: sideEndPlaces,
  // `sideOf` names the w and e ends as the bartender sees them; the customer sees them the other way.
  label: (place, words) => ({ key: `sideEnd.${words.facing(place.moduleId, place.sideOf === 'left' ? 'w' : 'e')}` }),
  occupant: (place, context, module) =>
    assemblyOccupant(context, module.side_applications.find((entry) => entry.side === place.sideOf)?.assembly_id, {
      type: 'removeSideApplication',
      input: { side: context.side, moduleId: module.id, sideOf: place.sideOf },
    }),
  menu: offerAssemblies(
    ['side_application'],
    'barTopsSideApps',
    (assembly, place, { side }) => ({
      type: 'addSideApplication',
      input: { side, moduleId: place.moduleId, assemblyId: assembly.id },
    }),
    (assembly, _context, place) => !place || assembly.mount === place.sideOf,
  ),
});
