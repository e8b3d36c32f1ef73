import { runPlaces } from '@bar/layout/places/boardPlaces';
import { partLabel, partsOf } from './catalogueItems.ts';
import { partDrafts, standardWidth } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Bar tops (counter boards): appended to a run of front frames, taken off from its end (C2, C3). */
export const barTopKind = definePartKind({
  id: 'barTop',
  placeKinds: ['run'],
  sections: ['barTopsSideApps'],
  modes: ['counter-boards'],
  places: runPlaces,
  occupant(place, { catalogue, locale }, module) {
    const last = module.counterBoards
      .filter((board) => board.edge === 'n')
      .sort((a, b) => a.offset - b.offset)
      .at(-1);
    if (!last) return null;
    return {
      name: partLabel(catalogue, last.part_id, locale),
      needsConfirmation: 'removeLastBoard',
      remove: { type: 'removeLastCounterBoard', input: { rootId: place.rootId } },
    };
  },
  menu(context, place) {
    const parts = partsOf(context.catalogue, ['counter-board'])
      .filter((part) => part.width === 600 || part.width === 1200)
      .filter((part) => part.code.startsWith('counter-board'));
    return partDrafts(
      context,
      parts,
      'barTopsSideApps',
      place &&
        ((part) => ({ type: 'appendCounterBoard', input: { rootId: place.rootId, width: standardWidth(part) } })),
    );
  },
});
