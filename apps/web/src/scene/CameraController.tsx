import type { OrbitSettings } from '@bar/domain/document';
import type { Bounds } from '@bar/layout/pieces/types';
import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useRef } from 'react';
import { TOUCH, type Vector3 } from 'three';
import {
  azimuthLimits,
  type CameraPose,
  type CameraRequest,
  cameraFromOrbit,
  fitOrbit,
  keepOutside,
  onCustomerSide,
  orbitFromCamera,
  PRESET_ORBITS,
  rotateSpeedFor,
  viewSideOf,
} from './orbit.ts';
import { interaction } from './SceneEffects.tsx';

type Controls = {
  target: Vector3;
  update: () => boolean;
  enableDamping: boolean;
  minAzimuthAngle: number;
  maxAzimuthAngle: number;
};

/** Share of the remaining turn the damped orbit makes each frame after the pointer lets go. */
const DAMPING = 0.2;
/**
 * Below this movement per frame (a share of the camera's distance to its target, about 0.06°) the
 * damped orbit is finished at once: the rest of it could not be seen, and each frame costs.
 */
const SETTLED_MOVE = 1e-3;
/** On a touch screen one finger turns the bar, two fingers pinch to zoom and move the view together. */
const TOUCHES = { ONE: TOUCH.ROTATE, TWO: TOUCH.DOLLY_PAN };

type Props = {
  bounds: Bounds;
  /** The bar's saved orbit settings, read once when the bar is first shown (from the customers' side). */
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

/** The camera's and its target's coordinates at the last frame, kept without allocating. */
type LastPose = { x: number; y: number; z: number; tx: number; ty: number; tz: number };

/**
 * Free orbit plus the presets. The saved settings place the camera at start; when the bar grows
 * or shrinks the same settings are applied to the new bounds, so the bar stays framed. The F key
 * frames the whole bar again from the current direction. The camera stays above the floor and out
 * of the bar, and the free orbit on the half round the side it looks from (`azimuthLimits`): the
 * customers' side, unless the Back preset was chosen.
 *
 * The orbit is damped: after the pointer lets go the view glides to a stop over a few frames,
 * each asked for by the controls' change. Until it stops the move counts as going on (cheap
 * frames, nothing saved); the frame that finds it still ends it, saves the orbit and lets the view
 * at rest follow, so nothing is drawn once it has settled. Touch: one finger orbits, two fingers
 * pinch to zoom and pan.
 */
export function CameraController({ bounds, initialOrbit, cameraRequest: request, onOrbitChange }: Props) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  const aspectRef = useRef(aspect);
  aspectRef.current = aspect;
  const controls = useRef<Controls | null>(null);
  const rotateSpeed = useThree((state) => rotateSpeedFor(state.size.height));
  const appliedBounds = useRef<Bounds | null>(null);
  const lastOrbit = useRef<OrbitSettings>(onCustomerSide(initialOrbit));
  /** `isHeld`: a pointer (or finger) moves the view; `isGliding`: the move has not come to rest yet. */
  const motion = useRef({ isHeld: false, isGliding: false });
  const lastPose = useRef<LastPose>({ x: 0, y: 0, z: 0, tx: 0, ty: 0, tz: 0 });

  /** Ends a glide at once: what is left of it is applied now (an imperceptible step), nothing later. */
  const stopGlide = useCallback(() => {
    const instance = controls.current;
    if (!instance) return;
    instance.enableDamping = false;
    instance.update();
    instance.enableDamping = true;
  }, []);

  const apply = useCallback(
    (orbit: OrbitSettings, target: Bounds) => {
      stopGlide();
      if (!motion.current.isHeld) {
        motion.current.isGliding = false;
        interaction.moving = false;
      }
      const pose = cameraFromOrbit(orbit, target, aspectRef.current);
      camera.position.set(...pose.position);
      const instance = controls.current;
      if (instance) {
        const limits = azimuthLimits(viewSideOf(orbit.rotationX));
        instance.minAzimuthAngle = limits.min;
        instance.maxAzimuthAngle = limits.max;
        instance.target.set(...pose.target);
      }
      camera.lookAt(...pose.target);
      instance?.update();
      appliedBounds.current = target;
      invalidate();
    },
    [camera, invalidate, stopGlide],
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
    const orbit = 'orbit' in request ? request.orbit : PRESET_ORBITS[request.preset];
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

  /** The orbit has come to rest: frames may show the view at rest again, and it is saved. */
  const settle = () => {
    motion.current.isGliding = false;
    interaction.moving = false;
    const pose = currentPose();
    if (!pose || !appliedBounds.current) return;
    const orbit = orbitFromCamera(pose, appliedBounds.current, aspectRef.current);
    if (sameOrbit(orbit, lastOrbit.current)) return;
    lastOrbit.current = orbit;
    onOrbitChange(orbit);
  };

  // Before the controls' own update (priority -1): where the camera was, so that the move the
  // update makes in this frame (the glide, not the pointer's moves between frames) can be measured.
  useFrame(() => {
    const target = controls.current?.target;
    if (!target) return;
    const last = lastPose.current;
    last.x = camera.position.x;
    last.y = camera.position.y;
    last.z = camera.position.z;
    last.tx = target.x;
    last.ty = target.y;
    last.tz = target.z;
  }, -2);
  // After the controls' update, before the frame is drawn (priority 1).
  useFrame(() => {
    const target = controls.current?.target;
    const { isHeld, isGliding } = motion.current;
    if (!target || isHeld || !isGliding) return;
    const last = lastPose.current;
    const { x, y, z } = camera.position;
    const moved = Math.hypot(
      x - last.x,
      y - last.y,
      z - last.z,
      target.x - last.tx,
      target.y - last.ty,
      target.z - last.tz,
    );
    const distance = Math.hypot(x - target.x, y - target.y, z - target.z);
    if (moved > SETTLED_MOVE * distance) return;
    if (moved > 0) stopGlide();
    settle();
  });

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
    motion.current.isHeld = true;
    motion.current.isGliding = true;
    interaction.moving = true;
  };

  const handleEnd = () => {
    motion.current.isHeld = false;
    // The glide's first frame; each further one is asked for by the controls' change, and the frame
    // that finds the view still settles it.
    invalidate();
  };

  return (
    <OrbitControls
      ref={(instance) => {
        controls.current = instance as unknown as Controls | null;
      }}
      makeDefault
      enableDamping
      dampingFactor={DAMPING}
      rotateSpeed={rotateSpeed}
      touches={TOUCHES}
      minPolarAngle={0}
      maxPolarAngle={Math.PI / 2 - 0.03}
      minDistance={0.4}
      maxDistance={120}
      onStart={handleStart}
      onChange={handleChange}
      onEnd={handleEnd}
    />
  );
}
