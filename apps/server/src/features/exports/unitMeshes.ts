import type { Shape } from '@bar/layout/pieces/types';

/**
 * The solids the model files are made of. The scene's finer shapes are drawn by the solid they
 * fill: rounded boxes, slotted profiles and bow handles as boxes of their size (their own
 * geometry is not exported yet), cylinders as cylinders.
 */
export type ModelShape = 'box' | 'cylinder';

export function modelShape(shape: Shape): ModelShape {
  return shape === 'cylinder' ? 'cylinder' : 'box';
}

/** Triangles with flat or smooth normals; counter-clockwise seen from outside. */
export type UnitMesh = { positions: Float32Array; normals: Float32Array; indices: Uint16Array };

/** Sides of the scene's cylinder (apps/web/src/scene/materials.ts draws 18). */
const CYLINDER_SEGMENTS = 18;

/** The box 1×1×1 around the origin: four corners of its own per face, so each face is flat. */
function unitBox(): UnitMesh {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  // Per face: its normal axis and sign, then two axes spanning it so that u × v = normal.
  const faces: [number, number, number, number][] = [
    [0, 1, 1, 2],
    [0, -1, 2, 1],
    [1, 1, 2, 0],
    [1, -1, 0, 2],
    [2, 1, 0, 1],
    [2, -1, 1, 0],
  ];
  for (const [axis, sign, u, v] of faces) {
    const start = positions.length / 3;
    for (const [a, b] of [
      [-0.5, -0.5],
      [0.5, -0.5],
      [0.5, 0.5],
      [-0.5, 0.5],
    ] as const) {
      const point = [0, 0, 0];
      const normal = [0, 0, 0];
      point[axis] = 0.5 * sign;
      point[u] = a;
      point[v] = b;
      normal[axis] = sign;
      positions.push(...point);
      normals.push(...normal);
    }
    indices.push(start, start + 1, start + 2, start, start + 2, start + 3);
  }
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    indices: new Uint16Array(indices),
  };
}

/** The cylinder of diameter 1 and height 1 around the origin, upright: smooth sides, flat caps. */
function unitCylinder(): UnitMesh {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const ring = (index: number) => (2 * Math.PI * index) / CYLINDER_SEGMENTS;
  for (let index = 0; index <= CYLINDER_SEGMENTS; index++) {
    const x = Math.sin(ring(index));
    const z = Math.cos(ring(index));
    positions.push(0.5 * x, -0.5, 0.5 * z, 0.5 * x, 0.5, 0.5 * z);
    normals.push(x, 0, z, x, 0, z);
  }
  for (let index = 0; index < CYLINDER_SEGMENTS; index++) {
    const bottom = 2 * index;
    indices.push(bottom, bottom + 2, bottom + 1, bottom + 1, bottom + 2, bottom + 3);
  }
  for (const y of [0.5, -0.5]) {
    const centre = positions.length / 3;
    positions.push(0, y, 0);
    normals.push(0, Math.sign(y), 0);
    for (let index = 0; index < CYLINDER_SEGMENTS; index++) {
      positions.push(0.5 * Math.sin(ring(index)), y, 0.5 * Math.cos(ring(index)));
      normals.push(0, Math.sign(y), 0);
    }
    for (let index = 0; index < CYLINDER_SEGMENTS; index++) {
      const a = centre + 1 + index;
      const b = centre + 1 + ((index + 1) % CYLINDER_SEGMENTS);
      if (y > 0) indices.push(centre, a, b);
      else indices.push(centre, b, a);
    }
  }
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    indices: new Uint16Array(indices),
  };
}

export const UNIT_MESHES: Record<ModelShape, UnitMesh> = { box: unitBox(), cylinder: unitCylinder() };

/** The square 1×1 in the x-y plane facing +z, corners from bottom left counter-clockwise. */
export const UNIT_QUAD = {
  positions: new Float32Array([-0.5, -0.5, 0, 0.5, -0.5, 0, 0.5, 0.5, 0, -0.5, 0.5, 0]),
  normals: new Float32Array([0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1]),
  indices: new Uint16Array([0, 1, 2, 0, 2, 3]),
};

/** Texture coordinates of a quad's corners (order of UNIT_QUAD) showing `uvMin`..`uvMax` of a picture, v downward. */
export function quadUvs(uvMin: [number, number], uvMax: [number, number]): Float32Array {
  return new Float32Array([uvMin[0], uvMax[1], uvMax[0], uvMax[1], uvMax[0], uvMin[1], uvMin[0], uvMin[1]]);
}
