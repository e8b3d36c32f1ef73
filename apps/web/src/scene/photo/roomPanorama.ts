import {
  CubeCamera,
  type DataTexture,
  FloatType,
  HalfFloatType,
  Mesh,
  OrthographicCamera,
  PlaneGeometry,
  RGBAFormat,
  Scene,
  ShaderMaterial,
  WebGLCubeRenderTarget,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { panoramaTexture } from '../environment/panoramaTexture.ts';

/** Size of each face of the studio room's cube, and of the panorama made from it. */
const CUBE_SIZE = 256;
const PANORAMA_WIDTH = 512;
const PANORAMA_HEIGHT = 256;

/**
 * Reads a cube map into an equirectangular picture, in three's layout (u = atan(z, x) / 2π + ½,
 * v = asin(y) / π + ½). The path tracer's own converter includes a shader chunk three.js no longer has.
 */
const equirectMaterial = (cube: WebGLCubeRenderTarget['texture']) =>
  new ShaderMaterial({
    uniforms: { cube: { value: cube } },
    vertexShader: /* glsl */ `
      varying vec2 vUv;
      void main() {
        vUv = uv;
        gl_Position = vec4(position.xy, 0.0, 1.0);
      }`,
    fragmentShader: /* glsl */ `
      uniform samplerCube cube;
      varying vec2 vUv;
      void main() {
        float phi = (vUv.x - 0.5) * 6.28318530718;
        float theta = (vUv.y - 0.5) * 3.14159265359;
        vec3 direction = vec3(cos(theta) * cos(phi), sin(theta), cos(theta) * sin(phi));
        gl_FragColor = vec4(textureCube(cube, direction).rgb, 1.0);
      }`,
    depthTest: false,
    depthWrite: false,
  });

/**
 * The studio light of the view without a background scene (three's RoomEnvironment) as the
 * equirectangular HDR panorama the path tracer lights with: drawn into a cube by `renderer`, then
 * unwrapped and read back (the path tracer weighs its pixels on the CPU to aim its rays at the lamps).
 */
export function roomPanorama(renderer: WebGLRenderer): DataTexture {
  const cubeTarget = new WebGLCubeRenderTarget(CUBE_SIZE, { type: HalfFloatType });
  const room = new RoomEnvironment();
  const flat = new WebGLRenderTarget(PANORAMA_WIDTH, PANORAMA_HEIGHT, { type: FloatType, format: RGBAFormat });
  const material = equirectMaterial(cubeTarget.texture);
  const quad = new Mesh(new PlaneGeometry(2, 2), material);
  const stage = new Scene();
  stage.add(quad);
  const previous = renderer.getRenderTarget();
  try {
    new CubeCamera(0.1, 100, cubeTarget).update(renderer, room);
    renderer.setRenderTarget(flat);
    renderer.render(stage, new OrthographicCamera());
    const data = new Float32Array(PANORAMA_WIDTH * PANORAMA_HEIGHT * 4);
    renderer.readRenderTargetPixels(flat, 0, 0, PANORAMA_WIDTH, PANORAMA_HEIGHT, data);
    return panoramaTexture(data, PANORAMA_WIDTH, PANORAMA_HEIGHT, FloatType);
  } finally {
    renderer.setRenderTarget(previous);
    room.dispose();
    quad.geometry.dispose();
    material.dispose();
    flat.dispose();
    cubeTarget.dispose();
  }
}
