/** Places and modules in words come from the part kinds that own the places (`kinds/`). */
export { moduleName, moduleNameOf, type NamingInput, namePlaces } from '../kinds/placeNames.ts';
