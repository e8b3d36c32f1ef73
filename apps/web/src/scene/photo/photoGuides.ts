import {
  type Camera,
  Color,
  DoubleSide,
  HalfFloatType,
  type Material,
  Mesh,
  MeshBasicMaterial,
  type Scene,
  ShaderMaterial,
  type Texture,
  type WebGLRenderer,
  WebGLRenderTarget,
} from 'three';

/**
 * What the smoothing of a photo needs to know of each pixel besides its colour, drawn once by the
 * ordinary renderer from the photo's camera (4× multisampled, so that edges blend as the path
 * tracer's jittered samples do): the surface seen (its normal, facing the camera, which mesh it
 * is, and its distance along the view; 0 where nothing is) and its own colour (`albedo`: the material's colour,
 * texture and fading, unlit; white where nothing is).
 */
export type PhotoGuides = { surface: WebGLRenderTarget; albedo: WebGLRenderTarget; dispose: () => void };

const SAMPLES = 4;

/**
 * The surface guide of one mesh: its view-space normal turned towards the camera (octahedral, two
 * numbers), which mesh it is (`piece`: neighbouring panels are separate meshes, so a joint between
 * two flush panels stays a joint) and the distance in front of the camera.
 */
const surfaceMaterial = (piece: number) =>
  new ShaderMaterial({
    side: DoubleSide,
    uniforms: { piece: { value: piece } },
    vertexShader: /* glsl */ `
      varying vec3 vNormal;
      varying float vDepth;
      void main() {
        vec4 viewPosition = modelViewMatrix * vec4(position, 1.0);
        vNormal = normalize(normalMatrix * normal);
        vDepth = -viewPosition.z;
        gl_Position = projectionMatrix * viewPosition;
      }
    `,
    fragmentShader: /* glsl */ `
      uniform float piece;
      varying vec3 vNormal;
      varying float vDepth;
      vec2 octahedral(vec3 n) {
        n /= abs(n.x) + abs(n.y) + abs(n.z);
        vec2 folded = (1.0 - abs(n.yx)) * vec2(n.x >= 0.0 ? 1.0 : -1.0, n.y >= 0.0 ? 1.0 : -1.0);
        return n.z >= 0.0 ? n.xy : folded;
      }
      void main() {
        vec3 normal = normalize(vNormal) * (gl_FrontFacing ? 1.0 : -1.0);
        gl_FragColor = vec4(octahedral(normal), piece, vDepth);
      }
    `,
  });

/** Meshes are numbered 1 to this and round again (half floats hold whole numbers exactly to 2048). */
const PIECE_NUMBERS = 2000;

type Coloured = Material & { color?: Color; map?: Texture | null; alphaMap?: Texture | null };

function target(width: number, height: number): WebGLRenderTarget {
  return new WebGLRenderTarget(width, height, { type: HalfFloatType, samples: SAMPLES });
}

/**
 * Draws the guides of `scene` seen by `camera` at `width` × `height`. The scene's background and
 * materials are put back as they were.
 */
export function drawPhotoGuides(
  renderer: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  width: number,
  height: number,
): PhotoGuides {
  const surface = target(width, height);
  const albedo = target(width, height);
  const { background, overrideMaterial } = scene;
  const clearColour = renderer.getClearColor(new Color());
  const clearAlpha = renderer.getClearAlpha();
  const swapped = new Map<Mesh, Material | Material[]>();
  const made: Material[] = [];
  const swap = (makeFor: (mesh: Mesh, material: Coloured, index: number) => Material) => {
    let index = 0;
    scene.traverse((object) => {
      if (!(object instanceof Mesh) || Array.isArray(object.material)) return;
      if (!swapped.has(object)) swapped.set(object, object.material);
      const material = makeFor(object, swapped.get(object) as Coloured, index++);
      made.push(material);
      object.material = material;
    });
  };
  try {
    scene.background = null;
    scene.overrideMaterial = null;
    swap((_mesh, _material, index) => surfaceMaterial((index % PIECE_NUMBERS) + 1));
    renderer.setClearColor(0x000000, 0);
    renderer.setRenderTarget(surface);
    renderer.clear();
    renderer.render(scene, camera);

    // Its colour, texture and fading (the floor fades into the background as in the photo).
    swap(
      (_mesh, material) =>
        new MeshBasicMaterial({
          color: material.color ?? new Color(1, 1, 1),
          map: material.map ?? null,
          alphaMap: material.alphaMap ?? null,
          transparent: material.transparent,
          opacity: material.opacity,
          side: material.side,
        }),
    );
    renderer.setClearColor(0xffffff, 1);
    renderer.setRenderTarget(albedo);
    renderer.clear();
    renderer.render(scene, camera);
  } finally {
    for (const [mesh, material] of swapped) mesh.material = material;
    for (const material of made) material.dispose();
    scene.background = background;
    scene.overrideMaterial = overrideMaterial;
    renderer.setClearColor(clearColour, clearAlpha);
    renderer.setRenderTarget(null);
  }
  return {
    surface,
    albedo,
    dispose: () => {
      surface.dispose();
      albedo.dispose();
    },
  };
}
