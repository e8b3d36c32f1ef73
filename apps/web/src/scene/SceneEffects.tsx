import { useFrame, useThree } from '@react-three/fiber';
import { N8AOPass } from 'n8ao';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { HalfFloatType, NeutralToneMapping, type Texture, type WebGLRenderer, WebGLRenderTarget } from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { FXAAPass } from 'three/examples/jsm/postprocessing/FXAAPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { compileWithoutBlocking, gpuDone } from './warmUp.ts';

/** Whether the user is moving the camera right now; frames stay cheap meanwhile. */
export const interaction = { moving: false };

/**
 * How long the view must stay unchanged before it is drawn again with every effect: frames while
 * the camera moves, after an edit or a resize skip the occlusion and anti-aliasing passes.
 */
const REST_MS = 250;

/** The share of the view's resolution (each way) a cheap frame is drawn at: a quarter of the pixels. */
const CHEAP_SCALE = 0.5;

/**
 * The way to the first frame, one step per task so that none holds the main thread for long.
 * "compiling": the shaders the first frame needs (the scene's and the output pass's) compile and
 * link in the GPU process while the main thread stays free. "shadows": the scene drawn once, at
 * the cheap frames' resolution, into a target of its own, with the shadow map and the shaders three makes only while drawing (the
 * shadow's depth materials); nothing reaches the canvas, so the browser's commit of the canvas
 * does not wait for it. "present": once the GPU is done, the output pass (tone mapping, sRGB) puts
 * that frame on the canvas: the bar is shown without occlusion or anti-aliasing. "polish": the
 * effects' shaders compile in the same way; then "full": the view at rest is drawn with every
 * effect, every other frame cheaply. A new image-based light compiles again ("compiling"), the
 * canvas keeping its last frame meanwhile.
 */
type Stage = 'cold' | 'compiling' | 'shadows' | 'rendering' | 'present' | 'polish' | 'full';

const drawing = new WeakSet<WebGLRenderer>();

/** Whether this renderer's canvas shows the scene yet (false while the first frame is prepared). */
export function isDrawing(renderer: WebGLRenderer): boolean {
  return drawing.has(renderer);
}

const drawnAtRest = new WeakSet<WebGLRenderer>();

/** Whether this renderer's last frame was the view at rest, drawn with every effect (not a cheap one). */
export function isLastFrameAtRest(renderer: WebGLRenderer): boolean {
  return drawnAtRest.has(renderer);
}

type PictureDrawer = (width: number, height: number, copy: () => void) => boolean;

const pictureDrawers = new WeakMap<WebGLRenderer, PictureDrawer>();

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

/**
 * Draws the view at rest through ambient occlusion (N8AO, depth-based: no extra pass over the
 * scene), tone mapping and sRGB output (Khronos PBR Neutral, which leaves a lit base colour as it
 * is, so a RAL colour reads as its swatch), then FXAA (SMAA's lookup images would add 35 KB to the
 * download). Every other frame (the first, while the camera moves, after an edit or a resize) is
 * the scene and the output pass alone, and the view is drawn once more with every effect when it
 * has stayed unchanged for `REST_MS`. Frames are only drawn on demand, so nothing runs while idle.
 * The first frame is prepared in steps (see `Stage`); `onFirstFrame` is called once it is on the
 * canvas. The renderer's figures add up every pass of a frame.
 */
