import { type ModulePose, toWorld } from '@bar/layout/geometry';
import type { Place } from '@bar/layout/places/placeTypes';
import { type ThreeEvent, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import { BoxGeometry, type Camera, MeshBasicMaterial, Vector3 } from 'three';
import { nearestPlaceInReach, type PlaceOnScreen, type ScreenPoint } from './placeReach.ts';

/**
 * One unit box scaled per place, and three looks. Idle places are not drawn (a material that is not
 * visible costs no draw call and does not tint the bar) but still catch the pointer, so moving
 * over the bar lights up the place under it.
 */
const unitBox = new BoxGeometry(1, 1, 1);
const LOOKS = {
  idle: new MeshBasicMaterial({ visible: false }),
  hovered: new MeshBasicMaterial({ color: '#0ca678', transparent: true, opacity: 0.45, depthWrite: false }),
  // On a touch screen, where nothing is hovered, the free places are all shown, fainter.
  shown: new MeshBasicMaterial({ color: '#0ca678', transparent: true, opacity: 0.3, depthWrite: false }),
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
  /**
   * A touch screen (a coarse pointer): the places in `shownKeys` are highlighted without hover, and a
   * tap takes the nearest place within a finger's reach or reports `onMiss`.
   */
  touch?: { shownKeys: ReadonlySet<string>; onMiss: () => void } | null;
};

const corner = new Vector3();

/** The place's box as the camera shows it on the canvas, in CSS pixels; null when it is behind the camera. */
function placeOnScreen(place: Place, frame: ModulePose, camera: Camera, width: number, height: number) {
  const { center, size } = place.box;
  const corners: ScreenPoint[] = [];
  for (let index = 0; index < 8; index++) {
    const local: [number, number, number] = [
      center[0] + (index & 1 ? 0.5 : -0.5) * size[0],
      center[1] + (index & 2 ? 0.5 : -0.5) * size[1],
      center[2] + (index & 4 ? 0.5 : -0.5) * size[2],
    ];
    corner.set(...toWorld(frame, local)).project(camera);
    if (corner.z < -1 || corner.z > 1) return null;
    corners.push({ x: ((corner.x + 1) / 2) * width, y: ((1 - corner.y) / 2) * height });
  }
  const depth = corner.set(...toWorld(frame, center)).project(camera).z;
  return { key: place.key, corners, depth } satisfies PlaceOnScreen;
}

/** Whether a click came from a finger or a pen, or the device's pointer is coarse. */
function isTap(event: MouseEvent, isCoarse: boolean): boolean {
  const pointerType = (event as PointerEvent).pointerType;
  return isCoarse || pointerType === 'touch' || pointerType === 'pen';
}

/**
 * Draws the places inside the 3D scene: hovering highlights one (the hover is the scene's own
 * state), clicking reports it through `onChoose`. On a touch screen the free places are shown
 * without hover and a tap takes the nearest place within a finger's reach (`nearestPlaceInReach`).
 */
export function PlaceBoxes({ places, frames, selectedKey, onChoose, onHover, touch = null }: Props) {
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const invalidate = useThree((state) => state.invalidate);
  const camera = useThree((state) => state.camera);
  const canvas = useThree((state) => state.gl.domElement);

  // Demand frame loop: a changed highlight needs a new frame.
  const look = `${hoveredKey}|${selectedKey}|${places.length}|${touch?.shownKeys.size ?? -1}`;
  useEffect(() => {
    if (look) invalidate();
  }, [look, invalidate]);

  // The listener reads the latest places and callbacks without being added again on each change.
  const latest = useRef({ places, frames, onChoose, touch });
  latest.current = { places, frames, onChoose, touch };
  const isTouch = touch !== null;
  useEffect(() => {
    if (!isTouch && !window.matchMedia?.('(any-pointer: coarse)').matches) return;
    // Before the scene's own click handling (on the canvas's parent): a tap that takes a place goes
    // no further, so it neither selects the module under the finger nor clears the selection.
    function onClick(event: MouseEvent): void {
      const { places: current, frames: poses, onChoose: choose, touch: options } = latest.current;
      if (current.length === 0 || !isTap(event, options !== null)) return;
      const rect = canvas.getBoundingClientRect();
      const tap = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      camera.updateMatrixWorld();
      const onScreen: PlaceOnScreen[] = [];
      for (const place of current) {
        const frame = poses.get(place.frameModuleId);
        const shown = frame ? placeOnScreen(place, frame, camera, rect.width, rect.height) : null;
        if (shown) onScreen.push(shown);
      }
      const reached = nearestPlaceInReach(tap, onScreen);
      if (reached.kind === 'miss') {
        options?.onMiss();
        return;
      }
      const place = current.find((candidate) => candidate.key === reached.key);
      if (!place) return;
      event.stopPropagation();
      choose(place);
    }
    canvas.addEventListener('click', onClick, { capture: true });
    return () => canvas.removeEventListener('click', onClick, { capture: true });
  }, [isTouch, canvas, camera]);

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
    const look =
      place.key === selectedKey
        ? selected
        : place.key === hoveredKey
          ? 'hovered'
          : touch?.shownKeys.has(place.key)
            ? 'shown'
            : 'idle';
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
