import { hookSlotPlaces } from '@bar/layout/places/modulePlaces';
import { frameAccessoryDrafts, frameAccessoryOn } from './frameAccessories.ts';
import { definePartKind } from './types.ts';

/** Bag hooks and other front-frame accessories: one per 600 mm segment of a frame (positions 1, 2, …). */
export const hookKind = definePartKind({
  id: 'hook',
  placeKinds: ['hookSlot'],
  sections: ['accessories'],
  modes: ['accessories'],
  // Read by their kind alone; the segments of one frame read apart by their rank from the left (`placeNames.ts`).
  places: hookSlotPlaces,
  occupant: (place, context, module) => frameAccessoryOn(place, context, module),
  menu: (context, place) =>
    frameAccessoryDrafts(
      context,
      place && { moduleId: place.moduleId, mountId: place.mountId, position: place.position },
      false,
      'accessories',
    ),
});
