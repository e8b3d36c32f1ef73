import type { WebGLRenderer } from 'three';
import { isPreparing, type Stage } from './frameStages.ts';

/**
 * What each renderer's 3D view is doing, kept per renderer by `SceneEffects` and read by the test
 * probe, the picture capture and the settle waits: whether its canvas shows the scene, whether the
 * frame being drawn reached the canvas, whether the last one was the view at rest, whether a frame
 * is being prepared or due, and how to draw a picture with every effect.
 */

export const drawing = new WeakSet<WebGLRenderer>();

/** Whether this renderer's canvas shows the scene yet (false while the first frame is prepared). */
export function isDrawing(renderer: WebGLRenderer): boolean {
  return drawing.has(renderer);
}

export const shownThisFrame = new WeakSet<WebGLRenderer>();

/**
 * Whether the frame being drawn put anything on this renderer's canvas (false for a frame that only
 * prepares one offscreen).
 */
export function isFrameShown(renderer: WebGLRenderer): boolean {
  return shownThisFrame.has(renderer);
}

export const drawnAtRest = new WeakSet<WebGLRenderer>();

/** Whether this renderer's last frame was the view at rest, drawn with every effect (not a cheap one). */
export function isLastFrameAtRest(renderer: WebGLRenderer): boolean {
  return drawnAtRest.has(renderer);
}

export const stages = new WeakMap<
  WebGLRenderer,
  { stage: Stage; isResting: boolean; restTimer: ReturnType<typeof setTimeout> | undefined }
>();

/**
 * The studio light of each renderer that is not in its frames yet: being made on the GPU, or
 * applied to the scene and not yet compiled for (`SceneEffects` takes it from there).
 */
export const lighting = new WeakMap<WebGLRenderer, 'making' | 'applied'>();

/** The studio light is on the scene: the next frame compiles for it (or finds nothing changed). */
export function studioLightApplied(renderer: WebGLRenderer): void {
  if (lighting.has(renderer)) lighting.set(renderer, 'applied');
}

/**
 * Whether this renderer is preparing a frame it has not shown yet (compiling shaders, or drawing
 * offscreen while the canvas keeps its last frame) or has one due (the view at rest, asked for once
 * nothing has changed for `REST_MS`) or its studio light is still being made: a view that draws
 * nothing is only settled when this is false.
 */
export function isPreparingFrame(renderer: WebGLRenderer): boolean {
  return preparingWhy(renderer) !== '';
}

/**
 * What a renderer that is preparing a frame waits for, in words for a test that finds the view never
 * settles: its stage, the rest timer, the view at rest being drawn, the studio light. Empty when
 * nothing is prepared.
 */
export function preparingWhy(renderer: WebGLRenderer): string {
  const passes = stages.get(renderer);
  if (!passes) return '';
  const why = [
    isPreparing(passes.stage) ? `stage ${passes.stage}` : '',
    passes.restTimer !== undefined ? 'rest timer' : '',
    passes.isResting ? 'resting' : '',
    lighting.has(renderer) ? `studio light ${lighting.get(renderer)}` : '',
  ];
  return why.filter(Boolean).join(', ');
}

export type PictureDrawer = (width: number, height: number, copy: () => void) => boolean;

export const pictureDrawers = new WeakMap<WebGLRenderer, PictureDrawer>();

/**
 * Draws one frame with every effect (occlusion as at rest, tone mapping, anti-aliasing)
 * into the canvas, whose drawing buffer the caller has made `width` × `height` device pixels, calls
 * `copy` while that frame is on the canvas, then gives the effects back their screen size. False,
 * drawing nothing, while the effects are not ready (before the first frame is shown): the caller
 * draws without them.
 */
export function drawPictureWithEffects(
  renderer: WebGLRenderer,
  width: number,
  height: number,
  copy: () => void,
): boolean {
  return pictureDrawers.get(renderer)?.(width, height, copy) ?? false;
}
