import { useMemo } from 'react';
import { currentLocale } from '../../../i18n/index.ts';
import { placesFor } from '../places/placesFor.ts';
import type { Place } from '../places/placeTypes.ts';
import { useEditorStore } from '../store/editorContext.tsx';
import { type MenuItem, menuItems } from './menuItems.ts';
import { useModeOptions } from './modeOptionsStore.ts';
import type { EditingMode } from './modes.ts';
import { type Occupant, occupantOf } from './occupant.ts';

export type ModeMenu = { places: Place[]; place: Place | null; items: MenuItem[]; occupant: Occupant | null };

/**
 * The current mode's places, the chosen one (if it still exists), what is on it and what fits it.
 * The places follow the bar alone; choosing a place derives only that place's menu (kept per bar,
 * so choosing a place again costs nothing).
 */
export function useModeMenu(mode: EditingMode): ModeMenu {
  const doc = useEditorStore((state) => state.doc);
  const side = useEditorStore((state) => state.side);
  const catalogue = useEditorStore((state) => state.catalogue);
  const selectedKey = useEditorStore((state) => state.selectedPlace?.key ?? null);
  const rotation = useModeOptions((state) => state.rotation);
  const branding = useModeOptions((state) => state.branding);
  const locale = currentLocale();
  const places = useMemo(
    () => (doc && catalogue ? placesFor(mode, side, doc, catalogue) : []),
    [doc, side, catalogue, mode],
  );
  const place = useMemo(() => places.find((candidate) => candidate.key === selectedKey) ?? null, [places, selectedKey]);
  return useMemo(() => {
    if (!doc || !catalogue) return { places, place: null, items: [], occupant: null };
    const context = { doc, side, catalogue, locale };
    return {
      places,
      place,
      items: menuItems(mode, context, place, { rotation, branding }),
      occupant: place ? occupantOf(place, context) : null,
    };
  }, [doc, side, catalogue, locale, mode, places, place, rotation, branding]);
}
