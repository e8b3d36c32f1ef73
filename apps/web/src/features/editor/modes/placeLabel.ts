/** A place in words comes from the part kind that owns the place (`kinds/`). */
export { placeLabel } from '../kinds/registry.ts';
