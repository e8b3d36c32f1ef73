import { type ModulePose, modulePoses } from '@bar/layout/geometry';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo } from 'react';
import { PlaceBoxes } from '../../../scene/PlaceBoxes.tsx';
import { moduleIdOf } from '../kinds/registry.ts';
import { useModeOptions } from '../modes/modeOptionsStore.ts';
import { choosePlace } from '../modes/placeArmedItem.ts';
import { useEditor } from '../store/editorStore.ts';
import { viewStore } from '../view/viewStore.ts';
import { placesFor } from './placesFor.ts';
import { type PlacesProbe, publishPlaces } from './placesProbe.ts';
import type { Place } from './placeTypes.ts';

/** The module of the place under the pointer is the one the 3D view names. */
function hoverPlace(place: Place | null, leaving?: Place): void {
  viewStore.getState().hoverModule(place ? moduleIdOf(place) : null, leaving ? moduleIdOf(leaving) : undefined);
}

/**
 * The places of the current editing mode inside the 3D scene (mounts, slots, edges, offsets):
 * the scene draws them and reports a click, which selects the place and puts an item chosen in the
 * menu there. Rendered as a child of the scene's canvas.
 */
export function ScenePlaces() {
  const mode = useModeOptions((state) => state.activeMode);
  const doc = useEditor((state) => state.doc);
  const side = useEditor((state) => state.side);
  const catalogue = useEditor((state) => state.catalogue);
  const selectedKey = useEditor((state) => state.selectedPlace?.key ?? null);
  const { camera, gl, scene, raycaster } = useThree();

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
      if (mode) choosePlace(mode, place);
    },
    [mode],
  );

  return (
    <PlaceBoxes places={places} frames={frames} selectedKey={selectedKey} onChoose={choose} onHover={hoverPlace} />
  );
}
