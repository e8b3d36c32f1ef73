import { sideEndPlaces } from '@bar/layout/places/placesFor';
import { assembliesOf, assemblyLabel } from './catalogueItems.ts';
import { assemblyDrafts } from './menuDrafts.ts';
import { definePartKind } from './types.ts';

/** Side applications: on the open left or right end of a front-bar module with a front frame. */
export const sideApplicationKind = definePartKind({
  id: 'sideApplication',
  placeKinds: ['sideEnd'],
  sections: ['barTopsSideApps'],
  places: (scope) => sideEndPlaces(scope),
  labelValues: (place, t) => ({ side: t(`modes.ends.${place.sideOf}`) }),
  occupant(place, { catalogue, side, locale }, module) {
    const application = module.side_applications.find((candidate) => candidate.side === place.sideOf);
    if (!application) return null;
    return {
      name: assemblyLabel(catalogue, application.assembly_id, locale),
      remove: { type: 'removeSideApplication', input: { side, moduleId: module.id, sideOf: place.sideOf } },
    };
  },
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
