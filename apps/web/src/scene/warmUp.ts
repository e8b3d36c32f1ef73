import { type Camera, type Mesh, type Object3D, Scene, type WebGLRenderer, type WebGLRenderTarget } from 'three';
import type { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';

/**
 * Resolves once the GPU has worked through everything asked of it so far, without blocking: a fence
 * polled between tasks (WebGL 2). Where there is no fence it resolves at once.
 */
export function gpuDone(renderer: WebGLRenderer): Promise<void> {
  const gl = renderer.getContext();
  if (typeof WebGL2RenderingContext === 'undefined' || !(gl instanceof WebGL2RenderingContext)) {
    return Promise.resolve();
  }
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!sync) return Promise.resolve();
  gl.flush();
  return new Promise((resolve) => {
    const poll = () => {
      if (gl.isContextLost() || gl.getSyncParameter(sync, gl.SYNC_STATUS) === gl.SIGNALED) {
        gl.deleteSync(sync);
        resolve();
        return;
      }
      setTimeout(poll, 8);
    };
    setTimeout(poll, 0);
  });
}

/** The full-screen meshes a post-processing pass draws with (three's passes and N8AO keep one or more). */
function passMeshes(pass: object): Mesh[] {
  const meshes: Mesh[] = [];
  for (const value of Object.values(pass)) {
    const mesh = (value as { _mesh?: Mesh } | null)?._mesh;
    if (mesh?.isMesh) meshes.push(mesh);
  }
  return meshes;
}

/** Starts compiling `root`'s shaders as they will be drawn into `target` (null: the canvas). */
function compileFor(
  renderer: WebGLRenderer,
  root: Object3D,
  camera: Camera,
  scene: Scene,
  target: WebGLRenderTarget | null,
): Promise<unknown> {
  // A program depends on where it draws (tone mapping and colour space apply on the canvas only).
  const previous = renderer.getRenderTarget();
  renderer.setRenderTarget(target);
  try {
    // Without KHR_parallel_shader_compile (software WebGL) three's compileAsync only compiles and
    // waits a moment, after warning that the extension is missing; the fence waits here instead.
    if (!renderer.extensions.has('KHR_parallel_shader_compile')) {
      renderer.compile(root, camera, scene);
      return Promise.resolve();
    }
    return renderer.compileAsync(root, camera, scene);
  } finally {
    renderer.setRenderTarget(previous);
  }
}

/** The passes of a frame to compile for: those drawn into `target` and those drawn onto the canvas. */
export interface FramePasses {
  target: WebGLRenderTarget;
  offscreen: readonly object[];
  onscreen: readonly object[];
}

/**
 * Compiles the shaders of the scene and of the given passes without drawing, as they will be drawn
 * (the scene and the offscreen passes into `target`, the others onto the canvas), and waits until
 * the GPU process has compiled and linked them. With KHR_parallel_shader_compile three polls the
 * programs itself; without it the fence does the waiting. Either way the first frame finds its
 * programs ready instead of stopping the main thread on each one's link status.
 */
export async function compileWithoutBlocking(
  renderer: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  passes: FramePasses,
): Promise<void> {
  // A pass draws its mesh as a scene of its own, without the scene's lights (which are part of a
  // program's key): its mesh is compiled the same way.
  const sceneOf = (list: readonly object[]) => {
    const root = new Scene();
    // Added as children by reference only: the meshes stay where their passes keep them.
    for (const pass of list) root.children.push(...passMeshes(pass));
    return root;
  };
  const offscreen = sceneOf(passes.offscreen);
  const onscreen = sceneOf(passes.onscreen);
  await Promise.all([
    compileFor(renderer, scene, camera, scene, passes.target),
    compileFor(renderer, offscreen, camera, offscreen, passes.target),
    compileFor(renderer, onscreen, camera, onscreen, null),
  ]);
  await gpuDone(renderer);
  await readProgramsInSlices(renderer);
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads every program's uniforms and attributes now, a slice at a time, while the GPU has nothing
 * else to do. three does this on a program's first use, with questions the main thread must wait
 * for; asked during the first frame, each would wait for every draw queued before it.
 */
async function readProgramsInSlices(renderer: WebGLRenderer): Promise<void> {
  let sliceStart = performance.now();
  for (const program of renderer.info.programs ?? []) {
    program.getUniforms();
    program.getAttributes();
    if (performance.now() - sliceStart > 30) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
}

/** The side, in pixels, of the image the effects are drawn at once before their first real frame. */
const WARM_UP_SIZE = 16;

/**
 * Draws the scene through every pass of `composer` once, at a tiny size and into the composer's
 * own targets (nothing reaches the canvas), then gives the composer back its size. The programs the
 * passes make only while drawing (N8AO's own, its depth materials) are linked here, in a task of
 * their own, instead of inside the first frame with every effect.
 */
export function drawEffectsOffscreen(
  composer: EffectComposer,
  size: { width: number; height: number; pixelRatio: number },
): void {
  composer.setPixelRatio(1);
  composer.setSize(WARM_UP_SIZE, WARM_UP_SIZE);
  try {
    renderOffscreen(composer);
  } finally {
    composer.setPixelRatio(size.pixelRatio);
    composer.setSize(size.width, size.height);
  }
}

/** Draws every pass of `composer` into its own targets; the result is left in `composer.readBuffer`. */
export function renderOffscreen(composer: EffectComposer): void {
  composer.renderToScreen = false;
  try {
    composer.render();
  } finally {
    composer.renderToScreen = true;
  }
}
