import { DEFAULT_ORBIT_SETTINGS, type OrbitSettings } from '@bar/domain/document';
import fc from 'fast-check';
import { PerspectiveCamera } from 'three';
import { describe, expect, test } from 'vitest';
import {
  boxOf,
  cameraFromOrbit,
  FIELD_OF_VIEW,
  FILL,
  fitOrbit,
  fittingDistance,
  keepOutside,
  orbitFromCamera,
  PRESET_ORBITS,
  TARGET_HEIGHT,
} from '../src/scene/orbit.ts';
import { projectedRect } from '../src/scene/SceneProbe.tsx';

const bounds = { center: [1.5, 0.8] as [number, number], radius: 2 };

function distance(a: number[], b: number[]): number {
  return Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)));
}

describe('orbit settings ↔ camera', () => {
  test('the defaults of section 9 look at the bar from the customer side (north, -z), 28° up, framing the bar', () => {
    const pose = cameraFromOrbit(DEFAULT_ORBIT_SETTINGS, bounds);
    expect(pose.target[0]).toBeCloseTo(1.5);
    expect(pose.target[2]).toBeCloseTo(0.8, 1);
    expect(pose.target[1]).toBeCloseTo(TARGET_HEIGHT + 0.05 * Math.cos((28 * Math.PI) / 180));
    expect(pose.position[2]).toBeLessThan(pose.target[2] - 3);
    expect(pose.position[0]).toBeCloseTo(pose.target[0]);
    const elevation = Math.asin((pose.position[1] - pose.target[1]) / distance(pose.position, pose.target));
    expect((elevation * 180) / Math.PI).toBeCloseTo(28);
    expect(distance(pose.position, pose.target)).toBeCloseTo(fittingDistance(boxOf(bounds), -180, 28));
  });

  test('rotation x 90 puts the camera east, 0 south (the bartender side)', () => {
    const east = cameraFromOrbit({ ...DEFAULT_ORBIT_SETTINGS, rotationX: 90 }, bounds);
    expect(east.position[0]).toBeGreaterThan(east.target[0] + 3);
    const south = cameraFromOrbit(PRESET_ORBITS.back, bounds);
    expect(south.position[2]).toBeGreaterThan(south.target[2] + 3);
  });

  test('zoom: -10 is twice as far as -5 (steps of 15 %), larger values come closer', () => {
    const start = cameraFromOrbit(DEFAULT_ORBIT_SETTINGS, bounds);
    const base = distance(start.position, start.target);
    const far = cameraFromOrbit({ ...DEFAULT_ORBIT_SETTINGS, zoom: -10 }, bounds);
    const near = cameraFromOrbit({ ...DEFAULT_ORBIT_SETTINGS, zoom: 0 }, bounds);
    expect(distance(far.position, far.target) / base).toBeCloseTo(1.15 ** 5);
    expect(distance(near.position, near.target)).toBeLessThan(base);
  });

  test('pan moves the target along the screen: x to the viewer’s right, y up', () => {
    const pose = cameraFromOrbit({ ...DEFAULT_ORBIT_SETTINGS, panX: 1, panY: 0 }, bounds);
    // Seen from the north, the viewer's right is west (-x).
    expect(pose.target[0]).toBeCloseTo(0.5);
  });

  test('settings survive a round trip through the camera', () => {
    fc.assert(
      fc.property(
        fc.record({
          panX: fc.double({ min: -3, max: 3, noNaN: true }),
          panY: fc.double({ min: -1, max: 1, noNaN: true }),
          rotationX: fc.double({ min: -179, max: 179, noNaN: true }),
          rotationY: fc.double({ min: 3, max: 88, noNaN: true }),
          zoom: fc.double({ min: -15, max: 5, noNaN: true }),
        }),
        (orbit) => {
          const back = orbitFromCamera(cameraFromOrbit(orbit, bounds), bounds);
          expect(back.panX).toBeCloseTo(orbit.panX, 2);
          expect(back.panY).toBeCloseTo(orbit.panY, 2);
          expect(back.rotationX).toBeCloseTo(orbit.rotationX, 1);
          expect(back.rotationY).toBeCloseTo(orbit.rotationY, 1);
          expect(back.zoom).toBeCloseTo(orbit.zoom, 1);
        },
      ),
    );
  });

  test('the default reads back as rotation x -180 (not +180)', () => {
    expect(orbitFromCamera(cameraFromOrbit(DEFAULT_ORBIT_SETTINGS, bounds), bounds)).toEqual(DEFAULT_ORBIT_SETTINGS);
  });

  test('the top preset looks down from above the bar', () => {
    const pose = cameraFromOrbit(PRESET_ORBITS.top, bounds);
    expect(pose.position[1] - pose.target[1]).toBeGreaterThan(0.99 * distance(pose.position, pose.target));
  });

  test('the three-quarter preset stands north-east of the bar', () => {
    const pose = cameraFromOrbit(PRESET_ORBITS.threeQuarter, bounds);
    expect(pose.position[0]).toBeGreaterThan(pose.target[0]);
    expect(pose.position[2]).toBeLessThan(pose.target[2]);
  });
});

