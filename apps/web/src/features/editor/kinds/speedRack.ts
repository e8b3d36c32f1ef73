import { speedRackSlotPlaces } from '@bar/layout/places/modulePlaces';
import { partName } from './catalogueItems.ts';
import { offerParts } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Speed racks: 600 mm segments along the open s, w and e edges of a module. */
export const speedRackKind = definePartKind({
  id: 'speedRack',
  placeKinds: ['speedRackSlot'],
  sections: ['accessories'],
  modes: ['accessories'],
  places: speedRackSlotPlaces,
  label: (place, words) => ({ key: `speedRackSlot.${words.facing(place.moduleId, place.edge)}` }),
  occupant(place, { catalogue, side, locale }, module) {
    const { edge, offset } = place;
    const rack = module.speed_racks.find((candidate) => candidate.edge === edge && candidate.offset === offset);
    if (!rack) return null;
    const part = [...catalogue.parts.values()].find((candidate) => candidate.type === 'speed-rack');
    return {
      name: part ? partName(part, locale) : 'Speed rack',
      remove: { type: 'removeSpeedRack', input: { side, moduleId: module.id, edge, offset } },
    };
  },
  menu: offerParts(['speed-rack'], 'accessories', (_part, place, { side }) => ({
    type: 'addSpeedRack',
    input: { side, moduleId: place.moduleId, edge: place.edge, offset: place.offset },
  })),
});
