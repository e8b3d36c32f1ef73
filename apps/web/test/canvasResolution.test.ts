import fc from 'fast-check';
import { Vector2, type WebGLRenderer } from 'three';
import { describe, expect, test } from 'vitest';
import { controlCanvasResolution, viewPixelSize } from '../src/scene/canvasResolution.ts';

/**
 * A renderer that sizes its canvas as three.js's WebGLRenderer does (pixel ratio, size, drawing
 * buffer size; methods as own properties), with a canvas that counts how often it is resized.
 */
function fakeRenderer(width: number, height: number, ratio: number) {
  let canvasWidth = 0;
  let canvasHeight = 0;
  const canvas = {
    resizes: 0,
    style: { width: '', height: '' },
    get width() {
      return canvasWidth;
    },
    set width(value: number) {
      canvasWidth = value;
      canvas.resizes += 1;
    },
    get height() {
      return canvasHeight;
    },
    set height(value: number) {
      canvasHeight = value;
    },
  };
  let viewWidth = width;
  let viewHeight = height;
  let pixelRatio = ratio;
  const renderer = {
    domElement: canvas,
    getPixelRatio: () => pixelRatio,
    setPixelRatio(value: number) {
      pixelRatio = value;
      renderer.setSize(viewWidth, viewHeight, false);
    },
    getSize: (target: Vector2) => target.set(viewWidth, viewHeight),
    setSize(nextWidth: number, nextHeight: number, updateStyle = true) {
      viewWidth = nextWidth;
      viewHeight = nextHeight;
      canvas.width = Math.floor(nextWidth * pixelRatio);
      canvas.height = Math.floor(nextHeight * pixelRatio);
      if (updateStyle) {
        canvas.style.width = `${nextWidth}px`;
        canvas.style.height = `${nextHeight}px`;
      }
    },
    setDrawingBufferSize(nextWidth: number, nextHeight: number, nextRatio: number) {
      viewWidth = nextWidth;
      viewHeight = nextHeight;
      pixelRatio = nextRatio;
      canvas.width = Math.floor(nextWidth * nextRatio);
      canvas.height = Math.floor(nextHeight * nextRatio);
    },
  };
  renderer.setSize(width, height, true);
  canvas.resizes = 0;
  return { gl: renderer as unknown as WebGLRenderer, canvas };
}

describe('the canvas at the resolution of cheap frames', () => {
  test('a resize (a tab change) makes the canvas once, at the size of the cheap frame it shows next', () => {
    const { gl, canvas } = fakeRenderer(560, 702, 1);
    controlCanvasResolution(gl, () => 0.25);
    // What React Three Fiber does on a resize: the device's ratio, then the new size.
    gl.setPixelRatio(1);
    gl.setSize(1280, 702, true);
    expect(canvas.resizes).toBe(1);
    expect([canvas.width, canvas.height]).toEqual([320, 175]);
    expect(canvas.style).toEqual({ width: '1280px', height: '702px' });
    expect(gl.getPixelRatio()).toBe(1);
    expect(viewPixelSize(gl)).toEqual({ width: 1280, height: 702 });
  });

  test('the view at rest has every pixel again; the next cheap frame makes it small again', () => {
    const { gl, canvas } = fakeRenderer(1180, 700, 2);
    const resolution = controlCanvasResolution(gl, () => 0.2);
    resolution.setScale(1);
    expect(canvas.resizes).toBe(0);
    resolution.setScale(0.2);
    expect([canvas.width, canvas.height]).toEqual([472, 280]);
    resolution.setScale(0.2);
    expect(canvas.resizes).toBe(1);
    resolution.setScale(1);
    expect([canvas.width, canvas.height]).toEqual([2360, 1400]);
    expect(resolution.scale()).toBe(1);
  });

  test('a picture taken meanwhile gets the view size, and the view its canvas back afterwards', () => {
    const { gl, canvas } = fakeRenderer(1280, 702, 1);
    const resolution = controlCanvasResolution(gl, () => 0.25);
    resolution.setScale(0.25);
    // What `withPictureBuffer` does: a drawing buffer of the picture's size, then the view's back.
    const saved = gl.getPixelRatio();
    const picture = { width: 2 * viewPixelSize(gl).width, height: 2 * viewPixelSize(gl).height };
    expect(picture).toEqual({ width: 2560, height: 1404 });
    gl.setDrawingBufferSize(picture.width, picture.height, 1);
    expect([canvas.width, canvas.height]).toEqual([2560, 1404]);
    gl.setSize(1280, 702, false);
    gl.setPixelRatio(saved);
    expect(gl.getPixelRatio()).toBe(1);
    expect(gl.getSize(new Vector2()).toArray()).toEqual([1280, 702]);
    expect([canvas.width, canvas.height]).toEqual([320, 175]);
  });

  test('released, the renderer has its own methods and the canvas every pixel', () => {
    const { gl, canvas } = fakeRenderer(800, 600, 1.5);
    const own = gl.setSize;
    const resolution = controlCanvasResolution(gl, () => 0.5);
    gl.setSize(900, 600);
    expect(canvas.width).toBe(675);
    resolution.release();
    expect(gl.setSize).toBe(own);
    expect([canvas.width, canvas.height]).toEqual([1350, 900]);
    expect(gl.getPixelRatio()).toBe(1.5);
  });

  test('any order of resizes, pixel ratios and scales: the canvas is the view at its ratio times the scale', () => {
    const step = fc.oneof(
      fc.record({ size: fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 2000 })) }),
      fc.record({ ratio: fc.constantFrom(1, 1.25, 1.5, 2, 3) }),
      fc.record({ scale: fc.constantFrom(1, 0.5, 0.3, 0.1) }),
    );
    fc.assert(
      fc.property(fc.constantFrom(1, 0.5, 0.25), fc.array(step, { maxLength: 12 }), (afterResize, steps) => {
        const { gl, canvas } = fakeRenderer(640, 480, 1);
        const resolution = controlCanvasResolution(gl, () => afterResize);
        let ratio = 1;
        for (const next of steps) {
          const resizes = canvas.resizes;
          if ('size' in next) gl.setSize(next.size[0], next.size[1]);
          else if ('ratio' in next) {
            ratio = next.ratio;
            gl.setPixelRatio(ratio);
          } else resolution.setScale(next.scale);
          const view = gl.getSize(new Vector2());
          const scale = resolution.scale();
          expect(gl.getPixelRatio()).toBe(ratio);
          expect(canvas.width).toBe(Math.floor(view.x * (ratio * scale)));
          expect(canvas.height).toBe(Math.floor(view.y * (ratio * scale)));
          // At most one resize a call.
          expect(canvas.resizes - resizes).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
