import { type ModulePose, toWorld } from '@bar/layout/geometry';
import type { Place } from '@bar/layout/places/placeTypes';
import { type Camera, type Material, type Mesh, type Object3D, type Raycaster, Vector2, Vector3 } from 'three';

/** A place as tests see it: where its centre is on the page and whether a click there reaches it. */
export type PlaceOnScreen = {
  key: string;
  kind: Place['kind'];
  /** Position of the place's module in the side's module list (0 = first placed). */
  moduleIndex: number;
  x: number;
  y: number;
  /** False when another clickable object lies in front of the place's centre. */
  isReachable: boolean;
  /** What a click at the centre would reach instead (a place key or the object's type), when not the place. */
  hiddenBy: string | null;
  /** Whether the place is drawn highlighted now (hovered, chosen, or shown free on a touch screen). */
  isHighlighted: boolean;
};

declare global {
  interface Window {
    /** Read-only: the clickable places of the current mode with their page coordinates (for browser tests). */
    __barPlaces?: { list: () => PlaceOnScreen[] };
  }
}

export type PlacesProbe = {
  places: Place[];
  frames: ReadonlyMap<string, ModulePose>;
  camera: Camera;
  canvas: HTMLCanvasElement;
  scene: Object3D;
  raycaster: Raycaster;
};

function firstClickable(probe: PlacesProbe, ndc: Vector2): Object3D | undefined {
  probe.raycaster.setFromCamera(ndc, probe.camera);
  const hits = probe.raycaster.intersectObject(probe.scene, true);
  // Objects without pointer handlers (floor, lights' helpers) do not take a click in react-three-fiber.
  const handled = hits.find((hit) => {
    const handlers = (hit.object as Object3D & { __r3f?: { handlers?: Record<string, unknown> } }).__r3f?.handlers;
    return handlers !== undefined && Object.keys(handlers).length > 0;
  });
  return handled?.object;
}

/** Whether the place's box is drawn: an idle place's material is not visible. */
function isDrawn(probe: PlacesProbe, key: string): boolean {
  let drawn = false;
  probe.scene.traverse((object) => {
    if (object.userData.placeKey === key) drawn = ((object as Mesh).material as Material).visible;
  });
  return drawn;
}

function onScreen(probe: PlacesProbe, place: Place): PlaceOnScreen | null {
  const frame = probe.frames.get(place.frameModuleId);
  if (!frame) return null;
  const world = toWorld(frame, place.box.center);
  const projected = new Vector3(...world).project(probe.camera);
  const rect = probe.canvas.getBoundingClientRect();
  const reached = firstClickable(probe, new Vector2(projected.x, projected.y));
  return {
    key: place.key,
    kind: place.kind,
    moduleIndex: [...probe.frames.keys()].indexOf(place.frameModuleId),
    x: rect.left + ((projected.x + 1) / 2) * rect.width,
    y: rect.top + ((1 - projected.y) / 2) * rect.height,
    isReachable: reached?.userData.placeKey === place.key && Math.abs(projected.z) <= 1,
    hiddenBy:
      reached?.userData.placeKey === place.key
        ? null
        : String(reached?.userData.placeKey ?? reached?.type ?? 'nothing'),
    isHighlighted: isDrawn(probe, place.key),
  };
}

/** Publishes `window.__barPlaces`; the returned function withdraws it. Computed only when asked. */
export function publishPlaces(probe: PlacesProbe): () => void {
  window.__barPlaces = {
    list: () => probe.places.map((place) => onScreen(probe, place)).filter((entry) => entry !== null),
  };
  return () => {
    if (window.__barPlaces) delete window.__barPlaces;
  };
}
