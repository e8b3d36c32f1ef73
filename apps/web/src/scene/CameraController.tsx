import type { OrbitSettings } from '@bar/domain/document';
import type { Bounds } from '@bar/layout/pieces/types';
import { OrbitControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useRef } from 'react';
import { TOUCH, type Vector3 } from 'three';
import {
  type CameraPose,
  type CameraRequest,
  cameraFromOrbit,
  fitOrbit,
  keepOutside,
  orbitFromCamera,
  PRESET_ORBITS,
} from './orbit.ts';
import { interaction } from './SceneEffects.tsx';

type Controls = { target: Vector3; update: () => void };

/** On a touch screen one finger turns the bar, two fingers pinch to zoom and move the view together. */
const TOUCHES = { ONE: TOUCH.ROTATE, TWO: TOUCH.DOLLY_PAN };

type Props = {
  bounds: Bounds;
  /** The bar's saved orbit settings, read once when the bar is first shown. */
  initialOrbit: OrbitSettings;
  /** The last preset asked for (a new nonce moves the camera again); null when none was. */
  cameraRequest: CameraRequest | null;
  /** Called when the user has finished a camera move (not while dragging) or picked a preset. */
  onOrbitChange: (orbit: OrbitSettings) => void;
};

function sameBounds(a: Bounds, b: Bounds): boolean {
  return (
    a.radius === b.radius &&
    a.center[0] === b.center[0] &&
    a.center[1] === b.center[1] &&
    JSON.stringify(a.box) === JSON.stringify(b.box)
  );
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function sameOrbit(a: OrbitSettings, b: OrbitSettings): boolean {
  return (
    a.panX === b.panX &&
    a.panY === b.panY &&
    a.rotationX === b.rotationX &&
    a.rotationY === b.rotationY &&
    a.zoom === b.zoom
  );
}

/**
 * Free orbit plus the presets. The saved settings place the camera at start; when the bar grows
 * or shrinks the same settings are applied to the new bounds, so the bar stays framed. The F key
 * frames the whole bar again from the current direction. The camera stays above the floor and out
 * of the bar. Touch: one finger orbits, two fingers pinch to zoom and pan.
 */
export function CameraController({ bounds, initialOrbit, cameraRequest: request, onOrbitChange }: Props) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  const aspectRef = useRef(aspect);
  aspectRef.current = aspect;
  const controls = useRef<Controls | null>(null);
  const appliedBounds = useRef<Bounds | null>(null);
  const lastOrbit = useRef<OrbitSettings>(initialOrbit);

  const apply = useCallback(
    (orbit: OrbitSettings, target: Bounds) => {
      const pose = cameraFromOrbit(orbit, target, aspectRef.current);
      camera.position.set(...pose.position);
      controls.current?.target.set(...pose.target);
      camera.lookAt(...pose.target);
      controls.current?.update();
      appliedBounds.current = target;
      invalidate();
    },
    [camera, invalidate],
  );

  const currentPose = useCallback((): CameraPose | null => {
    const target = controls.current?.target;
    if (!target) return null;
    return {
      position: [camera.position.x, camera.position.y, camera.position.z],
      target: [target.x, target.y, target.z],
    };
  }, [camera]);

  useEffect(() => {
    const previous = appliedBounds.current;
    if (previous && sameBounds(previous, bounds)) return;
    const pose = previous ? currentPose() : null;
    const orbit = previous && pose ? orbitFromCamera(pose, previous, aspectRef.current) : lastOrbit.current;
    apply(orbit, bounds);
  }, [bounds, apply, currentPose]);

  // A request made before this view existed is not replayed: the saved orbit wins at start.
  const handledRequest = useRef(request?.nonce ?? 0);
  useEffect(() => {
    if (!request || request.nonce === handledRequest.current) return;
    handledRequest.current = request.nonce;
    const orbit = PRESET_ORBITS[request.preset];
    apply(orbit, appliedBounds.current ?? bounds);
    lastOrbit.current = orbit;
    onOrbitChange({ ...orbit });
  }, [request, apply, bounds, onOrbitChange]);

  // F: fit the bar from where one looks now (not while typing, not with a modifier).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key.toLowerCase() !== 'f' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || event.defaultPrevented) return;
      const pose = currentPose();
      const target = appliedBounds.current;
      if (!pose || !target) return;
      const orbit = fitOrbit(orbitFromCamera(pose, target, aspectRef.current));
      apply(orbit, target);
      lastOrbit.current = orbit;
      onOrbitChange({ ...orbit });
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [apply, currentPose, onOrbitChange]);

  const handleChange = () => {
    const pose = currentPose();
    if (!pose || !appliedBounds.current) return;
    const kept = keepOutside(pose, appliedBounds.current);
    if (!kept) return;
    camera.position.set(...kept.position);
    controls.current?.target.set(...kept.target);
    camera.lookAt(...kept.target);
  };

  const handleStart = () => {
    interaction.moving = true;
  };

  const handleEnd = () => {
    interaction.moving = false;
    // The resting view is drawn once more with the full effects.
    invalidate();
    const pose = currentPose();
    if (!pose || !appliedBounds.current) return;
    const orbit = orbitFromCamera(pose, appliedBounds.current, aspectRef.current);
    if (sameOrbit(orbit, lastOrbit.current)) return;
    lastOrbit.current = orbit;
    onOrbitChange(orbit);
  };

  return (
    <OrbitControls
      ref={(instance) => {
        controls.current = instance as unknown as Controls | null;
      }}
      makeDefault
      enableDamping={false}
      maxPolarAngle={Math.PI / 2 - 0.03}
      minDistance={0.4}
      maxDistance={120}
      touches={TOUCHES}
      onStart={handleStart}
      onChange={handleChange}
      onEnd={handleEnd}
    />
  );
}
