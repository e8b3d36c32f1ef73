/**
 * The kinds of place and their targets live in `@bar/layout` with the geometry that places them;
 * the editor's modes and store read them from here.
 */
export type { Place, PlaceKind, PlaceTarget } from '@bar/layout/places/placeTypes';
