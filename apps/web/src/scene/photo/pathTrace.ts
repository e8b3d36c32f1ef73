import {
  type Camera,
  NeutralToneMapping,
  OrthographicCamera,
  Scene,
  Vector2,
  WebGLRenderer,
  type WebGLRenderTarget,
} from 'three';
import { FullScreenQuad } from 'three/examples/jsm/postprocessing/Pass.js';
import { WebGLPathTracer } from 'three-gpu-pathtracer';
import { PHOTO_SCENE_LOOK, type PhotoScene, photoPanorama } from '../environment/photoEnvironments.ts';
import { compileWithoutBlocking, gpuDone } from '../warmUp.ts';
import { GuidedSmoothingMaterial } from './guidedSmoothing.ts';
import { drawPhotoGuides } from './photoGuides.ts';
import { buildPhotoScene, photoCamera } from './photoScene.ts';
import type { PhotoSource } from './photoSource.ts';
import type { PhotoJob } from './photoTypes.ts';
import { roomPanorama } from './roomPanorama.ts';
import { SpeckleClampMaterial, speckleTarget } from './speckleClamp.ts';
import { withOneShadowRay } from './tracerShader.ts';

/** Longest side of one tile, pixels: a tile is one draw call, short enough for any GPU's watchdog. */
const TILE_SIDE = 512;
/** Light paths' bounces: enough for light under a top and between shelves, and through glass. */
const BOUNCES = 6;
const TRANSMISSIVE_BOUNCES = 4;
/**
 * Rough glossy surfaces (the aluminium frames, the tops) blur the light they pass on, which takes
 * the brightest single paths (fireflies) out of what follows them; the library's own option for it.
 */
const FILTER_GLOSSY = 0.5;
const JPEG_QUALITY = 0.92;
const COMPILE_POLL_MS = 50;

/**
 * Warnings the path tracer's own code gives on every photo, about its choices, not ours: its WebGL
 * class is deprecated in favour of a WebGPU one (which software WebGL and many browsers cannot run),
 * it still passes an older option to three-mesh-bvh, and it reads a deprecated property of every
 * physical material. Only these are dropped, and only while the path tracer works.
 */
const LIBRARY_WARNINGS = [
  'WebGLPathTracer: This class has been deprecated',
  'MeshBVH: "maxLeafTris" option has been deprecated',
  'THREE.MeshPhysicalMaterial: The "iridescenceThicknessRange" property has been replaced',
  'THREE.Source: "Source" has been renamed to "TextureSource"',
  // Where the browser compiles programs one by one, three says so when the path tracer asks for it.
  'KHR_parallel_shader_compile extension not supported',
];

function withoutLibraryWarnings<T>(work: () => T): T {
  const warn = console.warn;
  console.warn = (message?: unknown, ...rest: unknown[]) => {
    const text = message instanceof Error ? message.message : String(message);
    if (!LIBRARY_WARNINGS.some((known) => text.includes(known))) warn(message, ...rest);
  };
  try {
    return work();
  } finally {
    console.warn = warn;
  }
}

/**
 * Marks a photo's steps on the page's performance timeline (User Timing, `photo: …`): the scene and
 * its BVH built, each sample (the first includes compiling the path tracer's program), the file
 * encoded. `bench/photo.ts` reads them.
 */
function markStep(step: string): void {
  performance.mark(`photo: ${step}`);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The photo was cancelled', 'AbortError');
}

function encode(canvas: HTMLCanvasElement, format: PhotoJob['format']): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))),
      format === 'jpeg' ? 'image/jpeg' : 'image/png',
      JPEG_QUALITY,
    ),
  );
}

/**
 * The parts of three-gpu-pathtracer's WebGLPathTracer (0.0.26) that its types leave out: its
 * PathTracingRenderer, whose full-screen quad draws the path tracing material into a float target
 * (and, with alpha, blends it), and which compiles that material again each time it hears
 * "recompilation" (a define changed).
 */
