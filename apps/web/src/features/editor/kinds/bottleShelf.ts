import { shelfSpotPlaces } from '@bar/layout/places/boardPlaces';
import { offerParts, partOccupant, standardWidth } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Bottle shelves: on 600 mm spots above modules with racks. */
export const bottleShelfKind = definePartKind({
  id: 'bottleShelf',
  placeKinds: ['shelfSpot'],
  sections: ['bottleShelf'],
  modes: ['bottleshelves'],
  // Read by their kind alone; several spots on one module read apart by their rank from the left (`placeNames.ts`).
  places: shelfSpotPlaces,
  occupant: (place, context, module) =>
    partOccupant(context, module.bottle_shelves.find((shelf) => shelf.offset === place.offset)?.part_id, {
      type: 'removeBottleShelf',
      input: { side: context.side, moduleId: module.id, offset: place.offset },
    }),
  menu: offerParts(['bottle-shelf'], 'bottleShelf', (part, place, { side }) => ({
    type: 'addBottleShelf',
    input: { side, moduleId: place.moduleId, width: standardWidth(part), offset: place.offset },
  })),
});
