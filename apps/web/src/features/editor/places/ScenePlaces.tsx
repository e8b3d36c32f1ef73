import { type ModulePose, modulePoses } from '@bar/layout/geometry';
import { placesFor } from '@bar/layout/places/placesFor';
import type { Place } from '@bar/layout/places/placeTypes';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useState } from 'react';
import { BoxGeometry, MeshBasicMaterial } from 'three';
import { useModeOptions } from '../modes/modeOptionsStore.ts';
import { choosePlace } from '../modes/placeArmedItem.ts';
import { useEditor } from '../store/editorStore.ts';
import { type PlacesProbe, publishPlaces } from './placesProbe.ts';

/**
 * One unit box scaled per place, and three looks. Idle places are not drawn (a material that is not
 * visible costs no draw call and does not tint the bar) but still catch the pointer, so moving
 * over the bar lights up the place under it.
 */
const unitBox = new BoxGeometry(1, 1, 1);
const LOOKS = {
  idle: new MeshBasicMaterial({ visible: false }),
  hovered: new MeshBasicMaterial({ color: '#0ca678', transparent: true, opacity: 0.45, depthWrite: false }),
  selected: new MeshBasicMaterial({ color: '#f08c00', transparent: true, opacity: 0.55, depthWrite: false }),
  // A chosen banner or sign is where its picture is being changed: a faint tint keeps the picture readable.
  selectedPicture: new MeshBasicMaterial({ color: '#f08c00', transparent: true, opacity: 0.15, depthWrite: false }),
};
const PICTURE_PLACES: ReadonlySet<Place['kind']> = new Set(['bannerEdge', 'signModule']);

/**
 * The places of the current editing mode inside the 3D scene (mounts, slots, edges, offsets):
 * hovering highlights one, clicking selects it and puts an item chosen in the menu there.
 */
export function ScenePlaces() {
  const mode = useModeOptions((state) => state.activeMode);
  const doc = useEditor((state) => state.doc);
  const side = useEditor((state) => state.side);
  const catalogue = useEditor((state) => state.catalogue);
  const selectedKey = useEditor((state) => state.selectedPlace?.key ?? null);
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const { invalidate, camera, gl, scene, raycaster } = useThree();

  const places = useMemo(
    () => (mode && doc && catalogue ? placesFor(mode, side, doc, catalogue) : []),
    [mode, side, doc, catalogue],
  );
  // Each place's box stands in its module's frame, posed by the same geometry as the pieces.
  const frames = useMemo(() => (doc ? modulePoses(doc, side) : new Map<string, ModulePose>()), [doc, side]);

  useEffect(() => {
    const probe: PlacesProbe = { places, frames, camera, canvas: gl.domElement, scene, raycaster };
    return publishPlaces(probe);
  }, [places, frames, camera, gl, scene, raycaster]);

  // Demand frame loop: a changed highlight needs a new frame.
  const look = `${hoveredKey}|${selectedKey}|${places.length}`;
  useEffect(() => {
    if (look) invalidate();
  }, [look, invalidate]);

  useEffect(
    () => () => {
      document.body.style.cursor = '';
    },
    [],
  );

  function hover(event: ThreeEvent<PointerEvent>, key: string, isOver: boolean): void {
    event.stopPropagation();
    // Leaving one box and entering the next may arrive in either order: only clear one's own hover.
    setHoveredKey((current) => (isOver ? key : current === key ? null : current));
    document.body.style.cursor = isOver ? 'pointer' : '';
  }

  function click(event: ThreeEvent<MouseEvent>, place: Place): void {
    event.stopPropagation();
    if (mode) choosePlace(mode, place);
  }

  return places.map((place) => {
    const frame = frames.get(place.frameModuleId);
    if (!frame) return null;
    const selected = PICTURE_PLACES.has(place.kind) ? 'selectedPicture' : 'selected';
    const look = place.key === selectedKey ? selected : place.key === hoveredKey ? 'hovered' : 'idle';
    return (
      <group key={place.key} position={frame.position} rotation-y={frame.rotationY}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a 3D mesh, not a DOM element; the side menu offers the same choice accessibly */}
        <mesh
          geometry={unitBox}
          material={LOOKS[look]}
          position={place.box.center}
          scale={place.box.size}
          renderOrder={2}
          userData={{ placeKey: place.key }}
          onPointerOver={(event) => hover(event, place.key, true)}
          onPointerOut={(event) => hover(event, place.key, false)}
          onClick={(event) => click(event, place)}
        />
      </group>
    );
  });
}
