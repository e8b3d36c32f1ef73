import type { OrbitSettings } from '@bar/domain/document';
import type { Bounds, Box3 } from '@bar/layout/pieces/types';

/**
 * How the saved orbit settings map to a camera (section 9's defaults: pan x 0, pan y 0.05,
 * rotation x -180, rotation y 28, zoom -5):
 *
 * - rotationX: azimuth in degrees about the vertical axis. 0 puts the camera south of the bar
 *   (+z, the bartender's side), ±180 north of it (-z, the customer's side), 90 east (+x).
 * - rotationY: elevation in degrees above the horizon (2–89).
 * - zoom: distance in steps of 15 % from the distance at which the bar's box (`Bounds.box`) just
 *   fits the view from that direction, for the view's aspect, with a small margin; -5 is that
 *   distance, smaller values move away (-10 is twice as far), larger values come closer.
 * - panX, panY: where the camera looks, in metres from the centre of the bar's box, along the
 *   screen's right and up directions.
 *
 * Zoom and pan are relative to the bar, so a saved view still frames a bar that has grown.
 */
export const TARGET_HEIGHT = 0.8;
const RAD = Math.PI / 180;
const ZOOM_BASE = -5;
const ZOOM_STEP = 1.15;
const MIN_ELEVATION = 2;
const MAX_ELEVATION = 89;

export type Vec3 = [number, number, number];
export type CameraPose = { position: Vec3; target: Vec3 };

/** Vertical field of view of the scene's camera, degrees. */
export const FIELD_OF_VIEW = 45;
/** Share of the view's width or height the bar's box takes at the fitting distance. */
export const FILL = 0.86;

/** Room round the ghost of an empty bar when framing it, metres: the module stands in a room. */
const GHOST_ROOM = 0.7;

/**
 * The box the camera frames: the bar's, or the ghost of an empty bar with room round it; bounds
 * without a box get the footprint's square, 2 × TARGET_HEIGHT tall.
 */
export function boxOf(bounds: Bounds): Box3 {
  if (bounds.box && bounds.empty) {
    const { min, max } = bounds.box;
    return {
      min: [min[0] - GHOST_ROOM, min[1], min[2] - GHOST_ROOM],
      max: [max[0] + GHOST_ROOM, max[1] + GHOST_ROOM / 2, max[2] + GHOST_ROOM],
    };
  }
  if (bounds.box) return bounds.box;
  const half = bounds.radius / Math.SQRT2;
  const [x, z] = bounds.center;
  return { min: [x - half, 0, z - half], max: [x + half, 2 * TARGET_HEIGHT, z + half] };
}

