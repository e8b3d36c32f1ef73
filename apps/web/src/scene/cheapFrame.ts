/** The share of the view's resolution (each way) a cheap frame is drawn at, at most: a quarter of the pixels. */
const CHEAP_SCALE = 0.5;

/**
 * The most pixels a cheap frame has: half of a 1280 × 800 editor's Bar tab view each way (its
 * 560 × 702 view at `CHEAP_SCALE`, about 98,000) with a little room. In software WebGL a cheap
 * frame's cost follows its pixels: a view over the whole screen (the 3D view tab, a tablet's
 * sharp screen) at half its resolution took half as long again as the side tab's, and a tab switch
 * waits for it. So the wider the view, the coarser its frames while it changes; the frame at rest
 * has every pixel.
 */
const CHEAP_PIXELS = 120_000;

/** The size in pixels of a cheap frame of a view `width` × `height` (CSS pixels) at pixel ratio `dpr`. */
export function cheapFrameSize(width: number, height: number, dpr: number): { width: number; height: number } {
  const pixels = width * dpr * (height * dpr);
  const scale = pixels > 0 ? Math.min(CHEAP_SCALE, Math.sqrt(CHEAP_PIXELS / pixels)) : CHEAP_SCALE;
  return {
    width: Math.max(1, Math.round(width * dpr * scale)),
    height: Math.max(1, Math.round(height * dpr * scale)),
  };
}
