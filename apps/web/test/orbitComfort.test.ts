import { DEFAULT_ORBIT_SETTINGS, type OrbitSettings } from '@bar/domain/document';
import fc from 'fast-check';
import { PerspectiveCamera } from 'three';
import { OrbitControls } from 'three-stdlib';
import { describe, expect, test } from 'vitest';
import {
  azimuthLimits,
  cameraFromOrbit,
  onCustomerSide,
  PRESET_ORBITS,
  ROTATE_DEGREES_PER_PIXEL,
  rotateSpeedFor,
  viewSideOf,
} from '../src/scene/orbit.ts';

const bounds = { center: [1.5, 0.8] as [number, number], radius: 2 };
const azimuth = fc.double({ min: -540, max: 540, noNaN: true });

/** The camera's azimuth round its target, degrees (0 south, ±180 north), as the controls count it. */
function azimuthOf(camera: PerspectiveCamera, target: { x: number; z: number }): number {
  return (Math.atan2(camera.position.x - target.x, camera.position.z - target.z) * 180) / Math.PI;
}

/** OrbitControls on a camera placed by the orbit settings, kept to the half round the side it looks from. */
function controlsAt(orbit: OrbitSettings) {
  const camera = new PerspectiveCamera(45, 1.5, 0.05, 400);
  const pose = cameraFromOrbit(orbit, bounds);
  camera.position.set(...pose.position);
  const controls = new OrbitControls(camera);
  controls.target.set(...pose.target);
  const limits = azimuthLimits(viewSideOf(orbit.rotationX));
  controls.minAzimuthAngle = limits.min;
  controls.maxAzimuthAngle = limits.max;
  controls.update();
  return { camera, controls };
}

describe('orbit comfort', () => {
  test('a 300 px drag turns the view 75°, whatever the canvas’s height', () => {
    for (const height of [400, 650, 1080]) {
      // OrbitControls turns 2π × rotateSpeed per canvas height.
      const degrees = ((360 * 300) / height) * rotateSpeedFor(height);
      expect(degrees).toBeCloseTo(300 * ROTATE_DEGREES_PER_PIXEL);
      expect(degrees).toBeLessThanOrEqual(90);
    }
  });

  test('the default view and the presets other than Back look from the customers’ side; Back from the bartender’s', () => {
    expect(viewSideOf(DEFAULT_ORBIT_SETTINGS.rotationX)).toBe('customer');
    expect(viewSideOf(PRESET_ORBITS.front.rotationX)).toBe('customer');
    expect(viewSideOf(PRESET_ORBITS.top.rotationX)).toBe('customer');
    expect(viewSideOf(PRESET_ORBITS.threeQuarter.rotationX)).toBe('customer');
    expect(viewSideOf(PRESET_ORBITS.back.rotationX)).toBe('bartender');
    expect(viewSideOf(90)).toBe('customer');
    expect(viewSideOf(-90)).toBe('customer');
    expect(viewSideOf(89.9)).toBe('bartender');
  });

  test('property: the controls keep a camera on the customers’ side there, however far it is turned', () => {
    fc.assert(
      fc.property(fc.double({ min: -3 * Math.PI, max: 3 * Math.PI, noNaN: true }), (turn) => {
        const { camera, controls } = controlsAt(PRESET_ORBITS.front);
        // A turn as a drag makes it: the camera moved round the target, then the controls' update.
        const offset = camera.position.clone().sub(controls.target);
        offset.applyAxisAngle({ x: 0, y: 1, z: 0 } as never, turn);
        camera.position.copy(controls.target).add(offset);
        controls.update();
        expect(Math.abs(azimuthOf(camera, controls.target))).toBeGreaterThanOrEqual(90 - 1e-6);
      }),
    );
  });

  test('the Back preset keeps the camera on the bartender’s side', () => {
    const { camera, controls } = controlsAt(PRESET_ORBITS.back);
    expect(Math.abs(azimuthOf(camera, controls.target))).toBeLessThan(1e-6);
    const offset = camera.position.clone().sub(controls.target);
    offset.applyAxisAngle({ x: 0, y: 1, z: 0 } as never, Math.PI);
    camera.position.copy(controls.target).add(offset);
    controls.update();
    expect(Math.abs(azimuthOf(camera, controls.target))).toBeLessThanOrEqual(90 + 1e-6);
  });

  test('property: a bar opens on the customers’ side; a view saved from there opens unchanged', () => {
    fc.assert(
      fc.property(azimuth, (rotationX) => {
        const saved = { ...DEFAULT_ORBIT_SETTINGS, rotationX, zoom: -3 };
        const opened = onCustomerSide(saved);
        expect(viewSideOf(opened.rotationX)).toBe('customer');
        expect({ ...opened, rotationX: 0 }).toEqual({ ...saved, rotationX: 0 });
        if (viewSideOf(rotationX) === 'customer') expect(opened).toBe(saved);
      }),
    );
    expect(onCustomerSide({ ...DEFAULT_ORBIT_SETTINGS, rotationX: 0 }).rotationX).toBe(-180);
    expect(onCustomerSide({ ...DEFAULT_ORBIT_SETTINGS, rotationX: 45 }).rotationX).toBe(135);
  });
});
