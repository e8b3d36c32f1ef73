/**
 * The way to the first frame, one step per task so that none holds the main thread for long.
 * "compiling": the shaders the first frame needs (the scene's and the output pass's) compile and
 * link in the GPU process while the main thread stays free. "shadows": the scene drawn once, at
 * the cheap frames' resolution, into a target of its own, with the shadow map and the shaders three makes only while drawing (the
 * shadow's depth materials); nothing reaches the canvas, so the browser's commit of the canvas
 * does not wait for it. "present": once the GPU is done, the output pass (tone mapping, sRGB) puts
 * that frame on the canvas: the bar is shown without occlusion or anti-aliasing. "polish": the
 * effects' shaders compile in the same way; "warm": the effects are drawn once, tiny and offscreen,
 * so that the programs they make while drawing are linked in a task of their own ("warming" waits
 * for the GPU). Then "full": every frame cheaply, but the view at rest with every effect, drawn in
 * two steps like the first frame: "resting", every pass into the composer's targets while the
 * canvas keeps its last frame, and once the GPU is done "rested", that image copied onto the canvas.
 * So no commit of the canvas waits for the effects' pixels (in software WebGL, over a second). A
 * cheap frame while the view changes is drawn the same way: "changing", the scene into the cheap
 * target while the canvas keeps its last frame, and once the GPU is done "changed", that frame put
 * on the canvas; so the page's own response to an edit (the parts list, a pressed button) is painted
 * without waiting for the 3D view's pixels. A new image-based light compiles again ("compiling"),
 * the canvas keeping its last frame meanwhile: the studio light, which the first frame goes without
 * (an even light stands in; it is made on the GPU once the bar is on the canvas), and a background
 * scene's panorama.
 */
export type Stage =
  | 'cold'
  | 'compiling'
  | 'shadows'
  | 'rendering'
  | 'present'
  | 'polish'
  | 'warm'
  | 'warming'
  | 'full'
  | 'changing'
  | 'changed'
  | 'resting'
  | 'rested';

/** Whether a frame is being prepared in `stage` that is not on the canvas yet. */
export function isPreparing(stage: Stage): boolean {
  return stage !== 'polish' && stage !== 'full';
}
