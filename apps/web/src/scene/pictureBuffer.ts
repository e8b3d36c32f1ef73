import type { RootState } from '@react-three/fiber';
import { drawPictureWithEffects } from './frameState.ts';

/** The longest side, in device pixels, this renderer can draw a picture at. */
export function maxPictureSide(state: RootState): number {
  const { gl } = state;
  const context = gl.getContext();
  return Math.min(
    gl.capabilities.maxTextureSize,
    Number(context.getParameter(context.MAX_RENDERBUFFER_SIZE)) || gl.capabilities.maxTextureSize,
  );
}

/** Pictures taken so far with the view's effects and without them (for browser tests, see SceneProbe). */
export const pictureCounts = { effects: 0, plain: 0 };

/** Draws the scene as the camera now sees it and calls `copy` while that frame is on the canvas. */
export type DrawPicture = (copy: () => void) => void;

/**
 * Makes the canvas's drawing buffer `width` × `height` device pixels for `work`, whose `draw` takes
 * the picture with every effect of the view (plain, while the effects are still preparing their
 * first frame). Afterwards the renderer is put back and the normal frame drawn in the same task, so
 * the screen never shows the large buffer; the effects draw the next frame (render on demand).
 */
export function withPictureBuffer(state: RootState, width: number, height: number, work: (draw: DrawPicture) => void) {
  const { gl, scene, camera, size, invalidate } = state;
  const pixelRatio = gl.getPixelRatio();
  const draw: DrawPicture = (copy) => {
    if (drawPictureWithEffects(gl, width, height, copy)) {
      pictureCounts.effects += 1;
      return;
    }
    pictureCounts.plain += 1;
    gl.render(scene, camera);
    copy();
  };
  try {
    gl.setDrawingBufferSize(width, height, 1);
    work(draw);
  } finally {
    gl.setSize(size.width, size.height, false);
    gl.setPixelRatio(pixelRatio);
    gl.render(scene, camera);
    invalidate();
  }
}
