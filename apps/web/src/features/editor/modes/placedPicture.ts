import type { SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { placedPictureAt } from '../kinds/registry.ts';
import type { PlacedPicture } from '../kinds/types.ts';
import type { Place } from '../places/placeTypes.ts';

export type { PlacedPicture } from '../kinds/types.ts';

/** The picture of the banner or brand sign on the chosen place (declared by those kinds), or null. */
export function placedPictureOf(place: Place | null, doc: BarDocument, side: SideName): PlacedPicture | null {
  return place ? placedPictureAt(place, { doc, side }) : null;
}