function boxCenter(box: Box3): Vec3 {
  return [(box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2, (box.min[2] + box.max[2]) / 2];
}

/**
 * Distance from the box's centre, along the view direction given by azimuth and elevation, at
 * which every corner of the box lies inside `FILL` of a view of this aspect (width / height). Exact
 * for a perspective camera looking at the centre: a corner at p (relative to the centre) is seen
 * at depth d - p·dir, and must satisfy |p·right| <= depth · tan(half width angle) · FILL, and the same upward.
 */
export function fittingDistance(box: Box3, azimuth: number, elevation: number, aspect = 1.5): number {
  const { direction, right, up } = axes(azimuth, elevation);
  const tanV = Math.tan((FIELD_OF_VIEW * RAD) / 2) * FILL;
  const tanH = Math.tan((FIELD_OF_VIEW * RAD) / 2) * aspect * FILL;
  const center = boxCenter(box);
  let distance = 0.5;
  for (let corner = 0; corner < 8; corner++) {
    const p: Vec3 = [
      (corner & 1 ? box.max[0] : box.min[0]) - center[0],
      (corner & 2 ? box.max[1] : box.min[1]) - center[1],
      (corner & 4 ? box.max[2] : box.min[2]) - center[2],
    ];
    const along = dot(p, direction);
    distance = Math.max(distance, along + Math.abs(dot(p, right)) / tanH, along + Math.abs(dot(p, up)) / tanV);
  }
  return distance;
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Azimuth in [-180, 180). */
function normaliseAzimuth(degrees: number): number {
  const wrapped = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

function axes(azimuth: number, elevation: number) {
  const a = azimuth * RAD;
  const e = elevation * RAD;
  const direction: Vec3 = [Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e)];
  const right: Vec3 = [Math.cos(a), 0, -Math.sin(a)];
  const up: Vec3 = [-Math.sin(a) * Math.sin(e), Math.cos(e), -Math.cos(a) * Math.sin(e)];
  return { direction, right, up };
}

function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function cameraFromOrbit(orbit: OrbitSettings, bounds: Bounds, aspect?: number): CameraPose {
  const elevation = clamp(orbit.rotationY, MIN_ELEVATION, MAX_ELEVATION);
  const { direction, right, up } = axes(orbit.rotationX, elevation);
  const box = boxOf(bounds);
  const center = boxCenter(box);
  const distance = fittingDistance(box, orbit.rotationX, elevation, aspect) * ZOOM_STEP ** (ZOOM_BASE - orbit.zoom);
  const target: Vec3 = [
    center[0] + right[0] * orbit.panX + up[0] * orbit.panY,
    center[1] + right[1] * orbit.panX + up[1] * orbit.panY,
    center[2] + right[2] * orbit.panX + up[2] * orbit.panY,
  ];
  const position: Vec3 = [
    target[0] + direction[0] * distance,
    target[1] + direction[1] * distance,
    target[2] + direction[2] * distance,
  ];
  return { position, target };
}

/** The settings that give this camera (pan along the view direction is dropped). */
export function orbitFromCamera(pose: CameraPose, bounds: Bounds, aspect?: number): OrbitSettings {
  const offset: Vec3 = [
    pose.position[0] - pose.target[0],
    pose.position[1] - pose.target[1],
    pose.position[2] - pose.target[2],
  ];
  const distance = Math.max(1e-6, Math.hypot(...offset));
  const elevation = Math.asin(clamp(offset[1] / distance, -1, 1)) / RAD;
  const azimuth = normaliseAzimuth(Math.atan2(offset[0], offset[2]) / RAD);
  const { right, up } = axes(azimuth, elevation);
  const box = boxOf(bounds);
  const center = boxCenter(box);
  const delta: Vec3 = [pose.target[0] - center[0], pose.target[1] - center[1], pose.target[2] - center[2]];
  const fit = fittingDistance(box, azimuth, clamp(elevation, MIN_ELEVATION, MAX_ELEVATION), aspect);
  return {
    panX: round(dot(delta, right)),
    panY: round(dot(delta, up)),
    rotationX: round(azimuth, 2),
    rotationY: round(elevation, 2),
    zoom: round(ZOOM_BASE - Math.log(distance / fit) / Math.log(ZOOM_STEP), 2),
  };
}

/** The current view's direction, framing the whole bar again from its centre (the F key). */
export function fitOrbit(orbit: OrbitSettings): OrbitSettings {
  return { ...orbit, panX: 0, panY: 0, zoom: ZOOM_BASE };
}

/**
 * The camera pushed out of the bar and kept above the floor: where the segment from the target to
 * the camera runs inside the bar's box (grown by `margin`), the camera moves out along it; the
 * target stays between the floor and the top of the box. Returns null when nothing has to move.
 */
export function keepOutside(pose: CameraPose, bounds: Bounds, margin = 0.15): CameraPose | null {
  const box = boxOf(bounds);
  const target: Vec3 = [...pose.target];
  target[1] = clamp(target[1], 0.05, Math.max(0.05, box.max[1]));
  const offset: Vec3 = [pose.position[0] - target[0], pose.position[1] - target[1], pose.position[2] - target[2]];
  const length = Math.hypot(...offset);
  const direction: Vec3 = length > 1e-6 ? [offset[0] / length, offset[1] / length, offset[2] / length] : [0, 1, 0];
  // Where the ray from the target leaves the grown box (0 when the target is outside it).
  let exit = 0;
  const inside = [0, 1, 2].every(
    (axis) =>
      (target[axis] ?? 0) >= (box.min[axis] ?? 0) - margin && (target[axis] ?? 0) <= (box.max[axis] ?? 0) + margin,
  );
  if (inside) {
    exit = Number.POSITIVE_INFINITY;
    for (let axis = 0; axis < 3; axis++) {
      const d = direction[axis] ?? 0;
      if (Math.abs(d) < 1e-9) continue;
      const bound = d > 0 ? (box.max[axis] ?? 0) + margin : (box.min[axis] ?? 0) - margin;
      exit = Math.min(exit, (bound - (target[axis] ?? 0)) / d);
    }
  }
  const distance = Math.max(length, exit);
  const position: Vec3 = [
    target[0] + direction[0] * distance,
    Math.max(0.1, target[1] + direction[1] * distance),
    target[2] + direction[2] * distance,
  ];
  const moved = position.some((value, axis) => Math.abs(value - (pose.position[axis] ?? 0)) > 1e-6);
  const retargeted = target[1] !== pose.target[1];
  return moved || retargeted ? { position, target } : null;
}

/** Fixed viewpoints; each frames the whole bar from its centre. */
export const PRESET_ORBITS = {
  front: { panX: 0, panY: 0.05, rotationX: -180, rotationY: 12, zoom: -5 },
  back: { panX: 0, panY: 0.05, rotationX: 0, rotationY: 12, zoom: -5 },
  top: { panX: 0, panY: 0, rotationX: -180, rotationY: MAX_ELEVATION, zoom: -5 },
  threeQuarter: { panX: 0, panY: 0.05, rotationX: 135, rotationY: 28, zoom: -5 },
} as const satisfies Record<string, OrbitSettings>;

/** A fixed viewpoint's name. */
export type CameraPreset = keyof typeof PRESET_ORBITS;

/** A request to move the camera to a preset or an orbit; a new `nonce` asks for the same one again. */
export type CameraRequest = ({ preset: CameraPreset } | { orbit: OrbitSettings }) & { nonce: number };

/**
 * Degrees the view turns per CSS pixel dragged (mouse or one finger), whatever the canvas's
 * height: a 300 px drag turns it 75°, so a drag across the view never swings it round the bar.
 */
export const ROTATE_DEGREES_PER_PIXEL = 0.25;

/**
 * OrbitControls' `rotateSpeed` that turns the view `ROTATE_DEGREES_PER_PIXEL` per pixel: the
 * controls turn it 360° × rotateSpeed per canvas height.
 */
export function rotateSpeedFor(canvasHeight: number): number {
  return (ROTATE_DEGREES_PER_PIXEL * Math.max(1, canvasHeight)) / 360;
}

/** Which side of the bar a view is on: the customers' (north, -z) or the bartender's (south, +z). */
export type ViewSide = 'customer' | 'bartender';

/** The side of the bar an azimuth (degrees, `OrbitSettings.rotationX`) looks from. */
export function viewSideOf(azimuth: number): ViewSide {
  return Math.abs(normaliseAzimuth(azimuth)) < 90 ? 'bartender' : 'customer';
}

/**
 * The azimuths (radians, OrbitControls' `minAzimuthAngle` and `maxAzimuthAngle`) the free orbit
 * keeps to: the half round the side one looks from, side views included. From the customers' side
 * that is north of the bar (90° to 270°: the minimum is larger than the maximum, which the
 * controls read as the range through 180°); only the Back preset leads to the bartender's side,
 * and orbiting then stays there.
 */
export function azimuthLimits(side: ViewSide): { min: number; max: number } {
  return side === 'customer' ? { min: Math.PI / 2, max: -Math.PI / 2 } : { min: -Math.PI / 2, max: Math.PI / 2 };
}

/**
 * The view a bar opens with: its saved orbit, seen from the customers' side. An orbit saved from
 * the bartender's side (the Back preset, or a view saved before the free orbit kept to one side) is
 * mirrored across the bar's length (south-east becomes north-east), keeping its height, zoom and pan.
 */
export function onCustomerSide(orbit: OrbitSettings): OrbitSettings {
  if (viewSideOf(orbit.rotationX) === 'customer') return orbit;
  return { ...orbit, rotationX: normaliseAzimuth(180 - orbit.rotationX) };
}
