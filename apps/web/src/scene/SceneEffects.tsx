import { useFrame, useThree } from '@react-three/fiber';
import { N8AOPass } from 'n8ao';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { HalfFloatType, NeutralToneMapping, WebGLRenderTarget } from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { FXAAPass } from 'three/examples/jsm/postprocessing/FXAAPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';

/** Whether the user is moving the camera right now; the effects take the cheap path meanwhile. */
export const interaction = { moving: false };

/**
 * Draws each frame through ambient occlusion (N8AO, depth-based: no extra pass over the scene),
 * tone mapping and sRGB output (Khronos PBR Neutral, which leaves a lit base colour as it is, so a RAL
 * colour reads as its swatch), then FXAA (SMAA's lookup images would add 35 KB to the download). While the camera moves the occlusion takes 8 samples, the
 * first frame after it rests 16. Frames are only drawn on
 * demand, so nothing runs while idle. The renderer's figures add up every pass of a frame.
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
    composer.addPass(occlusion);
    composer.addPass(new OutputPass());
    composer.addPass(new FXAAPass());
    return { composer, occlusion, quality: '' };
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

  useEffect(() => () => passes.composer.dispose(), [passes]);

  // First of the frame: the figures count from here, every pass included (contact shadows too).
  useFrame(() => gl.info.reset(), -1);
  useFrame(() => {
    const quality = interaction.moving ? 'Performance' : 'Low';
    if (passes.quality !== quality) {
      passes.occlusion.setQualityMode(quality);
      passes.quality = quality;
    }
    passes.composer.render();
  }, 1);
  return null;
}
