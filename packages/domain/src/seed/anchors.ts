import type { Anchor } from '../catalogue.ts';
import { type Mm, mm } from '../units.ts';

const GRID = 600;

function steps(length: number): number[] {
  const points: number[] = [];
  for (let at = 0; at <= length; at += GRID) points.push(at - length / 2);
  return points;
}

/** Anchors on the 600 mm grid along all four edges of a width × depth footprint (P1). */
export function gridAnchors(width: Mm, depth: Mm): Anchor[] {
  const halfWidth = width / 2;
  const halfDepth = depth / 2;
  return [
    ...steps(width).map((x) => ({ edge: 'n' as const, x: mm(x), z: mm(-halfDepth) })),
    ...steps(width).map((x) => ({ edge: 's' as const, x: mm(x), z: mm(halfDepth) })),
    ...steps(depth).map((z) => ({ edge: 'w' as const, x: mm(-halfWidth), z: mm(z) })),
    ...steps(depth).map((z) => ({ edge: 'e' as const, x: mm(halfWidth), z: mm(z) })),
  ];
}
