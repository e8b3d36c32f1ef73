import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { type BufferGeometry, type Mesh, NeutralToneMapping } from 'three';
import { useCanvasResolution } from './canvasResolution.ts';
import { cheapCanvasScale, cheapFrameSize, cheapPixelBudget } from './cheapFrame.ts';
import { makePasses } from './effectPasses.ts';
import type { Stage } from './frameStages.ts';
import {
  drawing,
  drawnAtRest,
  isDrawing,
  lighting,
  type PictureDrawer,
  pictureDrawers,
  shownThisFrame,
  stages,
} from './frameState.ts';
import { markOpening } from './openingMarks.ts';
import { COARSE_GEOMETRIES } from './shapes.ts';
import { compileWithoutBlocking, drawEffectsOffscreen, gpuDone, renderOffscreen } from './warmUp.ts';

/** Whether the user is moving the camera right now; frames stay cheap meanwhile. */
export const interaction = { moving: false };

/**
 * How long the view must stay unchanged before it is drawn again with every effect: frames while
 * the camera moves, after an edit or a resize skip the occlusion and anti-aliasing passes.
 */
const REST_MS = 250;

/** A view's size and pixel ratio as one key. */
const sizeKey = (width: number, height: number, dpr: number) => `${width}x${height}@${dpr}`;

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

  const passes = useMemo(() => makePasses(gl, scene, camera), [gl, scene, camera]);

  useLayoutEffect(() => {
    stages.set(gl, passes);
    return () => {
      if (stages.get(gl) === passes) stages.delete(gl);
    };
  }, [gl, passes]);

  // On a slow GPU cheap frames go on a canvas of their own size (`controlCanvasResolution`); the
  // canvas of a resized view is made at that size at once, since its next frame is a cheap one.
  const resolution = useCanvasResolution(gl, (newWidth, newHeight) =>
    cheapCanvasScale(newWidth, newHeight, gl.getPixelRatio(), passes.cheapBudget),
  );

  useLayoutEffect(() => {
    gl.toneMapping = NeutralToneMapping;
    gl.toneMappingExposure = 1;
    gl.info.autoReset = false;
    return () => {
      gl.info.autoReset = true;
    };
  }, [gl]);

  // A resize (a tab change moves the view into a slot of another size) remakes only the cheap
  // frame's target: the first frame after it is a cheap one. The effects' targets (the composer's
  // and N8AO's, several at full resolution) are made again for the view at rest (`fitComposer`).
  useLayoutEffect(() => {
    const cheap = cheapFrameSize(width, height, dpr, passes.cheapBudget);
    passes.cheap.setSize(cheap.width, cheap.height);
    passes.resized = true;
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
        passes.composerSize = sizeKey(width, height, dpr);
      }
      if (passes.stage === 'resting') {
        // The view at rest being drawn offscreen was in the targets the picture used: drawn again.
        passes.stage = 'full';
        passes.isResting = true;
        invalidate();
      }
      return true;
    };
    pictureDrawers.set(gl, draw);
    return () => {
      if (pictureDrawers.get(gl) === draw) pictureDrawers.delete(gl);
    };
  }, [gl, passes, width, height, dpr, invalidate]);

  useEffect(
    () => () => {
      drawing.delete(gl);
      shownThisFrame.delete(gl);
      drawnAtRest.delete(gl);
      clearTimeout(passes.restTimer);
      passes.composer.dispose();
      passes.copy.dispose();
      passes.cheap.dispose();
    },
    [gl, passes],
  );

  /** Makes the effects' targets at the view's size, unless they are at it already. */
  const fitComposer = () => {
    const size = sizeKey(width, height, dpr);
    if (passes.composerSize === size) return;
    passes.composer.setPixelRatio(dpr);
    passes.composer.setSize(width, height);
    passes.composerSize = size;
  };

  /** Moves to `stage` once the GPU has done what it was given, then asks for the next frame. */
  const afterGpu = (work: Promise<void>, stage: Stage) => {
    void work.finally(() => {
      passes.stage = stage;
      invalidate();
    });
  };

  /** Starts compiling the shaders of the scene and of the enabled passes, without drawing. */
  const compile = (withEffects: boolean) => {
    const { composer, occlusion, output, antialias, copy } = passes;
    return compileWithoutBlocking(gl, scene, camera, {
      target: composer.readBuffer,
      offscreen: withEffects ? [occlusion, output, antialias] : [],
      onscreen: withEffects ? [output, copy] : [output],
    });
  };

  /**
   * The scene alone, at a lower resolution: no occlusion, no anti-aliasing. `coarse`: on a slow
   * GPU (one with a pixel budget for cheap frames), with the coarse shapes (`COARSE_GEOMETRIES`),
   * unless the shadow map would be drawn in this draw: it is kept for the frames at rest, which
   * must cast the fine shapes' shadows. (After a change of the bar the contact shadows, drawn
   * earlier in the same frame, have drawn it already; this keeps it so if that order changes.)
   */
  const drawScene = (coarse: boolean) => {
    const swapped: [Mesh, BufferGeometry][] = [];
    const drawsShadowMap = gl.shadowMap.enabled && (gl.shadowMap.autoUpdate || gl.shadowMap.needsUpdate);
    if (coarse && Number.isFinite(passes.cheapBudget) && !drawsShadowMap) {
      scene.traverseVisible((object) => {
        const mesh = object as Mesh;
        const rough = mesh.isMesh ? COARSE_GEOMETRIES.get(mesh.geometry) : undefined;
        if (!rough) return;
        swapped.push([mesh, mesh.geometry]);
        mesh.geometry = rough;
      });
    }
    try {
      gl.setRenderTarget(passes.cheap);
      gl.clear();
      gl.render(scene, camera);
      gl.setRenderTarget(null);
    } finally {
      for (const [mesh, geometry] of swapped) mesh.geometry = geometry;
    }
  };
  const present = () => {
    const { composer, output } = passes;
    drawnAtRest.delete(gl);
    shownThisFrame.add(gl);
    output.renderToScreen = true;
    resolution.current?.setScale(cheapCanvasScale(width, height, dpr, passes.cheapBudget));
    // The output pass (tone mapping, sRGB) puts the cheap frame on the canvas, stretched where the
    // canvas has more pixels.
    output.render(gl, composer.writeBuffer, passes.cheap, 0, false);
  };

  /** Calls `then` once nothing has changed for `REST_MS`. */
  const whenResting = (then: () => void) => {
    clearTimeout(passes.restTimer);
    passes.restTimer = setTimeout(() => {
      passes.restTimer = undefined;
      // Still moving (the pointer held down): the end of the move asks for a frame again.
      if (!interaction.moving) then();
    }, REST_MS);
  };
  /** Asks for the view with every effect once nothing has changed for `REST_MS`. */
  const drawAtRest = () =>
    whenResting(() => {
      // A cheap frame under way: showing it asks for the view at rest again.
      if (passes.stage !== 'full') return;
      passes.isResting = true;
      invalidate();
    });
  /** Compiles the effects' shaders once nothing has changed for `REST_MS`; the canvas keeps its frame meanwhile. */
  const compileEffectsAtRest = () =>
    whenResting(() => {
      if (passes.stage !== 'polish') return;
      passes.stage = 'compiling';
      afterGpu(compile(true), 'warm');
    });

  /**
   * A frame while the view changes: the scene drawn cheaply offscreen, put on the canvas once the
   * GPU is done (`changed`), then `after` again. A change meanwhile is drawn after it. After a
   * resize (a tab change moves the view into another slot) the browser commits the resized canvas
   * with this frame and waits for the GPU to do so: the cheap frame goes on the canvas in it at
   * once, rather than one frame later.
   */
  const drawCheaply = (after: 'full' | 'polish') => {
    if (passes.resized) {
      passes.resized = false;
      drawScene(true);
      present();
      passes.stage = after;
      if (after === 'polish') compileEffectsAtRest();
      else drawAtRest();
      return;
    }
    drawScene(true);
    Object.assign(passes.offscreen, gl.info.render);
    passes.stage = 'changing';
    passes.afterChange = after;
    passes.missed = false;
    const changeFrame = ++passes.changeFrame;
    void gpuDone(gl).then(() => {
      if (passes.stage !== 'changing' || passes.changeFrame !== changeFrame) return;
      passes.stage = 'changed';
      invalidate();
    });
  };
  const showChanged = () => {
    present();
    countOffscreen();
    passes.stage = passes.afterChange;
    if (passes.stage === 'polish') compileEffectsAtRest();
    else drawAtRest();
    if (passes.missed) invalidate();
  };

  /** Adds what was drawn offscreen for the frame shown now to the renderer's figures. */
  const countOffscreen = () => {
    for (const key of ['calls', 'triangles', 'points', 'lines'] as const) {
      gl.info.render[key] += passes.offscreen[key];
    }
  };

  /** Draws the view at rest with every effect offscreen, then shows it once the GPU is done. */
  const drawRestingOffscreen = () => {
    fitComposer();
    renderOffscreen(passes.composer);
    Object.assign(passes.offscreen, gl.info.render);
    passes.stage = 'resting';
    const restFrame = ++passes.restFrame;
    void gpuDone(gl).then(() => {
      // A change meanwhile dropped this frame (the view was drawn cheaply and waits for rest again).
      if (passes.stage !== 'resting' || passes.restFrame !== restFrame) return;
      passes.stage = 'rested';
      invalidate();
    });
  };
  const showResting = () => {
    const { composer, copy } = passes;
    resolution.current?.setScale(1);
    copy.render(gl, composer.writeBuffer, composer.readBuffer, 0, false);
    countOffscreen();
    shownThisFrame.add(gl);
    drawnAtRest.add(gl);
  };

  // First of the frame: the figures count from here, every pass included (contact shadows too).
  useFrame(() => {
    gl.info.reset();
    shownThisFrame.delete(gl);
  }, -1);
  useFrame(() => {
    switch (passes.stage) {
      case 'cold':
        markOpening('scene mounted');
        passes.environment = scene.environment;
        passes.stage = 'compiling';
        afterGpu(compile(false), 'shadows');
        return;
      case 'shadows':
        markOpening('shaders compiled');
        {
          const startedAt = performance.now();
          drawScene(false);
          Object.assign(passes.offscreen, gl.info.render);
          passes.stage = 'rendering';
          passes.missed = false;
          const drawn = gpuDone(gl).then(() => {
            passes.firstFrameMs = performance.now() - startedAt;
          });
          afterGpu(drawn, 'present');
        }
        return;
      case 'warm':
        drawEffectsOffscreen(passes.composer, { width, height, pixelRatio: dpr });
        passes.composerSize = sizeKey(width, height, dpr);
        passes.stage = 'warming';
        afterGpu(gpuDone(gl), 'full');
        return;
      case 'compiling':
      case 'rendering':
      case 'warming':
      case 'changing':
        passes.missed = true;
        return;
      case 'changed':
        showChanged();
        return;
      case 'present':
        markOpening('first frame drawn offscreen');
        // Its size is the one the first frame was drawn at.
        passes.resized = false;
        // The frame drawn offscreen is in the cheap target: the output pass shows it.
        present();
        // The figures of the frame shown: what was drawn offscreen and the output pass.
        countOffscreen();
        drawing.add(gl);
        firstFrameShown.current?.();
        {
          // A fast GPU draws cheap frames at half resolution whatever the view's size; the target
          // is made again once the output pass has read the first frame from it.
          const budget = cheapPixelBudget(passes.firstFrameMs);
          if (budget !== passes.cheapBudget) {
            passes.cheapBudget = budget;
            const cheap = cheapFrameSize(width, height, dpr, budget);
            passes.cheap.setSize(cheap.width, cheap.height);
          }
        }
        // Then the effects' shaders, once the view has rested (compiled while a frame is drawn, they
        // would hold up its commit); the first frame with them is the view at rest.
        passes.stage = 'polish';
        passes.isResting = true;
        compileEffectsAtRest();
        // Something changed while the first frame was prepared: it is drawn again, cheaply.
        if (passes.missed) invalidate();
        return;
      case 'polish':
      case 'full':
        if (lighting.get(gl) === 'applied') lighting.delete(gl);
        if (scene.environment !== passes.environment) {
          // A new image-based light (the studio light, made after the first frame, or a background
          // scene's panorama) changes every lit program: they are compiled again ahead, with the
          // effects' and without blocking, and the canvas keeps the last frame meanwhile.
          passes.environment = scene.environment;
          passes.stage = 'compiling';
          passes.isResting = true;
          afterGpu(compile(true), 'warm');
          return;
        }
        if (passes.stage === 'polish') {
          drawCheaply('polish');
          return;
        }
        if (passes.isResting && !interaction.moving) {
          passes.isResting = false;
          drawRestingOffscreen();
          return;
        }
        drawCheaply('full');
        return;
      case 'resting':
        // The view changed while its frame at rest was drawn offscreen: that frame is not shown.
        passes.stage = 'full';
        drawCheaply('full');
        return;
      case 'rested':
        passes.stage = 'full';
        showResting();
    }
  }, 1);
  return null;
}
