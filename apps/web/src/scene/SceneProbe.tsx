import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { type ViewState, viewStore } from '../features/editor/view/viewStore.ts';

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

declare global {
  interface Window {
    /** Rendering figures for benchmarks and browser tests. */
    __barScene?: { info: () => SceneInfo };
    /** View controls (visibility, camera presets) for browser tests and benchmarks; nothing is saved. */
    __barView?: Pick<ViewState, 'setVisibility' | 'requestCamera'>;
  }
}

const counter = { frames: 0 };

/** Counts rendered frames (without allocating) and exposes the renderer's figures on window. */
export function SceneProbe() {
  const gl = useThree((state) => state.gl);
  useFrame(() => {
    counter.frames += 1;
  });
  useEffect(() => {
    window.__barScene = { info: () => ({ ...gl.info.render, frames: counter.frames }) };
    const { setVisibility, requestCamera } = viewStore.getState();
    window.__barView = { setVisibility, requestCamera };
    return () => {
      delete window.__barScene;
      delete window.__barView;
    };
  }, [gl]);
  return null;
}