type TracerInternals = {
  _pathTracer: {
    material: {
      fragmentShader: string;
      onBeforeRender: () => void;
      addEventListener: (type: 'recompilation', listener: () => void) => void;
      removeEventListener: (type: 'recompilation', listener: () => void) => void;
    };
    _primaryTarget: WebGLRenderTarget;
    _compileFunction: () => void;
  };
};

/**
 * Compiles the path tracer's program once, as it will draw, without stopping the main thread.
 *
 * Left to itself the path tracer asks for four programs of which it uses one: the material's
 * defines for the scene's features (depth of field, background map, fog) are set only when the first
 * sample is drawn, one after another, and each change compiles the material at once, for the
 * canvas (with tone mapping), not for the float target it draws into, which needs a fourth. Each
 * is linked at once. Here the defines get the values the first sample would give them, without a
 * compile each, and the one program the samples use (with the quads that blend and show them) is
 * compiled for the targets they draw into, waited for with a fence. Its next event estimation traces
 * one shadow ray instead of two (`withOneShadowRay`): software WebGL compiles the program at its first
 * draw, and that took two minutes with the library's.
 */
async function compileTracer(renderer: WebGLRenderer, tracer: WebGLPathTracer): Promise<void> {
  const inner = (tracer as unknown as TracerInternals)._pathTracer;
  const { material } = inner;
  material.fragmentShader = withOneShadowRay(material.fragmentShader) ?? material.fragmentShader;
  material.removeEventListener('recompilation', inner._compileFunction);
  try {
    material.onBeforeRender();
  } finally {
    material.addEventListener('recompilation', inner._compileFunction);
  }
  // The quads draw with an orthographic camera of their own (three's FullScreenQuad).
  await compileWithoutBlocking(renderer, new Scene(), new OrthographicCamera(-1, 1, 1, -1, 0, 1), {
    target: inner._primaryTarget,
    offscreen: [inner],
    onscreen: [tracer],
  });
}

/**
 * Draws the finished photo onto the canvas without its grain: single specks clamped to their
 * neighbours (`SpeckleClampMaterial`), then the light averaged over each surface and kept apart
 * between surfaces (`GuidedSmoothingMaterial`, guided by the surfaces the ordinary renderer draws
 * from the same camera, `drawPhotoGuides`), tile by tile like the samples; a cancel stops it
 * between two tiles.
 */
async function drawSmoothed(
  renderer: WebGLRenderer,
  tracer: WebGLPathTracer,
  photo: { scene: Scene; camera: Camera; samples: number; signal: AbortSignal },
): Promise<void> {
  const size = renderer.getDrawingBufferSize(new Vector2());
  const guides = drawPhotoGuides(renderer, photo.scene, photo.camera, size.x, size.y);
  const clamped = speckleTarget(size);
  const clamp = new SpeckleClampMaterial(tracer.target.texture, size);
  const smooth = new GuidedSmoothingMaterial({
    map: clamped.texture,
    guides,
    camera: photo.camera,
    size,
    samples: photo.samples,
  });
  const clampQuad = new FullScreenQuad(clamp);
  const smoothQuad = new FullScreenQuad(smooth);
  try {
    renderer.setRenderTarget(clamped);
    clampQuad.render(renderer);
    renderer.setRenderTarget(null);
    renderer.clear();
    renderer.setScissorTest(true);
    for (let y = 0; y < size.y; y += TILE_SIDE) {
      for (let x = 0; x < size.x; x += TILE_SIDE) {
        if (photo.signal.aborted) throw abortError(photo.signal);
        renderer.setScissor(x, y, TILE_SIDE, TILE_SIDE);
        smoothQuad.render(renderer);
        await gpuDone(renderer);
      }
    }
  } finally {
    renderer.setScissorTest(false);
    for (const made of [clampQuad, smoothQuad, clamp, smooth, clamped, guides]) made.dispose();
  }
}

type Surroundings = { dispose: () => void };

/**
 * The light and background of the view: the chosen scene's panorama (its light copy lights, the
 * photographed one is the background, turned as in the view) or the studio room and the background
 * colour; without background, nothing behind the bar (transparent).
 */
