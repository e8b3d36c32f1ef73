import type { BaseModuleDefinition, Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument, BaseModuleInstance } from '@bar/domain/document';
import type { Edge } from '@bar/domain/edges';
import { sideOrigin } from './sideOrigin.ts';

/**
 * The one geometry of a placed module, shared by what is drawn (pieces, pictures) and where one can
 * act (places). Lengths in metres unless a name says mm. A module's own frame: x east, z south,
 * y up, origin at the footprint's centre on the floor.
 */

/** Millimetres to metres. */
export const M = 1 / 1000;
/** Aluminium profile of the rack frames: the uprights and the rails the rows hang under. */
export const PROFILE = 40 * M;
/** Depth of a front frame in front of the rack (the front-frame parts are 80 mm deep). */
export const FRONT_FRAME_DEPTH = 80 * M;
/** How far a bar top reaches out beyond the rack's edge line (over frame and panel). */
export const BAR_TOP_REACH = 140 * M;
/** Height of one rack row (R1: 11 rows, 58 mm each). */
export const ROW_HEIGHT = 58 * M;
export const RACK_ROWS = 11;
export const RACK_WIDTH = 600 * M;

/** A box in a module's own frame: centre and size along the frame's axes (x east, y up, z south). */
export type LocalBox = { center: [number, number, number]; size: [number, number, number] };

/** Where something stands on a module edge, in the module's own frame: centre and turn about +y. */
export type EdgeSpot = { position: [number, number, number]; rotationY: number };

/** Turn about +y that makes a flat item's +z face point out of a module's edge (n is -z). */
const EDGE_TURN: Record<Edge, number> = { n: Math.PI, s: 0, e: Math.PI / 2, w: -Math.PI / 2 };

/** Length of a module edge in the unit of `size` (n and s run along the width, w and e along the depth). */
export function edgeLength(size: { width: number; depth: number }, edge: Edge): number {
  return edge === 'n' || edge === 's' ? size.width : size.depth;
}

/**
 * A spot on an edge of a footprint `width` × `depth` (metres): `along` metres from the edge's start
 * (its west or north end) to the item's centre, `out` metres outward from the edge line (negative:
 * inside), `y` the centre height.
 */
export function edgeSpot(
  size: { width: number; depth: number },
  edge: Edge,
  along: number,
  out: number,
  y: number,
): EdgeSpot {
  const w = size.width / 2;
  const d = size.depth / 2;
  switch (edge) {
    case 'n':
      return { position: [-w + along, y, -d - out], rotationY: EDGE_TURN.n };
    case 's':
      return { position: [-w + along, y, d + out], rotationY: EDGE_TURN.s };
    case 'w':
      return { position: [-w - out, y, -d + along], rotationY: EDGE_TURN.w };
    case 'e':
      return { position: [w + out, y, -d + along], rotationY: EDGE_TURN.e };
  }
}

/** A module's footprint and height in metres. */
export function moduleSize(definition: Pick<BaseModuleDefinition, 'width' | 'depth' | 'height'>): {
  width: number;
  depth: number;
  height: number;
} {
  return { width: definition.width * M, depth: definition.depth * M, height: definition.height * M };
}

/** Top of a module's rack rows: just under the top rail, at most at bar-top height (a tall back frame carries its back wall above). */
export function rackTop(moduleHeight: number): number {
  return Math.min(moduleHeight, 1040 * M) - PROFILE;
}

/** Bottom of a module's rack rows. */
export function rackBase(moduleHeight: number): number {
  return rackTop(moduleHeight) - RACK_ROWS * ROW_HEIGHT;
}

/** Rows of a rack count from 1 at the bottom; row r ends at rackBase + r × 58 mm. */
export function rowTop(moduleHeight: number, row: number): number {
  return rackBase(moduleHeight) + row * ROW_HEIGHT;
}

/** Height of a speed rack's front plate centre: higher on a tall back frame. */
export function speedRackY(definition: Pick<BaseModuleDefinition, 'family'>): number {
  return definition.family === 'back-frame' ? 0.9 : 0.68;
}

/**
 * A box along a module's local edge: `from`/`length` in mm along the edge (west→east for n/s,
 * north→south for w/e), `inset` in metres inwards from the edge (negative: outside), `thickness`
 * across the edge, and a vertical centre and height in metres. The same spot on the edge as a
 * piece drawn there, as an axis-aligned box.
 */
export function boxAlongEdge(
  definition: BaseModuleDefinition,
  edge: Edge,
  span: { from: number; length: number },
  across: { inset: number; thickness: number },
  vertical: { y: number; height: number },
): LocalBox {
  const length = span.length * M;
  const spot = edgeSpot(moduleSize(definition), edge, span.from * M + length / 2, -across.inset, vertical.y);
  const isAlongX = edge === 'n' || edge === 's';
  return {
    center: spot.position,
    size: isAlongX ? [length, vertical.height, across.thickness] : [across.thickness, vertical.height, length],
  };
}

/** The whole module, grown by `margin` metres. */
export function moduleBox(definition: BaseModuleDefinition, margin = 0.02): LocalBox {
  const h = definition.height * M;
  return {
    center: [0, h / 2, 0],
    size: [definition.width * M + margin, h + margin, definition.depth * M + margin],
  };
}

/** Where a placed module's frame stands in the world: its centre on the floor and its turn about +y. */
export type ModulePose = { position: [number, number, number]; rotationY: number };

/**
 * A placed module's pose: moved to its position on the side (whose origin is set by P11), turned
 * like the module (clockwise seen from above, which is a negative turn about +y).
 */
export function modulePose(
  origin: readonly [number, number, number],
  module: Pick<BaseModuleInstance, 'position' | 'rotation'>,
): ModulePose {
  return {
    position: [origin[0] + module.position.x * M, origin[1], origin[2] + module.position.z * M],
    rotationY: (-module.rotation * Math.PI) / 180,
  };
}

/** The poses of the modules of one side, by module id, in the side's module order. */
export function modulePoses(
  doc: BarDocument,
  side: SideName,
  catalogue: Pick<Catalogue, 'baseModules'>,
): Map<string, ModulePose> {
  const origin = sideOrigin(doc, side, catalogue);
  return new Map(doc[side].baseModules.map((module) => [module.id, modulePose(origin, module)]));
}

/** A point of a module's own frame in world metres. */
export function toWorld(pose: ModulePose, local: readonly [number, number, number]): [number, number, number] {
  const [x, y, z] = local;
  const cos = Math.cos(pose.rotationY);
  const sin = Math.sin(pose.rotationY);
  return [pose.position[0] + x * cos + z * sin, pose.position[1] + y, pose.position[2] - x * sin + z * cos];
}
