import { type ModelShape, UNIT_MESHES, UNIT_QUAD } from './unitMeshes.ts';

/**
 * A unit shape as a USD Mesh writes it: points, and polygons (quads, the cylinder's caps as one
 * 18-gon each) rather than triangles. No normals are written: every reader computes them from the
 * topology, and the topology is made for that: a box's faces and a cylinder's caps have points of
 * their own (flat), a cylinder's side shares its ring of points all round (smooth, no seam).
 */
export type UsdUnitMesh = { points: Float32Array; faceVertexCounts: number[]; faceVertexIndices: number[] };

/** The box of unitMeshes.ts: its 24 points, 4 per face, counter-clockwise seen from outside. */
function box(): UsdUnitMesh {
  const points = UNIT_MESHES.box.positions;
  const faces = points.length / 12;
  return {
    points,
    faceVertexCounts: new Array<number>(faces).fill(4),
    faceVertexIndices: Array.from({ length: faces * 4 }, (_, index) => index),
  };
}

/** Sides of the cylinder, as the GLB's (unitMeshes.ts) and the scene's. */
const SEGMENTS = 18;

/** The cylinder of diameter 1 and height 1 around the origin, upright: a ring below and above, then the caps' rings. */
function cylinder(): UsdUnitMesh {
  const points: number[] = [];
  const ring = (y: number) => {
    for (let index = 0; index < SEGMENTS; index++) {
      const angle = (2 * Math.PI * index) / SEGMENTS;
      points.push(0.5 * Math.sin(angle), y, 0.5 * Math.cos(angle));
    }
  };
  // Side: bottom ring 0..17, top ring 18..35; caps: top 36..53, bottom 54..71.
  ring(-0.5);
  ring(0.5);
  ring(0.5);
  ring(-0.5);
  const faceVertexIndices: number[] = [];
  for (let index = 0; index < SEGMENTS; index++) {
    const next = (index + 1) % SEGMENTS;
    faceVertexIndices.push(index, next, SEGMENTS + next, SEGMENTS + index);
  }
  for (let index = 0; index < SEGMENTS; index++) faceVertexIndices.push(2 * SEGMENTS + index);
  for (let index = SEGMENTS - 1; index >= 0; index--) faceVertexIndices.push(3 * SEGMENTS + index);
  return {
    points: new Float32Array(points),
    faceVertexCounts: [...new Array<number>(SEGMENTS).fill(4), SEGMENTS, SEGMENTS],
    faceVertexIndices,
  };
}

export const USD_UNIT_MESHES: Record<ModelShape, UsdUnitMesh> = { box: box(), cylinder: cylinder() };

/** The square of unitMeshes.ts as one quad. */
export const USD_UNIT_QUAD: UsdUnitMesh = {
  points: UNIT_QUAD.positions,
  faceVertexCounts: [4],
  faceVertexIndices: [0, 1, 2, 3],
};
