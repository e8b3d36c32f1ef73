import { rackRowPlaces } from '@bar/layout/places/modulePlaces';
import { assembliesOf } from './catalogueItems.ts';
import { assemblyDrafts, assemblyOccupant, fitsSide } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Inserts and worktops: both go on a mount row of a rack (R1, R2). */
export const rackFittingKind = definePartKind({
  id: 'rackFitting',
  placeKinds: ['rackRow'],
  sections: ['worktopsInserts'],
  places: rackRowPlaces,
  labelValues: (place) => ({ rack: place.rackNumber, row: place.row }),
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
