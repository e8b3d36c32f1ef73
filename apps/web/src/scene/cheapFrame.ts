/** The share of the view's resolution (each way) a cheap frame is drawn at, at most: a quarter of the pixels. */
const CHEAP_SCALE = 0.5;

/**
 * The most pixels a cheap frame has on a slow graphics processor: half of a 1280 × 800 editor's Bar
 * tab view each way (its 560 × 702 view at `CHEAP_SCALE`, about 98,000) with a little room. In
 * software WebGL a cheap frame costs about 25 ms and 1 µs a pixel: a view over the whole screen (the
 * 3D view tab, a tablet's sharp screen) at half its resolution took twice as long as the side tab's,
 * and a tab switch waits for it. So there, the wider the view, the coarser its frames while it
 * changes; the frame at rest has every pixel.
 */
export const SLOW_GPU_CHEAP_PIXELS = 120_000;

/**
 * The first frame (the scene with its shadow map, at the cheap frames' size) drawn by the GPU in
 * less than this: a graphics processor fast enough that cheap frames need no pixel budget. A
 * graphics card draws it in a few milliseconds, software WebGL in about a second.
 */
const FAST_FIRST_FRAME_MS = 100;

/** The pixel budget of cheap frames, from how long the GPU took for the view's first frame. */
export function cheapPixelBudget(firstFrameMs: number): number {
  return firstFrameMs < FAST_FIRST_FRAME_MS ? Number.POSITIVE_INFINITY : SLOW_GPU_CHEAP_PIXELS;
}

/**
 * The share of the view's resolution (each way) a cheap frame of a view `width` × `height` (CSS
 * pixels) at pixel ratio `dpr` is drawn at: half, less where that would pass `budget` pixels.
 */
export function cheapFrameScale(width: number, height: number, dpr: number, budget = SLOW_GPU_CHEAP_PIXELS): number {
  const pixels = width * dpr * (height * dpr);
  return pixels > 0 ? Math.min(CHEAP_SCALE, Math.sqrt(budget / pixels)) : CHEAP_SCALE;
}

/**
 * The size in pixels of a cheap frame of a view `width` × `height` (CSS pixels) at pixel ratio
 * `dpr`: half the resolution each way, fewer where that would pass `budget` pixels.
 */
export function cheapFrameSize(
  width: number,
  height: number,
  dpr: number,
  budget = SLOW_GPU_CHEAP_PIXELS,
): { width: number; height: number } {
  const scale = cheapFrameScale(width, height, dpr, budget);
  return {
    width: Math.max(1, Math.round(width * dpr * scale)),
    height: Math.max(1, Math.round(height * dpr * scale)),
  };
}

/**
 * The share of the view's resolution the canvas has while frames are cheap: on a slow GPU (a finite
 * pixel budget) the cheap frame's, so that it is put on the canvas pixel for pixel and the browser
 * stretches it (see `controlCanvasResolution`); on a fast one every pixel.
 */
export function cheapCanvasScale(width: number, height: number, dpr: number, budget: number): number {
  return Number.isFinite(budget) ? cheapFrameScale(width, height, dpr, budget) : 1;
}
