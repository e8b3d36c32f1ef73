import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { CameraPreset } from './orbit.ts';

export type SceneInfo = {
  /** Draw calls, triangles, points and lines of the last rendered frame (shadow passes included). */
  calls: number;
  triangles: number;
  points: number;
  lines: number;
  /** Renderer's count of render() calls, including off-screen ones (environment generation). */
  frame: number;
  /** Frames the scene has drawn on screen; stays put while nothing changes (frameloop "demand"). */
  frames: number;
};

/** Which parts of the bar are shown. */
export type SceneVisibility = { showFront: boolean; showBack: boolean; showBrandings: boolean };

/** The view's controls the probe hands to browser tests and benchmarks; nothing is saved. */
export type SceneViewControls = {
  setVisibility: (patch: Partial<SceneVisibility>) => void;
  requestCamera: (preset: CameraPreset) => void;
};

declare global {
  interface Window {
    /** Rendering figures for benchmarks and browser tests. */
    __barScene?: { info: () => SceneInfo };
    /** View controls (visibility, camera presets) for browser tests and benchmarks; nothing is saved. */
    __barView?: SceneViewControls;
  }
}

const counter = { frames: 0 };

/**
 * Counts rendered frames (without allocating) and exposes the renderer's figures and the given view
 * controls on window while the scene is mounted.
 */
export function SceneProbe({ viewControls }: { viewControls: SceneViewControls }) {
  const gl = useThree((state) => state.gl);
  useFrame(() => {
    counter.frames += 1;
  });
  useEffect(() => {
    window.__barScene = { info: () => ({ ...gl.info.render, frames: counter.frames }) };
    window.__barView = viewControls;
    return () => {
      delete window.__barScene;
      delete window.__barView;
    };
  }, [gl, viewControls]);
  return null;
}
