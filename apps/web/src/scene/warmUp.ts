import {
  type Camera,
  Group,
  type Mesh,
  type Object3D,
  type Scene,
  type WebGLRenderer,
  type WebGLRenderTarget,
} from 'three';
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
    return renderer.compileAsync(root, camera, scene);
  } finally {
    renderer.setRenderTarget(previous);
  }
}

/**
 * Compiles the shaders of the scene and of every pass of `composer` without drawing, as they will be
 * drawn (the scene and all passes but the last into the composer's targets, the last onto the
 * canvas), and waits until the GPU process has compiled and linked them. With
 * KHR_parallel_shader_compile three polls the programs itself; without it the fence does the
 * waiting. Either way the first frame finds its programs ready instead of stopping the main thread
 * on each one's link status.
 */
export async function compileWithoutBlocking(
  renderer: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  composer: EffectComposer,
): Promise<void> {
  const offscreen = new Group();
  const onscreen = new Group();
  const enabled = composer.passes.filter((pass) => pass.enabled);
  enabled.forEach((pass, index) => {
    for (const mesh of passMeshes(pass)) {
      // Added as children by reference only: the meshes stay where their passes keep them.
      (index === enabled.length - 1 ? onscreen : offscreen).children.push(mesh);
    }
  });
  await Promise.all([
    compileFor(renderer, scene, camera, scene, composer.readBuffer),
    compileFor(renderer, offscreen, camera, scene, composer.readBuffer),
    compileFor(renderer, onscreen, camera, scene, null),
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
