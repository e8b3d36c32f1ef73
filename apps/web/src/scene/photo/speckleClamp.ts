import { HalfFloatType, ShaderMaterial, type Texture, Vector2, WebGLRenderTarget } from 'three';

/** The vertex shader of a pass over the whole picture (three's FullScreenQuad): the texture coordinate on. */
export const SCREEN_QUAD_VERTEX = /* glsl */ `
  varying vec2 vUv;
  void main() {
    vUv = uv;
    gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
  }
`;

/**
 * Keeps each pixel of the path tracer's picture within the colours of its eight neighbours: a pixel
 * far brighter or darker than all of them (a single path that found a bright light, or none) takes
 * the nearest of their range, and everything else stays as it is, edges and one-pixel lines too
 * (along a line, a pixel has neighbours like itself). Without it, the smoothing after it would
 * spread a bright speck into a blotch over the pixels around it.
 */
export class SpeckleClampMaterial extends ShaderMaterial {
  constructor(map: Texture, size: Vector2) {
    super({
      uniforms: { map: { value: map }, texel: { value: new Vector2(1 / size.x, 1 / size.y) } },
      vertexShader: SCREEN_QUAD_VERTEX,
      fragmentShader: /* glsl */ `
        uniform sampler2D map;
        uniform vec2 texel;
        varying vec2 vUv;
        void main() {
          vec4 low = vec4(1e9);
          vec4 high = vec4(-1e9);
          for (int x = -1; x <= 1; x++) {
            for (int y = -1; y <= 1; y++) {
              if (x == 0 && y == 0) continue;
              vec4 near = texture2D(map, vUv + vec2(float(x), float(y)) * texel);
              low = min(low, near);
              high = max(high, near);
            }
          }
          gl_FragColor = clamp(texture2D(map, vUv), low, high);
        }
      `,
      depthTest: false,
      depthWrite: false,
      toneMapped: false,
    });
  }
}

/** A float target of `size` for the clamped picture (linear light, as the path tracer's). */
export function speckleTarget(size: Vector2): WebGLRenderTarget {
  return new WebGLRenderTarget(size.x, size.y, { type: HalfFloatType, depthBuffer: false });
}