export function SceneEffects({ onFirstFrame }: { onFirstFrame?: () => void }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const dpr = useThree((state) => state.viewport.dpr);
  const invalidate = useThree((state) => state.invalidate);
  const firstFrameShown = useRef(onFirstFrame);
  firstFrameShown.current = onFirstFrame;

  const passes = useMemo(() => {
    const target = new WebGLRenderTarget(1, 1, { type: HalfFloatType });
    const composer = new EffectComposer(gl, target);
    const occlusion = new N8AOPass(scene, camera, 1, 1);
    occlusion.configuration.gammaCorrection = false;
    occlusion.configuration.aoRadius = 0.35;
    occlusion.configuration.distanceFalloff = 0.6;
    occlusion.configuration.intensity = 2.2;
    occlusion.configuration.color.set('#000000');
    occlusion.setQualityMode('Low');
    const output = new OutputPass();
    const antialias = new FXAAPass();
    composer.addPass(occlusion);
    composer.addPass(output);
    composer.addPass(antialias);
    const offscreen = { calls: 0, triangles: 0, points: 0, lines: 0 };
    return {
      composer,
      /** Where a cheap frame is drawn, at `CHEAP_SCALE` of the view's resolution. */
      cheap: new WebGLRenderTarget(1, 1, { type: HalfFloatType }),
      occlusion,
      output,
      antialias,
      stage: 'cold' as Stage,
      missed: false,
      offscreen,
      /** The next frame is the view at rest: drawn with every effect. */
      isResting: false,
      restTimer: undefined as ReturnType<typeof setTimeout> | undefined,
      /** The image-based light the programs were last compiled for. */
      environment: null as Texture | null,
    };
  }, [gl, scene, camera]);

  useLayoutEffect(() => {
    gl.toneMapping = NeutralToneMapping;
    gl.toneMappingExposure = 1;
    gl.info.autoReset = false;
    return () => {
      gl.info.autoReset = true;
    };
  }, [gl]);

  useLayoutEffect(() => {
    passes.composer.setPixelRatio(dpr);
    passes.composer.setSize(width, height);
    const scaled = (length: number) => Math.max(1, Math.round(length * dpr * CHEAP_SCALE));
    passes.cheap.setSize(scaled(width), scaled(height));
    invalidate();
  }, [passes, width, height, dpr, invalidate]);

  useEffect(() => {
    const draw: PictureDrawer = (pictureWidth, pictureHeight, copy) => {
      // After the first frame the effects are ready, even while programs are compiled again ahead
      // for a new environment (a picture asked for meanwhile compiles what it needs at once).
      if (!isDrawing(gl)) return false;
      const { composer } = passes;
      try {
        composer.setPixelRatio(1);
        composer.setSize(pictureWidth, pictureHeight);
        // The view at rest, every effect on: the picture is what the view shows, only larger.
        composer.render();
        copy();
      } finally {
        composer.setPixelRatio(dpr);
        composer.setSize(width, height);
      }
      return true;
    };
    pictureDrawers.set(gl, draw);
    return () => {
      if (pictureDrawers.get(gl) === draw) pictureDrawers.delete(gl);
    };
  }, [gl, passes, width, height, dpr]);

  useEffect(
    () => () => {
      drawing.delete(gl);
      drawnAtRest.delete(gl);
      clearTimeout(passes.restTimer);
      passes.composer.dispose();
      passes.cheap.dispose();
    },
    [gl, passes],
  );

  /** Moves to `stage` once the GPU has done what it was given, then asks for the next frame. */
  const afterGpu = (work: Promise<void>, stage: Stage) => {
    void work.finally(() => {
      passes.stage = stage;
      invalidate();
    });
  };

  /** Starts compiling the shaders of the scene and of the enabled passes, without drawing. */
  const compile = (withEffects: boolean) => {
    const { occlusion, antialias } = passes;
    // The passes compiled are those enabled when the compile starts (read synchronously).
    occlusion.enabled = withEffects;
    antialias.enabled = withEffects;
    const work = compileWithoutBlocking(gl, scene, camera, passes.composer);
    occlusion.enabled = true;
    antialias.enabled = true;
    return work;
  };

  /** The scene alone, at a lower resolution: no occlusion, no anti-aliasing. */
  const drawScene = () => {
    gl.setRenderTarget(passes.cheap);
    gl.clear();
    gl.render(scene, camera);
    gl.setRenderTarget(null);
  };
  const present = () => {
    const { composer, output } = passes;
    drawnAtRest.delete(gl);
    output.renderToScreen = true;
    // The output pass (tone mapping, sRGB) stretches the cheap frame over the canvas.
    output.render(gl, composer.writeBuffer, passes.cheap, 0, false);
  };

  /** Asks for the view with every effect once nothing has changed for `REST_MS`. */
  const drawAtRest = () => {
    clearTimeout(passes.restTimer);
    passes.restTimer = setTimeout(() => {
      // Still moving (the pointer held down): the end of the move asks for a frame again.
      if (interaction.moving) return;
      passes.isResting = true;
      invalidate();
    }, REST_MS);
  };

  // First of the frame: the figures count from here, every pass included (contact shadows too).
  useFrame(() => gl.info.reset(), -1);
  useFrame(() => {
    switch (passes.stage) {
      case 'cold':
        passes.environment = scene.environment;
        passes.stage = 'compiling';
        afterGpu(compile(false), 'shadows');
        return;
      case 'shadows':
        drawScene();
        Object.assign(passes.offscreen, gl.info.render);
        passes.stage = 'rendering';
        passes.missed = false;
        afterGpu(gpuDone(gl), 'present');
        return;
      case 'compiling':
      case 'rendering':
        passes.missed = true;
        return;
      case 'present':
        // The frame drawn offscreen is in the cheap target: the output pass shows it.
        present();
        // The figures of the frame shown: what was drawn offscreen and the output pass.
        for (const key of ['calls', 'triangles', 'points', 'lines'] as const) {
          gl.info.render[key] += passes.offscreen[key];
        }
        drawing.add(gl);
        firstFrameShown.current?.();
        // Then the effects' shaders; the first frame with them is the view at rest.
        passes.stage = 'polish';
        passes.isResting = true;
        afterGpu(compile(true), 'full');
        // Something changed while the first frame was prepared: it is drawn again, cheaply.
        if (passes.missed) invalidate();
        return;
      case 'polish':
        drawScene();
        present();
        return;
      case 'full':
        if (scene.environment !== passes.environment) {
          // A new image-based light (a background scene's panorama arrives after the first frame)
          // changes every lit program: they are compiled again ahead, without blocking, and the
          // canvas keeps the last frame meanwhile.
          passes.environment = scene.environment;
          passes.stage = 'compiling';
          passes.isResting = true;
          afterGpu(compile(true), 'full');
          return;
        }
        if (passes.isResting && !interaction.moving) {
          passes.isResting = false;
          passes.composer.render();
          drawnAtRest.add(gl);
          return;
        }
        drawScene();
        present();
        drawAtRest();
    }
  }, 1);
  return null;
}
