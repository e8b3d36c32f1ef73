import { useMemo } from 'react';
import { currentLocale } from '../../../i18n/index.ts';
import { placesFor } from '../places/placesFor.ts';
import type { Place } from '../places/placeTypes.ts';
import { useEditor } from '../store/editorStore.ts';
import { type MenuItem, menuItems } from './menuItems.ts';
import { useModeOptions } from './modeOptionsStore.ts';
import type { EditingMode } from './modes.ts';
import { type Occupant, occupantOf } from './occupant.ts';

export type ModeMenu = { places: Place[]; place: Place | null; items: MenuItem[]; occupant: Occupant | null };

/** The current mode's places, the chosen one (if it still exists), what is on it and what fits it. */
export function useModeMenu(mode: EditingMode): ModeMenu {
  const doc = useEditor((state) => state.doc);
  const side = useEditor((state) => state.side);
  const catalogue = useEditor((state) => state.catalogue);
  const selected = useEditor((state) => state.selectedPlace);
  const rotation = useModeOptions((state) => state.rotation);
  const branding = useModeOptions((state) => state.branding);
  const locale = currentLocale();
  return useMemo(() => {
    if (!doc || !catalogue) return { places: [], place: null, items: [], occupant: null };
    const places = placesFor(mode, side, doc, catalogue);
    const place = places.find((candidate) => candidate.key === selected?.key) ?? null;
    const context = { doc, side, catalogue, locale };
    return {
      places,
      place,
      items: menuItems(mode, context, place, { rotation, branding }),
      occupant: place ? occupantOf(place, context) : null,
    };
  }, [doc, side, catalogue, selected, mode, rotation, branding, locale]);
}
