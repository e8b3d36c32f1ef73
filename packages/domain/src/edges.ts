export const EDGES = ['n', 'e', 's', 'w'] as const;
export type Edge = (typeof EDGES)[number];

export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

export function isRotation(value: number): value is Rotation {
  return (ROTATIONS as readonly number[]).includes(value);
}

export function oppositeEdge(edge: Edge): Edge {
  return EDGES[(EDGES.indexOf(edge) + 2) % 4] as Edge;
}

/** The world direction a module's local edge faces after rotating clockwise (seen from above). */
export function worldEdge(localEdge: Edge, rotation: Rotation): Edge {
  return EDGES[(EDGES.indexOf(localEdge) + rotation / 90) % 4] as Edge;
}

/** The module's local edge that faces a world direction. */
export function localEdge(world: Edge, rotation: Rotation): Edge {
  return EDGES[(EDGES.indexOf(world) - rotation / 90 + 4) % 4] as Edge;
}
