import { PROFILE_SECTION, ROUNDED_EDGE, type Shape } from '@bar/layout/pieces/types';
import {
  BoxGeometry,
  BufferAttribute,
  type BufferGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  type Material,
  Shape as PlaneShape,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * A unit box with rounded edges whose rounding is laid out in the vertex shader (`roundedBoxMaterial`),
 * so one instanced geometry serves every size with the same radius in metres: scaling a unit
 * rounded box per instance would stretch its edges (a 4 mm round on a 40 mm front frame rail would
 * be 8 cm long on a 2 m panel). Each vertex carries the corner of the box it belongs to (`corner`,
 * ±1 per axis) and its direction from that corner's rounding centre (`normal`); `position` is the
 * sharp box, used as it is by shadow maps, contact shadows and picking, which cannot see 4 mm.
 */
function roundedBoxGeometry(): BufferGeometry {
  // A nearly sharp rounded box: positions on the unit box, normals of the rounding, face UVs 0..1;
  // one segment per round (a bevel with smooth normals, 108 triangles): at 4 mm no one sees more.
  const geometry = new RoundedBoxGeometry(1, 1, 1, 1, 1e-4);
  const positions = geometry.getAttribute('position');
  const corners = new Float32Array(positions.count * 3);
  for (let index = 0; index < positions.count; index++) {
    corners[index * 3] = Math.sign(positions.getX(index));
    corners[index * 3 + 1] = Math.sign(positions.getY(index));
    corners[index * 3 + 2] = Math.sign(positions.getZ(index));
  }
  geometry.setAttribute('corner', new BufferAttribute(corners, 3));
  return geometry;
}

/** The slotted aluminium profile (`PROFILE_SECTION`) extruded over the unit length along y. */
function profileGeometry(): BufferGeometry {
  const outline = new PlaneShape();
  PROFILE_SECTION.forEach(([x, z], index) => {
    // The outline's plane (a, b) turns to (x, -z) below: (a, b) = (x, -z).
    if (index === 0) outline.moveTo(x, -z);
    else outline.lineTo(x, -z);
  });
  outline.closePath();
  const geometry = new ExtrudeGeometry(outline, { depth: 1, bevelEnabled: false, steps: 1 });
  geometry.clearGroups();
  // Extruded along +z from 0 to 1: turn it upright and centre it.
  geometry.rotateX(-Math.PI / 2);
  geometry.translate(0, -0.5, 0);
  return geometry;
}

/** The share of a handle's depth its round grip takes, on the +z side. */
const GRIP_SHARE = 0.45;

/** A handle's round grip along y, with `segments` sides. */
function gripGeometry(segments: number): BufferGeometry {
  const grip = new CylinderGeometry(0.5, 0.5, 1, segments, 1);
  grip.scale(1, 1, GRIP_SHARE);
  grip.translate(0, 0, 0.5 - GRIP_SHARE / 2);
  return grip;
}

/**
 * A bow handle in the unit box: a round grip along y on the +z side (45 % of the depth), a round
 * stand-off near each end reaching back to the -z side.
 */
function handleGeometry(): BufferGeometry {
  const grip = gripGeometry(12);
  const standOffs = [-0.42, 0.42].map((y) => {
    const post = new CylinderGeometry(0.5, 0.5, 1, 8, 1);
    post.rotateX(Math.PI / 2);
    const length = 1 - GRIP_SHARE / 2;
    post.scale(0.7, 0.05, length);
    post.translate(0, y, -0.5 + length / 2);
    return post;
  });
  const merged = mergeGeometries([grip, ...standOffs]);
  if (!merged) throw new Error('handle geometry');
  return merged;
}

const profile = profileGeometry();
const handle = handleGeometry();

/** One geometry per shape, a unit solid stretched by each instance's size; shared and never disposed. */
export const GEOMETRIES: Record<Shape, BufferGeometry> = {
  box: new BoxGeometry(1, 1, 1),
  cylinder: new CylinderGeometry(0.5, 0.5, 1, 18, 1),
  roundedBox: roundedBoxGeometry(),
  profile,
  // The same solids turned so that their length runs along x.
  profileX: profile.clone().rotateZ(-Math.PI / 2),
  handle,
  handleX: handle.clone().rotateZ(-Math.PI / 2),
};

/** A unit box whose rounding is left out: the rounded box's `corner` attribute on a plain box's faces. */
function coarseRoundedBoxGeometry(): BufferGeometry {
  const geometry = new BoxGeometry(1, 1, 1);
  const positions = geometry.getAttribute('position');
  const corners = new Float32Array(positions.count * 3);
  for (let index = 0; index < positions.count * 3; index++) corners[index] = Math.sign(positions.array[index] ?? 0);
  geometry.setAttribute('corner', new BufferAttribute(corners, 3));
  return geometry;
}

const coarseBox = new BoxGeometry(1, 1, 1);
// The handle's grip alone, six-sided.
const coarseHandle = gripGeometry(6);

/**
 * The same shapes with a quarter of the triangles, for the frames drawn while the view changes on
 * a slow graphics processor (a 60-module bar: 76,000 triangles instead of 280,000; in software WebGL
 * that saved 60 to 80 ms of a cheap frame of about 300 ms): a profile is its outer box, a rounded
 * box a plain one, a cylinder has eight sides, a handle is its grip. Same attributes as the fine
 * shapes, so the same programs draw them. The frame at rest always has the fine shapes.
 */
export const COARSE_GEOMETRIES: ReadonlyMap<BufferGeometry, BufferGeometry> = new Map([
  [GEOMETRIES.cylinder, new CylinderGeometry(0.5, 0.5, 1, 8, 1)],
  [GEOMETRIES.roundedBox, coarseRoundedBoxGeometry()],
  [GEOMETRIES.profile, coarseBox],
  [GEOMETRIES.profileX, coarseBox],
  [GEOMETRIES.handle, coarseHandle],
  [GEOMETRIES.handleX, coarseHandle.clone().rotateZ(-Math.PI / 2)],
]);

/**
 * The vertex shader of a rounded box: the instance's scale (the piece's size) is read from its
 * matrix, each vertex is put at its corner's rounding centre (the size's half less the radius)
 * plus the radius along its normal, and divided by the scale that the instance matrix applies
 * after. The normal is multiplied by the scale so that three's normal transform (which divides by
 * the scale) gives it back unchanged.
 */
const ROUNDED_NORMAL = /* glsl */ `
#ifdef USE_INSTANCING
  vec3 roundedScale = vec3(length(instanceMatrix[0].xyz), length(instanceMatrix[1].xyz), length(instanceMatrix[2].xyz));
#else
  vec3 roundedScale = vec3(1.0);
#endif
vec3 objectNormal = normal * roundedScale;
`;
const ROUNDED_POSITION = /* glsl */ `
vec3 roundedHalf = 0.5 * roundedScale;
float roundedRadius = min(${ROUNDED_EDGE.toFixed(4)}, 0.5 * min(roundedHalf.x, min(roundedHalf.y, roundedHalf.z)));
vec3 transformed = (corner * (roundedHalf - roundedRadius) + normal * roundedRadius) / roundedScale;
`;

const rounded = new Map<Material, Material>();

/** The finish's material for a shape: for rounded boxes, a copy that lays out the rounding (cached). */
export function materialForShape(material: Material, shape: Shape): Material {
  if (shape !== 'roundedBox') return material;
  let copy = rounded.get(material);
  if (!copy) {
    copy = material.clone();
    copy.onBeforeCompile = (shader) => {
      shader.vertexShader = shader.vertexShader
        .replace('#include <common>', '#include <common>\nattribute vec3 corner;')
        .replace('#include <beginnormal_vertex>', ROUNDED_NORMAL)
        .replace('#include <begin_vertex>', ROUNDED_POSITION);
    };
    copy.customProgramCacheKey = () => 'roundedBox';
    rounded.set(material, copy);
  }
  return copy;
}
