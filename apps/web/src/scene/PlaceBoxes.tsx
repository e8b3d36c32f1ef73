import type { ModulePose } from '@bar/layout/geometry';
import type { Place } from '@bar/layout/places/placeTypes';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { BoxGeometry, MeshBasicMaterial } from 'three';

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

type Props = {
  /** The places one can act on now (mounts, slots, edges, offsets), from `@bar/layout`. */
  places: readonly Place[];
  /** Each module's pose; a place's box stands in its module's frame, posed like the pieces. */
  frames: ReadonlyMap<string, ModulePose>;
  /** The chosen place, drawn highlighted. */
  selectedKey: string | null;
  /** A click on a place. */
  onChoose: (place: Place) => void;
  /** The pointer entered a place (it), or left one (null, with the place left). */
  onHover?: (place: Place | null, leaving?: Place) => void;
};

/**
 * Draws the places inside the 3D scene: hovering highlights one (the hover is the scene's own
 * state), clicking reports it through `onChoose`.
 */
export function PlaceBoxes({ places, frames, selectedKey, onChoose, onHover }: Props) {
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const invalidate = useThree((state) => state.invalidate);

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

  function hover(event: ThreeEvent<PointerEvent>, place: Place, isOver: boolean): void {
    event.stopPropagation();
    const key = place.key;
    // Leaving one box and entering the next may arrive in either order: only clear one's own hover.
    setHoveredKey((current) => (isOver ? key : current === key ? null : current));
    onHover?.(isOver ? place : null, place);
    document.body.style.cursor = isOver ? 'pointer' : '';
  }

  function click(event: ThreeEvent<MouseEvent>, place: Place): void {
    event.stopPropagation();
    onChoose(place);
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
          onPointerOver={(event) => hover(event, place, true)}
          onPointerOut={(event) => hover(event, place, false)}
          onClick={(event) => click(event, place)}
        />
      </group>
    );
  });
}