async function setSurroundings(
  renderer: WebGLRenderer,
  photo: Scene,
  view: Scene,
  withBackground: boolean,
): Promise<Surroundings> {
  const shown = String(view.userData.environment ?? 'room');
  photo.environmentIntensity = view.environmentIntensity;
  photo.environmentRotation.copy(view.environmentRotation);
  photo.backgroundRotation.copy(view.environmentRotation);
  if (shown in PHOTO_SCENE_LOOK) {
    const scene = shown as PhotoScene;
    const panorama = await photoPanorama(scene);
    photo.environment = panorama.light;
    photo.background = withBackground ? panorama.background : null;
    photo.backgroundIntensity = PHOTO_SCENE_LOOK[scene].backgroundIntensity;
    return { dispose: () => undefined };
  }
  const room = roomPanorama(renderer);
  photo.environment = room;
  photo.background = withBackground ? view.background : null;
  return { dispose: () => room.dispose() };
}

/**
 * Path traces `source` as `job` asks, in a WebGL renderer and canvas of its own (the view's renderer
 * and its state are not touched): sample after sample, each waited for on the GPU so that progress
 * is true and a cancel stops at once. Everything made here is let go afterwards, the context too.
 */
export async function pathTrace(source: PhotoSource, job: PhotoJob): Promise<Blob> {
  const { width, height, signal } = job;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const renderer = new WebGLRenderer({ canvas, alpha: true, antialias: false, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = 1;
  renderer.setClearColor(0x000000, 0);
  markStep('start');
  const built = buildPhotoScene(source.scene, { withFloor: job.background });
  let surroundings: Surroundings | null = null;
  let tracer: WebGLPathTracer | null = null;
  try {
    surroundings = await setSurroundings(renderer, built.scene, source.scene, job.background);
    markStep('surroundings');
    if (signal.aborted) throw abortError(signal);
    const made = withoutLibraryWarnings(() => new WebGLPathTracer(renderer));
    tracer = made;
    tracer.renderDelay = 0;
    tracer.fadeDuration = 0;
    tracer.minSamples = 0;
    tracer.rasterizeScene = false;
    tracer.dynamicLowRes = false;
    tracer.filterGlossyFactor = FILTER_GLOSSY;
    tracer.bounces = BOUNCES;
    tracer.transmissiveBounces = TRANSMISSIVE_BOUNCES;
    tracer.tiles.set(Math.ceil(width / TILE_SIDE), Math.ceil(height / TILE_SIDE));
    const camera = photoCamera(source.camera, source.aspect, width / height);
    withoutLibraryWarnings(() => made.setScene(built.scene, camera));
    markStep('scene');
    await compileTracer(renderer, made);
    markStep('program');
    job.onProgress({ samples: 0, total: job.samples });
    while (tracer.samples < job.samples) {
      if (signal.aborted) throw abortError(signal);
      const before = tracer.samples;
      withoutLibraryWarnings(() => made.renderSample());
      await gpuDone(renderer);
      if (Math.floor(tracer.samples) > Math.floor(before)) markStep(`sample ${Math.floor(tracer.samples)}`);
      job.onProgress({ samples: Math.min(job.samples, tracer.samples), total: job.samples });
      // No sample while the program compiles (in parallel where the browser can): no busy loop meanwhile.
      if (tracer.samples === before) await new Promise((resolve) => setTimeout(resolve, COMPILE_POLL_MS));
    }
    if (signal.aborted) throw abortError(signal);
    await drawSmoothed(renderer, made, { scene: built.scene, camera, samples: job.samples, signal });
    if (signal.aborted) throw abortError(signal);
    markStep('smoothed');
    const blob = await encode(canvas, job.format);
    markStep('encoded');
    return blob;
  } finally {
    tracer?.dispose();
    surroundings?.dispose();
    built.dispose();
    renderer.dispose();
    renderer.forceContextLoss();
  }
}