describe('framing the bar', () => {
  const box = { min: [-3, 0, -0.4], max: [3, 1.2, 0.4] } as const;
  const wide = { center: [0, 0] as [number, number], radius: 3.03, box: { min: [...box.min], max: [...box.max] } } as {
    center: [number, number];
    radius: number;
    box: { min: [number, number, number]; max: [number, number, number] };
  };

  function rectFor(orbit: OrbitSettings, aspect: number) {
    const pose = cameraFromOrbit(orbit, wide, aspect);
    const camera = new PerspectiveCamera(FIELD_OF_VIEW, aspect, 0.05, 400);
    camera.position.set(...pose.position);
    camera.lookAt(...pose.target);
    return projectedRect(wide, camera);
  }

  test.each(Object.entries(PRESET_ORBITS))('the %s preset fits the whole box, touching the margin', (_, orbit) => {
    for (const aspect of [0.8, 1.1, 1.6, 2.2]) {
      const rect = rectFor(orbit, aspect);
      const margin = (1 - FILL) / 2 - 1e-6;
      const sides = [rect.left, 1 - rect.right, rect.top, 1 - rect.bottom];
      for (const side of sides) expect(side).toBeGreaterThanOrEqual(margin - 0.03);
      // Tight: at least one corner reaches the margin (the small pan of the presets shifts a little).
      expect(Math.min(...sides)).toBeLessThan(margin + 0.03);
    }
  });

  test('a wide bar seen from the front fills most of a landscape view', () => {
    const rect = rectFor(PRESET_ORBITS.front, 1.6);
    expect(rect.right - rect.left).toBeGreaterThan(0.8);
  });

  test('fit keeps the direction and drops pan and zoom', () => {
    const orbit = fitOrbit({ panX: 2, panY: -1, rotationX: 40, rotationY: 30, zoom: 3 });
    expect(orbit).toEqual({ panX: 0, panY: 0, rotationX: 40, rotationY: 30, zoom: -5 });
  });

  test('a camera inside the bar is pushed out along its view ray, the target stays above the floor', () => {
    const kept = keepOutside({ position: [1, 0.6, 0.1], target: [0, 0.6, 0] }, wide);
    expect(kept).not.toBeNull();
    const position = kept?.position ?? [0, 0, 0];
    const outside =
      position[0] > 3.1 || position[0] < -3.1 || position[2] > 0.5 || position[2] < -0.5 || position[1] > 1.3;
    expect(outside).toBe(true);
    expect(keepOutside({ position: [0, 3, -8], target: [0, 0.6, 0] }, wide)).toBeNull();
    expect(keepOutside({ position: [0, 3, -8], target: [0, -2, 0] }, wide)?.target[1]).toBeCloseTo(0.05);
  });
});
