import { useFrame, useThree } from '@react-three/fiber';
import { N8AOPass } from 'n8ao';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { HalfFloatType, NeutralToneMapping, type Texture, type WebGLRenderer, WebGLRenderTarget } from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { FXAAPass } from 'three/examples/jsm/postprocessing/FXAAPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { compileWithoutBlocking, gpuDone } from './warmUp.ts';

/** Whether the user is moving the camera right now; the effects take the cheap path meanwhile. */
export const interaction = { moving: false };

/**
 * The way to the first frame, one step per task so that none holds the main thread for long.
 * "compiling": the shaders compile and link in the GPU process while the main thread stays free.
 * "shadows": the scene drawn once into the composer's target, with the shadow map and the shaders
 * three makes only while drawing (the shadow's depth materials).
 * "offscreen": the first frame is drawn into the composer's targets only; nothing reaches the
 * canvas, so the browser's commit of the canvas does not wait for it. "present": once the GPU is
 * done, the last pass puts that frame on the canvas. "full": every later frame in one go.
 */
type Stage = 'cold' | 'compiling' | 'shadows' | 'offscreen' | 'rendering' | 'present' | 'full';

const drawing = new WeakSet<WebGLRenderer>();

/** Whether this renderer's canvas shows the scene yet (false while the first frame is prepared). */
export function isDrawing(renderer: WebGLRenderer): boolean {
  return drawing.has(renderer);
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
 * Draws each frame through ambient occlusion (N8AO, depth-based: no extra pass over the scene),
 * tone mapping and sRGB output (Khronos PBR Neutral, which leaves a lit base colour as it is, so a
 * RAL colour reads as its swatch), then FXAA (SMAA's lookup images would add 35 KB to the
 * download). While the camera moves the occlusion takes 8 samples, the first frame after it rests
 * 16. Frames are only drawn on demand, so nothing runs while idle. The first frame is prepared in
 * steps (see `Stage`). The renderer's figures add up every pass of a frame.
 */
export function SceneEffects() {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const dpr = useThree((state) => state.viewport.dpr);
  const invalidate = useThree((state) => state.invalidate);

  const passes = useMemo(() => {
    const target = new WebGLRenderTarget(1, 1, { type: HalfFloatType });
    const composer = new EffectComposer(gl, target);
    const occlusion = new N8AOPass(scene, camera, 1, 1);
    occlusion.configuration.gammaCorrection = false;
    occlusion.configuration.aoRadius = 0.35;
    occlusion.configuration.distanceFalloff = 0.6;
    occlusion.configuration.intensity = 2.2;
    occlusion.configuration.color.set('#000000');
    const antialias = new FXAAPass();
    composer.addPass(occlusion);
    composer.addPass(new OutputPass());
    composer.addPass(antialias);
    const offscreen = { calls: 0, triangles: 0, points: 0, lines: 0 };
    return {
      composer,
      occlusion,
      antialias,
      quality: '',
      stage: 'cold' as Stage,
      missed: false,
      offscreen,
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
    invalidate();
  }, [passes, width, height, dpr, invalidate]);

  useEffect(() => {
    const draw: PictureDrawer = (pictureWidth, pictureHeight, copy) => {
      // After the first frame the effects are ready, even while programs are compiled again ahead
      // for a new environment (a picture asked for meanwhile compiles what it needs at once).
      if (!isDrawing(gl)) return false;
      const { composer, occlusion } = passes;
      try {
        composer.setPixelRatio(1);
        composer.setSize(pictureWidth, pictureHeight);
        // The quality of the view at rest: the picture is what the view shows, only larger.
        if (passes.quality !== 'Low') {
          occlusion.setQualityMode('Low');
          passes.quality = 'Low';
        }
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
      passes.composer.dispose();
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

  // First of the frame: the figures count from here, every pass included (contact shadows too).
  useFrame(() => gl.info.reset(), -1);
  useFrame(() => {
    const { composer, occlusion, antialias } = passes;
    const quality = interaction.moving ? 'Performance' : 'Low';
    if (passes.quality !== quality) {
      occlusion.setQualityMode(quality);
      passes.quality = quality;
    }
    switch (passes.stage) {
      case 'cold':
        passes.environment = scene.environment;
        passes.stage = 'compiling';
        afterGpu(compileWithoutBlocking(gl, scene, camera, passes.composer), 'shadows');
        return;
      case 'shadows':
        gl.setRenderTarget(composer.readBuffer);
        gl.render(scene, camera);
        gl.setRenderTarget(null);
        passes.stage = 'rendering';
        afterGpu(gpuDone(gl), 'offscreen');
        return;
      case 'compiling':
      case 'rendering':
        passes.missed = true;
        return;
      case 'offscreen':
        composer.renderToScreen = false;
        antialias.enabled = false;
        composer.render();
        Object.assign(passes.offscreen, gl.info.render);
        passes.stage = 'rendering';
        passes.missed = false;
        afterGpu(gpuDone(gl), 'present');
        return;
      case 'present':
        // The frame drawn offscreen is in the composer's read buffer: the last pass shows it.
        composer.renderToScreen = true;
        antialias.enabled = true;
        antialias.renderToScreen = true;
        antialias.render(gl, composer.writeBuffer, composer.readBuffer, 0, false);
        // The figures of the frame shown: what was drawn offscreen and the last pass.
        for (const key of ['calls', 'triangles', 'points', 'lines'] as const) {
          gl.info.render[key] += passes.offscreen[key];
        }
        passes.stage = 'full';
        drawing.add(gl);
        if (passes.missed) invalidate();
        return;
      case 'full':
        if (scene.environment !== passes.environment) {
          // A new image-based light (a background scene's panorama arrives after the first frame)
          // changes every lit program: they are compiled again ahead, without blocking, and the
          // canvas keeps the last frame meanwhile.
          passes.environment = scene.environment;
          passes.stage = 'compiling';
          afterGpu(compileWithoutBlocking(gl, scene, camera, passes.composer), 'full');
          return;
        }
        composer.render();
    }
  }, 1);
  return null;
}
