import { sideEndPlaces } from '@bar/layout/places/placesFor';
import { assembliesOf } from './catalogueItems.ts';
import { assemblyDrafts, assemblyOccupant } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Side applications: on the open left or right end of a front-bar module with a front frame. */
export const sideApplicationKind = definePartKind({
  id: 'sideApplication',
  placeKinds: ['sideEnd'],
  sections: ['barTopsSideApps'],
  places: sideEndPlaces,
  labelValues: (place, t) => ({ side: t(`modes.ends.${place.sideOf}`) }),
  occupant: (place, context, module) =>
    assemblyOccupant(context, module.side_applications.find((entry) => entry.side === place.sideOf)?.assembly_id, {
      type: 'removeSideApplication',
      input: { side: context.side, moduleId: module.id, sideOf: place.sideOf },
    }),
  menu: (context, place) =>
    assemblyDrafts(
      context,
      assembliesOf(context.catalogue, ['side_application']).filter(
        (assembly) => !place || assembly.mount === place.sideOf,
      ),
      'barTopsSideApps',
      place &&
        ((assembly) => ({
          type: 'addSideApplication',
          input: { side: context.side, moduleId: place.moduleId, assemblyId: assembly.id },
        })),
    ),
});
