/** The places of a mode come from `@bar/layout`, built from the same geometry as the scene's pieces. */
export { placesFor } from '@bar/layout/places/placesFor';
