import {
  type Camera,
  Color,
  DirectionalLight,
  InstancedMesh,
  type Material,
  Matrix4,
  Mesh,
  type Object3D,
  PerspectiveCamera,
  Scene,
} from 'three';

/** A copy of the editor's scene for the path tracer, and how to let go of what the copy made. */
export type PhotoScene = { scene: Scene; dispose: () => void };

type ColouredMaterial = Material & { color: Color };

function hasColour(material: Material): material is ColouredMaterial {
  return (material as Partial<ColouredMaterial>).color instanceof Color;
}

/**
 * Objects the photo leaves out: editing aids (as `captureImage` does), what the view draws for the
 * raster picture only (the contact shadows' plane, whose texture is a render target of the editor's
 * renderer; the path tracer makes real ones), the photographed backdrop (the path tracer shows the
 * panorama itself as background) and, without background, the floor.
 */
function isLeftOut(object: Object3D, withFloor: boolean): boolean {
  if (object.userData.editorOnly === true || 'placeKey' in object.userData) return true;
  if (object.name === 'backdrop') return true;
  if (!withFloor && object.name === 'floor') return true;
  if (!(object instanceof Mesh)) return false;
  const material = object.material as Material | Material[];
  if (Array.isArray(material) || !material.visible) return true;
  const map = (material as { map?: { isRenderTargetTexture?: boolean } | null }).map;
  return map?.isRenderTargetTexture === true;
}

/**
 * Builds a scene the path tracer can take from the scene the editor draws: every visible mesh at its
 * place in the world, instanced pieces as one mesh per instance with its instance colour in a
 * material of its own (the path tracer knows no instancing), and the directional key light. The
 * editor's scene, geometries and materials are only read; the materials made here are disposed by
 * `dispose`.
 */
export function buildPhotoScene(source: Scene, options: { withFloor: boolean }): PhotoScene {
  const scene = new Scene();
  const made = new Map<string, ColouredMaterial>();
  const instanceMatrix = new Matrix4();
  const colour = new Color();
  const colouredCopy = (material: Material, instanceColour: Color): Material => {
    if (!hasColour(material)) return material;
    const key = `${material.uuid}:${instanceColour.getHexString()}`;
    let copy = made.get(key);
    if (!copy) {
      copy = material.clone() as ColouredMaterial;
      copy.color.multiply(instanceColour);
      made.set(key, copy);
    }
    return copy;
  };
  const place = (geometry: Mesh['geometry'], material: Material, matrix: Matrix4) => {
    const mesh = new Mesh(geometry, material);
    mesh.matrixAutoUpdate = false;
    mesh.matrix.copy(matrix);
    mesh.matrixWorld.copy(matrix);
    scene.add(mesh);
  };
  source.updateMatrixWorld();
  const visit = (object: Object3D) => {
    if (!object.visible || isLeftOut(object, options.withFloor)) return;
    if (object instanceof InstancedMesh) {
      const material = object.material as Material;
      for (let index = 0; index < object.count; index++) {
        object.getMatrixAt(index, instanceMatrix);
        instanceMatrix.premultiply(object.matrixWorld);
        let shown = material;
        if (object.instanceColor) {
          object.getColorAt(index, colour);
          shown = colouredCopy(material, colour);
        }
        place(object.geometry, shown, instanceMatrix);
      }
    } else if (object instanceof Mesh) {
      place(object.geometry, object.material as Material, object.matrixWorld);
    } else if (object instanceof DirectionalLight) {
      const light = new DirectionalLight(object.color, object.intensity);
      object.getWorldPosition(light.position);
      object.target.getWorldPosition(light.target.position);
      scene.add(light, light.target);
    }
    for (const child of object.children) visit(child);
  };
  for (const child of source.children) visit(child);
  scene.updateMatrixWorld();
  return {
    scene,
    dispose: () => {
      for (const material of made.values()) material.dispose();
    },
  };
}

/**
 * The view's camera for a picture of `aspect` (width / height): the same place and direction; a
 * picture narrower than the view widens the field of view so that it shows as much across as the view.
 */
export function photoCamera(camera: Camera, viewAspect: number, aspect: number): Camera {
  if (!(camera instanceof PerspectiveCamera)) return camera.clone();
  const copy = camera.clone();
  copy.aspect = aspect;
  if (aspect < viewAspect) {
    const halfHeight = Math.tan((camera.fov * Math.PI) / 360) * (viewAspect / aspect);
    copy.fov = (Math.atan(halfHeight) * 360) / Math.PI;
  }
  copy.updateProjectionMatrix();
  copy.updateMatrixWorld();
  return copy;
}
