import { rackRowPlaces } from '@bar/layout/places/modulePlaces';
import { assembliesOf } from './catalogueItems.ts';
import { assemblyDrafts, assemblyOccupant, fitsSide } from './kindBuilders.ts';
import { definePartKind, type PlaceOf, type PlaceText, type PlaceWords } from './types.ts';

/** Width of a rack (R1: racks stand side by side every 600 mm from the module's west end). */
const RACK_WIDTH_MM = 600;

/** A row of a rack; a module with several racks names the rack by its rank from the customer's left. */
function rackRowText(place: PlaceOf<'rackRow'>, words: PlaceWords): PlaceText {
  const definition = words.definition(place.moduleId);
  const racks = definition?.racks ?? [];
  if (!definition || racks.length < 2) return { key: 'rackRow', values: { row: place.row } };
  const centres = racks.map((rack) => ({ x: -definition.width / 2 + rack.x + RACK_WIDTH_MM / 2, z: 0 }));
  const own = centres[place.rackNumber - 1] ?? { x: 0, z: 0 };
  const rack = words.ordinal(words.rankFromTheLeft(place.moduleId, centres, own));
  return { key: 'rackRowOf', values: { rack, row: place.row } };
}

/** Inserts and worktops: both go on a mount row of a rack (R1, R2). */
export const rackFittingKind = definePartKind({
  id: 'rackFitting',
  placeKinds: ['rackRow'],
  sections: ['worktopsInserts'],
  modes: ['racks'],
  places: rackRowPlaces,
  label: (place, words) => rackRowText(place, words),
  occupant(place, context, module) {
    const target = { side: context.side, moduleId: module.id, rackId: place.rackId };
    const rack = module.racks.find((candidate) => candidate.id === place.rackId);
    const insert = rack?.inserts.find((candidate) => candidate.mount === place.row);
    if (insert) {
      const remove = { type: 'removeInsert', input: { ...target, top: place.row } } as const;
      return assemblyOccupant(context, insert.rack_insert_model_id, remove);
    }
    const worktop = rack?.worktop?.mount === place.row ? rack.worktop : undefined;
    return assemblyOccupant(context, worktop?.assembly_id, { type: 'removeWorktop', input: target });
  },
  menu(context, place) {
    const assemblies = assembliesOf(context.catalogue, ['insert', 'worktop']).filter((assembly) =>
      fitsSide(assembly, context.side),
    );
    const base = place && { side: context.side, moduleId: place.moduleId, rackId: place.rackId };
    return assemblyDrafts(
      context,
      assemblies,
      'worktopsInserts',
      place &&
        base &&
        ((assembly) =>
          assembly.type === 'insert'
            ? { type: 'addInsert', input: { ...base, assemblyId: assembly.id, top: place.row } }
            : { type: 'setWorktop', input: { ...base, assemblyId: assembly.id, row: place.row } }),
    );
  },
});
