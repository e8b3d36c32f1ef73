import type { BaseModuleDefinition } from '@bar/domain/catalogue';
import type { BaseModuleInstance } from '@bar/domain/document';
import type { Edge } from '@bar/domain/edges';
import type { PlaceBox } from './placeTypes.ts';

const M = 1 / 1000;
/** Height of one rack row (R1: 11 rows, 58 mm each), in metres. */
export const ROW_HEIGHT = 0.058;
const RACK_ROWS = 11;
/** The rack frame's aluminium profile: the top rail the rows hang under. */
const PROFILE = 0.04;

/**
 * Top of a module's rack rows, as the scene draws them: under the top rail, at most at bar-top
 * height (a tall back frame carries its back wall above the racks).
 */
export function rackTop(definition: BaseModuleDefinition): number {
  return Math.min(definition.height * M, 1.04) - PROFILE;
}

/**
 * The height band of a rack row (1 = bottom), in metres: the rows are stacked down from the rack's
 * top. The top row reaches up over the top rail in front of it, so that seen from above the rail
 * does not hide the row (the worktop there sits right under the rail).
 */
export function rowBand(definition: BaseModuleDefinition, row: number): { y: number; height: number } {
  const top = rackTop(definition) - (RACK_ROWS - row) * ROW_HEIGHT;
  const bottom = top - ROW_HEIGHT + 0.001;
  const upTo = row >= RACK_ROWS ? top + PROFILE : top + 0.003;
  return { y: (bottom + upTo) / 2, height: upTo - bottom };
}

/**
 * A box along a module's local edge: `from`/`length` in mm along the edge (west→east for n/s,
 * north→south for w/e), `inset` in metres inwards from the edge (negative: outside), `thickness`
 * across the edge, and a vertical centre and height in metres.
 */
export function boxAlongEdge(
  definition: BaseModuleDefinition,
  edge: Edge,
  span: { from: number; length: number },
  across: { inset: number; thickness: number },
  vertical: { y: number; height: number },
): PlaceBox {
  const w = definition.width * M;
  const d = definition.depth * M;
  const from = span.from * M;
  const length = span.length * M;
  if (edge === 'n' || edge === 's') {
    const sign = edge === 'n' ? -1 : 1;
    return {
      center: [-w / 2 + from + length / 2, vertical.y, sign * (d / 2 - across.inset)],
      size: [length, vertical.height, across.thickness],
    };
  }
  const sign = edge === 'w' ? -1 : 1;
  return {
    center: [sign * (w / 2 - across.inset), vertical.y, -d / 2 + from + length / 2],
    size: [across.thickness, vertical.height, length],
  };
}

export function edgeLength(definition: BaseModuleDefinition, edge: Edge): number {
  return edge === 'n' || edge === 's' ? definition.width : definition.depth;
}

export function moduleBox(definition: BaseModuleDefinition, margin = 0.02): PlaceBox {
  const h = definition.height * M;
  return {
    center: [0, h / 2, 0],
    size: [definition.width * M + margin, h + margin, definition.depth * M + margin],
  };
}

/**
 * A point of a module's frame in world metres: turned like the module (clockwise seen from above,
 * the scene's negative turn about +y), moved to the module's centre and the side's origin.
 */
export function toWorld(
  module: Pick<BaseModuleInstance, 'position' | 'rotation'>,
  origin: readonly [number, number, number],
  local: readonly [number, number, number],
): [number, number, number] {
  const [x, y, z] = local;
  const angle = (module.rotation * Math.PI) / 180;
  const cos = Math.round(Math.cos(angle));
  const sin = Math.round(Math.sin(angle));
  // Clockwise by 90°: local east (x) turns to world south (z), local south to world west.
  const turnedX = x * cos - z * sin;
  const turnedZ = x * sin + z * cos;
  return [origin[0] + module.position.x * M + turnedX, origin[1] + y, origin[2] + module.position.z * M + turnedZ];
}
