import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Vector2, type WebGLRenderer } from 'three';

/**
 * The canvas's resolution, as a share of the view's, while its frames are cheap. On a slow graphics
 * processor a cheap frame has a fraction of the view's pixels (`cheapFrameSize`); stretching it
 * over every pixel of a full-size canvas cost the GPU more than drawing it (software WebGL, the 3D
 * view tab at 1280 × 702: 310 ms for the frame after a tab switch, 120 ms with the canvas at the
 * cheap frame's size). So while frames are cheap the canvas itself is that small and the browser
 * stretches it on screen; the view at rest is put on a canvas of full resolution again.
 *
 * Three.js sizes the canvas from the renderer's pixel ratio. The renderer's `setPixelRatio` and
 * `setSize` (React Three Fiber calls them on every resize) keep taking the device's ratio and the
 * view's size; the canvas gets `scale` of that. `getPixelRatio` keeps answering the device's ratio,
 * so what saves and restores it (pictures) keeps working. A resize asks `scaleAfterResize` for the
 * new size's scale: the frame after a resize is a cheap one, and its canvas is made once, at the
 * size it is drawn at.
 */
export type CanvasResolution = {
  /** The share of the view's resolution (each way) the canvas has now. */
  scale(): number;
  /** Gives the canvas `scale` of the view's resolution (1: every pixel); nothing when it has. */
  setScale(scale: number): void;
  /** Puts the renderer's own methods back, with the canvas at full resolution. */
  release(): void;
};

/** The view's size in device pixels: what the canvas has at full resolution. */
export function viewPixelSize(gl: WebGLRenderer): { width: number; height: number } {
  const size = gl.getSize(new Vector2());
  const ratio = gl.getPixelRatio();
  return { width: Math.floor(size.x * ratio), height: Math.floor(size.y * ratio) };
}

export function controlCanvasResolution(
  gl: WebGLRenderer,
  scaleAfterResize: (width: number, height: number) => number,
): CanvasResolution {
  const own = { setPixelRatio: gl.setPixelRatio, getPixelRatio: gl.getPixelRatio, setSize: gl.setSize };
  const ownRatio = () => own.getPixelRatio.call(gl);
  const size = new Vector2();
  let deviceRatio = ownRatio();
  let scale = 1;

  /** Sizes the canvas for a view `width` × `height` at the current scale, unless it is so already. */
  const sizeCanvas = (width: number, height: number) => {
    gl.getSize(size);
    const ratio = deviceRatio * scale;
    if (size.x === width && size.y === height && ownRatio() === ratio) return;
    gl.setDrawingBufferSize(width, height, ratio);
  };

  gl.getPixelRatio = () => deviceRatio;
  gl.setPixelRatio = (value: number) => {
    if (value === undefined) return;
    deviceRatio = value;
    gl.getSize(size);
    sizeCanvas(size.x, size.y);
  };
  gl.setSize = (width: number, height: number, updateStyle = true) => {
    gl.getSize(size);
    if (size.x !== width || size.y !== height) scale = scaleAfterResize(width, height);
    sizeCanvas(width, height);
    if (updateStyle) {
      gl.domElement.style.width = `${width}px`;
      gl.domElement.style.height = `${height}px`;
    }
  };

  return {
    scale: () => scale,
    setScale(next) {
      if (next === scale) return;
      scale = next;
      gl.getSize(size);
      sizeCanvas(size.x, size.y);
    },
    release() {
      Object.assign(gl, own);
      scale = 1;
      gl.getSize(size);
      if (ownRatio() !== deviceRatio) gl.setDrawingBufferSize(size.x, size.y, deviceRatio);
    },
  };
}

/**
 * Controls the canvas resolution of `gl` while the calling component is mounted; `scaleAfterResize`
 * is read afresh at each resize. The control is null before the first layout effect.
 */
export function useCanvasResolution(
  gl: WebGLRenderer,
  scaleAfterResize: (width: number, height: number) => number,
): RefObject<CanvasResolution | null> {
  const resolution = useRef<CanvasResolution | null>(null);
  const scaleFor = useRef(scaleAfterResize);
  scaleFor.current = scaleAfterResize;
  useLayoutEffect(() => {
    const control = controlCanvasResolution(gl, (width, height) => scaleFor.current(width, height));
    resolution.current = control;
    return () => {
      control.release();
      if (resolution.current === control) resolution.current = null;
    };
  }, [gl]);
  return resolution;
}
