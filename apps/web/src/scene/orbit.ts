import type { OrbitSettings } from '@bar/domain/document';
import type { Bounds } from '@bar/layout/pieces/types';

/**
 * How the saved orbit settings map to a camera (section 9's defaults: pan x 0, pan y 0.05,
 * rotation x -180, rotation y 28, zoom -5):
 *
 * - rotationX: azimuth in degrees about the vertical axis. 0 puts the camera south of the bar
 *   (+z, the bartender's side), ±180 north of it (-z, the customer's side), 90 east (+x).
 * - rotationY: elevation in degrees above the horizon (2–89).
 * - zoom: distance in steps of 15 % from the distance at which the whole bar fits the view (its
 *   footprint and 2 m of height, for the view's aspect); -5 is that distance, smaller values move away (-10 is twice as far), larger values come closer.
 * - panX, panY: where the camera looks, in metres from the bar's centre at 0.8 m height, along
 *   the screen's right and up directions.
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
/** Half the height of what must fit besides the footprint (the back bar is 2 m tall). */
const HALF_HEIGHT = 1;
const MARGIN = 1.25;

/**
 * Distance from the bar's centre at which a bar of this footprint radius fits a view of this
 * aspect (width / height): its bounding sphere inside the narrower of the two view angles.
 */
export function fittingDistance(radius: number, aspect = 1.5): number {
  const vertical = (FIELD_OF_VIEW * RAD) / 2;
  const horizontal = Math.atan(Math.tan(vertical) * aspect);
  return (MARGIN * Math.hypot(radius, HALF_HEIGHT)) / Math.sin(Math.min(vertical, horizontal));
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
  const distance = fittingDistance(bounds.radius, aspect) * ZOOM_STEP ** (ZOOM_BASE - orbit.zoom);
  const target: Vec3 = [
    bounds.center[0] + right[0] * orbit.panX + up[0] * orbit.panY,
    TARGET_HEIGHT + right[1] * orbit.panX + up[1] * orbit.panY,
    bounds.center[1] + right[2] * orbit.panX + up[2] * orbit.panY,
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
  const delta: Vec3 = [
    pose.target[0] - bounds.center[0],
    pose.target[1] - TARGET_HEIGHT,
    pose.target[2] - bounds.center[1],
  ];
  const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  return {
    panX: round(dot(delta, right)),
    panY: round(dot(delta, up)),
    rotationX: round(azimuth, 2),
    rotationY: round(elevation, 2),
    zoom: round(ZOOM_BASE - Math.log(distance / fittingDistance(bounds.radius, aspect)) / Math.log(ZOOM_STEP), 2),
  };
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

/** A request to move the camera to a preset; a new `nonce` asks for the same preset again. */
export type CameraRequest = { preset: CameraPreset; nonce: number };
