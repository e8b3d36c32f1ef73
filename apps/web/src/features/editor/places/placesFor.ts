import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { documentCache } from '../modes/documentCache.ts';
import { kindsOfMode } from '../modes/modeRegistry.ts';
import type { EditingMode } from '../modes/modes.ts';
import type { Place } from './placeTypes.ts';

const cache = documentCache<Place[]>();

/**
 * The places of a mode on one side: those of its part kinds, each built by `@bar/layout` from the
 * same geometry as the scene's pieces. Kept while the bar is unchanged, so the 3D view and the
 * side menu share one list.
 */
export function placesFor(mode: EditingMode, side: SideName, doc: BarDocument, catalogue: Catalogue): Place[] {
  return cache(catalogue, doc, `${mode}|${side}`, () =>
    kindsOfMode(mode).flatMap(({ kind, variant }) => kind.places({ doc, side, catalogue }, variant)),
  );
}
