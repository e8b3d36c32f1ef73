import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { Vector3 } from 'three';

type Bounds = { centerX: number; centerZ: number; radius: number };
type ControlsWithTarget = { target: Vector3; update: () => void };

const TARGET_HEIGHT = 0.8;
const offset = new Vector3();

/** Distance from the bar's centre at which a bar of this radius fits the view. */
export function fittingDistance(radius: number): number {
  return 2.2 + radius * 1.8;
}

/**
 * Keeps the bar in view as it changes: the orbit target follows the bar's centre and the camera
 * moves back when the bar outgrows the view. The user's viewing angle is kept.
 */
export function CameraRig({ centerX, centerZ, radius }: Bounds) {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls) as unknown as ControlsWithTarget | null;
  const invalidate = useThree((state) => state.invalidate);
  const previous = useRef<Bounds | null>(null);

  useEffect(() => {
    if (!controls) return;
    const last = previous.current;
    previous.current = { centerX, centerZ, radius };
    if (!last) {
      controls.target.set(centerX, TARGET_HEIGHT, centerZ);
      controls.update();
      invalidate();
      return;
    }
    if (last.centerX === centerX && last.centerZ === centerZ && last.radius === radius) return;
    offset.copy(camera.position).sub(controls.target);
    const distance = Math.max(offset.length(), fittingDistance(radius));
    offset.setLength(distance);
    controls.target.set(centerX, TARGET_HEIGHT, centerZ);
    camera.position.copy(controls.target).add(offset);
    controls.update();
    invalidate();
  }, [camera, controls, invalidate, centerX, centerZ, radius]);

  return null;
}
