import { BOARD_PLACE_KINDS, type BoardPlaceTarget } from './boardPlaces.ts';
import { EDGE_PLACE_KINDS, type EdgePlaceTarget } from './edgePlaces.ts';
import { MODULE_PLACE_KINDS, type ModulePlaceTarget } from './modulePlaces.ts';
import type { PlaceOf } from './placeScope.ts';

export type { PlaceBox } from './placeScope.ts';

/**
 * A place of the bar where an item can go or where an item is (a mount, a rack row, an edge, an
 * offset on a bar top). Each kind has one meaning, so what occupies a place and how it is removed
 * follow from the place alone, whatever the mode. Each builder's file declares the targets of the
 * places it builds, so a new kind of place is written beside its builder.
 */
export type PlaceTarget = ModulePlaceTarget | BoardPlaceTarget | EdgePlaceTarget;

export type PlaceKind = PlaceTarget['kind'];

/** Every kind of place, for code that goes through them all (the editor's part kinds claim each once). */
export const PLACE_KINDS = [
  ...MODULE_PLACE_KINDS,
  ...BOARD_PLACE_KINDS,
  ...EDGE_PLACE_KINDS,
] as const satisfies readonly PlaceKind[];

/** Fails to compile when a builder file adds a target to its type and not to its list of kinds. */
export const PLACE_KINDS_ARE_COMPLETE: Exclude<PlaceKind, (typeof PLACE_KINDS)[number]> extends never ? true : never =
  true;

/** A place of any kind: its target, key and box (`PlaceOf`, placeScope.ts). */
export type Place = PlaceOf<PlaceTarget>;
