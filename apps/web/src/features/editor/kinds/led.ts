import { ledSlotPlaces } from '@bar/layout/places/modulePlaces';
import { frameAccessoryDrafts, frameAccessoryOn } from './frameAccessories.ts';
import { definePartKind } from './types.ts';

/** LED strips: position 0 of a front frame, under the bar top. */
export const ledKind = definePartKind({
  id: 'led',
  placeKinds: ['ledSlot'],
  sections: ['lighting'],
  modes: ['leds'],
  places: ledSlotPlaces,
  occupant: (place, context, module) => frameAccessoryOn({ ...place, position: 0 }, context, module),
  menu: (context, place) =>
    frameAccessoryDrafts(
      context,
      place && { moduleId: place.moduleId, mountId: place.mountId, position: 0 },
      true,
      'lighting',
    ),
});
