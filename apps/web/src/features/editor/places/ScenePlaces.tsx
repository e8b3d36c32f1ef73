import { type ModulePose, modulePoses } from '@bar/layout/geometry';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo } from 'react';
import { currentLocale, i18n } from '../../../i18n/index.ts';
import { PlaceBoxes } from '../../../scene/PlaceBoxes.tsx';
import { useCoarsePointer } from '../../../shared/coarsePointer.ts';
import { showNotice } from '../../../ui/notifications.ts';
import { canHoldOccupant, moduleIdOf, occupantOf } from '../kinds/registry.ts';
import { useModeOptions } from '../modes/modeOptionsStore.ts';
import { choosePlace } from '../modes/placeArmedItem.ts';
import { useEditorStore, useEditorStoreApi } from '../store/editorContext.tsx';
import { viewStore } from '../view/viewStore.ts';
import { placesFor } from './placesFor.ts';
import { type PlacesProbe, publishPlaces } from './placesProbe.ts';
import type { Place } from './placeTypes.ts';

/** The module of the place under the pointer is the one the 3D view names. */
function hoverPlace(place: Place | null, leaving?: Place): void {
  viewStore.getState().hoverModule(place ? moduleIdOf(place) : null, leaving ? moduleIdOf(leaving) : undefined);
}

/** How long the note that a tap reached no place stays: long enough to read, short enough to tap again. */
const MISS_SHOWN_MS = 2500;

function reportMiss(): void {
  showNotice({
    tone: 'info',
    title: i18n.t('modes.places.missedTitle'),
    message: i18n.t('modes.places.missed'),
    shownMs: MISS_SHOWN_MS,
  });
}

/**
 * The places of the current editing mode inside the 3D scene (mounts, slots, edges, offsets):
 * the scene draws them and reports a click, which selects the place and puts an item chosen in the
 * menu there. On a touch screen, which cannot hover, the free places are shown at once and a tap
 * beside a place still takes it. Rendered as a child of the scene's canvas.
 */
export function ScenePlaces() {
  const editorStore = useEditorStoreApi();
  const mode = useModeOptions((state) => state.activeMode);
  const doc = useEditorStore((state) => state.doc);
  const side = useEditorStore((state) => state.side);
  const catalogue = useEditorStore((state) => state.catalogue);
  const selectedKey = useEditorStore((state) => state.selectedPlace?.key ?? null);
  // One value each: the whole state would render the places again on every change of the view's
  // size, and with them ask for a frame.
  const camera = useThree((state) => state.camera);
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const raycaster = useThree((state) => state.raycaster);
  const isCoarsePointer = useCoarsePointer();

  const places = useMemo(
    () => (mode && doc && catalogue ? placesFor(mode, side, doc, catalogue) : []),
    [mode, side, doc, catalogue],
  );
  // Each place's box stands in its module's frame, posed by the same geometry as the pieces.
  const frames = useMemo(
    () => (doc && catalogue ? modulePoses(doc, side, catalogue) : new Map<string, ModulePose>()),
    [doc, side, catalogue],
  );

  useEffect(() => {
    const probe: PlacesProbe = { places, frames, camera, canvas: gl.domElement, scene, raycaster };
    return publishPlaces(probe);
  }, [places, frames, camera, gl, scene, raycaster]);

  const choose = useCallback(
    (place: Place) => {
      if (mode) choosePlace(editorStore, mode, place);
    },
    [editorStore, mode],
  );

  // The free places: those where an item can go and nothing stands yet (open edges included).
  const touch = useMemo(() => {
    if (!isCoarsePointer) return null;
    const shownKeys = new Set<string>();
    if (doc && catalogue) {
      const context = { doc, side, catalogue, locale: currentLocale() };
      for (const place of places) {
        if (!canHoldOccupant(place) || occupantOf(place, context) === null) shownKeys.add(place.key);
      }
    }
    return { shownKeys, onMiss: reportMiss };
  }, [isCoarsePointer, places, doc, side, catalogue]);

  return (
    <PlaceBoxes
      places={places}
      frames={frames}
      selectedKey={selectedKey}
      onChoose={choose}
      onHover={hoverPlace}
      touch={touch}
    />
  );
}
