import { type Camera, Matrix4, ShaderMaterial, type Texture, Vector2 } from 'three';
import type { PhotoGuides } from './photoGuides.ts';
import { SCREEN_QUAD_VERTEX } from './speckleClamp.ts';

/**
 * How widely a photo's light is averaged (the spread, pixels): the grain left after `samples`
 * samples shrinks with their square root, and the spread with it; 2.5 at 64 samples (Good).
 */
export function smoothingSpread(samples: number): number {
  const grain = Math.sqrt(64 / Math.max(1, samples));
  return Math.min(5, Math.max(1.5, 2.5 * Math.sqrt(grain)));
}

/**
 * Smooths a path-traced photo where it is one surface and keeps every edge: each pixel's light
 * (its colour divided by the surface's own colour, so that wood grain and prints stay sharp) is
 * averaged with its neighbours' on the same mesh, on the same plane, facing the same way (from
 * the guides: two panels across a joint, the side and the front of a module, the floor behind a
 * bar are told apart), then multiplied by the surface's colour again and tone mapped.
 * Where nothing was drawn (the background) the pixel stays as traced.
 */
export class GuidedSmoothingMaterial extends ShaderMaterial {
  constructor(options: { map: Texture; guides: PhotoGuides; camera: Camera; size: Vector2; samples: number }) {
    const spread = smoothingSpread(options.samples);
    super({
      uniforms: {
        map: { value: options.map },
        surface: { value: options.guides.surface.texture },
        albedo: { value: options.guides.albedo.texture },
        texel: { value: new Vector2(1 / options.size.x, 1 / options.size.y) },
        spread: { value: spread },
        reach: { value: Math.ceil(spread * 2) },
        projectionInverse: { value: new Matrix4().copy(options.camera.projectionMatrixInverse) },
      },
      vertexShader: SCREEN_QUAD_VERTEX,
      fragmentShader: /* glsl */ `
        uniform sampler2D map;
        uniform sampler2D surface;
        uniform sampler2D albedo;
        uniform vec2 texel;
        uniform float spread;
        uniform float reach;
        uniform mat4 projectionInverse;
        varying vec2 vUv;

        // Where the pixel at uv, depth in front of the camera, is in the camera's space.
        vec3 viewPosition(vec2 uv, float depth) {
          vec2 ndc = uv * 2.0 - 1.0;
          vec4 near = projectionInverse * vec4(ndc, -1.0, 1.0);
          vec4 far = projectionInverse * vec4(ndc, 1.0, 1.0);
          near.xyz /= near.w;
          far.xyz /= far.w;
          return mix(near.xyz, far.xyz, (-depth - near.z) / (far.z - near.z));
        }

        vec3 unfold(vec2 e) {
          vec3 n = vec3(e, 1.0 - abs(e.x) - abs(e.y));
          if (n.z < 0.0) n.xy = (1.0 - abs(n.yx)) * vec2(n.x >= 0.0 ? 1.0 : -1.0, n.y >= 0.0 ? 1.0 : -1.0);
          return normalize(n);
        }

        vec3 ownColour(vec2 uv) {
          return max(texture2D(albedo, uv).rgb, vec3(0.02));
        }

        void main() {
          vec4 centre = texture2D(map, vUv);
          vec4 guide = texture2D(surface, vUv);
          vec3 light = centre.rgb;
          if (guide.w > 0.0 && guide.z > 0.0) {
            vec3 normal = unfold(guide.xy);
            vec3 position = viewPosition(vUv, guide.w);
            // Off the plane by more than this (metres, growing with distance as a pixel does): another surface.
            float tolerance = 0.0015 * guide.w;
            vec3 sum = vec3(0.0);
            float weights = 0.0;
            for (float dy = -reach; dy <= reach; dy++) {
              for (float dx = -reach; dx <= reach; dx++) {
                vec2 uv = vUv + vec2(dx, dy) * texel;
                vec4 near = texture2D(surface, uv);
                // Another mesh (or, at an edge, a blend of two): not this surface.
                if (near.w <= 0.0 || abs(near.z - guide.z) > 0.01) continue;
                vec3 nearNormal = unfold(near.xy);
                float facing = pow(max(dot(normal, nearNormal), 0.0), 32.0);
                float offPlane = abs(dot(normal, viewPosition(uv, near.w) - position));
                float weight = exp(-(dx * dx + dy * dy) / (2.0 * spread * spread)) * facing * exp(-offPlane / tolerance);
                sum += weight * texture2D(map, uv).rgb / ownColour(uv);
                weights += weight;
              }
            }
            if (weights > 0.0) light = sum / weights * ownColour(vUv);
          }
          gl_FragColor = vec4(light, centre.a);
          #include <tonemapping_fragment>
          #include <colorspace_fragment>
          #include <premultiplied_alpha_fragment>
        }
      `,
      depthTest: false,
      depthWrite: false,
      premultipliedAlpha: true,
    });
  }
}
