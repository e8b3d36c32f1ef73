import { boardSpotPlaces } from '@bar/layout/places/boardPlaces';
import { ACCESSORY_SPOT, GN_SPOT } from '@bar/layout/places/placeScope';
import { assembliesOf } from './catalogueItems.ts';
import { assemblyDrafts, assemblyOccupant } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Which bar-top accessories a mode offers: small ones on 300 mm spots, GN containers on 600 mm spots. */
export type BarTopAccessoryVariant = 'accessory' | 'gn';

/** Accessories on bar tops (C4, C7): on spots along each run, the covered part of it and the rest. */
export const barTopAccessoryKind = definePartKind<'boardSpot', BarTopAccessoryVariant>({
  id: 'barTopAccessory',
  placeKinds: ['boardSpot'],
  sections: ['accessories'],
  modes: [
    { mode: 'accessories-accessories', variant: 'accessory' },
    { mode: 'accessories-gn', variant: 'gn' },
  ],
  places: (scope, variant) => boardSpotPlaces(scope, variant === 'gn' ? GN_SPOT : ACCESSORY_SPOT),
  // A run is named by its west end, which the customer sees on the right: offsets count from there.
  label: (place) => ({ key: 'boardSpot', values: { offset: place.runOffset } }),
  occupant(place, context, module) {
    const { rootId, boardId, offset } = place;
    const board = module.counterBoards.find((candidate) => candidate.id === boardId);
    const accessory = board?.accessories.find((candidate) => candidate.offset === offset);
    const remove = { type: 'removeCounterBoardAccessory', input: { rootId, boardId, offset } } as const;
    return assemblyOccupant(context, accessory?.assembly_id, remove);
  },
  menu(context, place, _options, variant) {
    const isGn = variant === 'gn';
    return assemblyDrafts(
      context,
      assembliesOf(context.catalogue, ['counter_board_accessory']).filter(
        (assembly) => assembly.code.includes('gn') === isGn,
      ),
      'accessories',
      place &&
        ((assembly) => ({
          type: 'addCounterBoardAccessory',
          input: { rootId: place.rootId, boardId: place.boardId, assemblyId: assembly.id, offset: place.offset },
        })),
    );
  },
});
