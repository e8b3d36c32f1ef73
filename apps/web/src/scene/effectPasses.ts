import { N8AOPass } from 'n8ao';
import { type Camera, HalfFloatType, type Scene, type Texture, type WebGLRenderer, WebGLRenderTarget } from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { FXAAPass } from 'three/examples/jsm/postprocessing/FXAAPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { ShaderPass } from 'three/examples/jsm/postprocessing/ShaderPass.js';
import { CopyShader } from 'three/examples/jsm/shaders/CopyShader.js';
import { SLOW_GPU_CHEAP_PIXELS } from './cheapFrame.ts';
import type { Stage } from './frameStages.ts';

/**
 * What `SceneEffects` draws with and where it is in the way to a frame: the composer and its passes
 * (occlusion, output, anti-aliasing), the cheap frames' target and the stage of the frame under way.
 */
export function makePasses(gl: WebGLRenderer, scene: Scene, camera: Camera) {
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
  // Puts the view at rest, drawn offscreen, on the canvas as it is (no colour conversion).
  const copy = new ShaderPass(CopyShader);
  copy.renderToScreen = true;
  const offscreen = { calls: 0, triangles: 0, points: 0, lines: 0 };
  return {
    composer,
    /** Where a cheap frame is drawn, at a fraction of the view's resolution (`cheapFrameSize`). */
    cheap: new WebGLRenderTarget(1, 1, { type: HalfFloatType }),
    occlusion,
    output,
    antialias,
    copy,
    stage: 'cold' as Stage,
    /** Counts the views at rest drawn offscreen: only the latest is shown. */
    restFrame: 0,
    /** Counts the cheap frames drawn offscreen; the stage to go back to once one is shown. */
    changeFrame: 0,
    afterChange: 'full' as 'full' | 'polish',
    missed: false,
    /**
     * The view was resized since its last frame: the canvas is committed at the next frame
     * whatever is drawn, so the next cheap frame is drawn on it at once.
     */
    resized: false,
    offscreen,
    /** The next frame is the view at rest: drawn with every effect. */
    isResting: false,
    restTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    /** The view's size the effects' targets were last made for (`fitComposer`). */
    composerSize: '',
    /** The image-based light the programs were last compiled for. */
    environment: null as Texture | null,
    /**
     * The most pixels of a cheap frame: the slow GPU's budget until the first frame has shown how
     * fast the GPU is (`cheapPixelBudget`).
     */
    cheapBudget: SLOW_GPU_CHEAP_PIXELS,
    /** How long the GPU took for the first frame (ms). */
    firstFrameMs: Number.POSITIVE_INFINITY,
  };
}

/** The passes and state of one view's frames. */
export type EffectPasses = ReturnType<typeof makePasses>;
