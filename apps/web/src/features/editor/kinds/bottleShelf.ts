import { shelfSpotPlaces } from '@bar/layout/places/placesFor';
import { partLabel, partsOf } from './catalogueItems.ts';
import { partDrafts, standardWidth } from './menuDrafts.ts';
import { definePartKind } from './types.ts';

/** Bottle shelves: on 600 mm spots above modules with racks. */
export const bottleShelfKind = definePartKind({
  id: 'bottleShelf',
  placeKinds: ['shelfSpot'],
  sections: ['bottleShelf'],
  places: (scope) => shelfSpotPlaces(scope),
  labelValues: (place) => ({ offset: place.offset }),
  occupant(place, { catalogue, side, locale }, module) {
    const shelf = module.bottle_shelves.find((candidate) => candidate.offset === place.offset);
    if (!shelf) return null;
    return {
      name: partLabel(catalogue, shelf.part_id, locale),
      remove: { type: 'removeBottleShelf', input: { side, moduleId: module.id, offset: place.offset } },
    };
  },
  menu: (context, place) =>
    partDrafts(
      context,
      partsOf(context.catalogue, ['bottle-shelf']),
      'bottleShelf',
      place &&
        ((part) => ({
          type: 'addBottleShelf',
          input: { side: context.side, moduleId: place.moduleId, width: standardWidth(part), offset: place.offset },
        })),
    ),
});
