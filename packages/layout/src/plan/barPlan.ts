import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { footprint } from '@bar/domain/geometry';
import { barDimensions, type DimensionSegment, pieceWorldBox } from '../dimensions.ts';
import { M } from '../geometry.ts';
import { layoutBar, SHOW_ALL } from '../pieces/layoutBar.ts';
import type { Box3 } from '../pieces/types.ts';
import { sideOrigin } from '../sideOrigin.ts';

/**
 * The top view of a bar, in millimetres on the floor: x east, y south (the layout's world z), so
 * the customers (north, in front of the front bar) are at the top of a drawing that keeps y down.
 * Everything comes from the geometry the 3D view draws: module footprints, the pieces' boxes and
 * `barDimensions`, so a plan and the 3D view never disagree.
 */
export type PlanPoint = [x: number, y: number];

/** An axis-aligned rectangle on the floor, millimetres. */
export type PlanRect = { minX: number; minY: number; maxX: number; maxY: number };

/** A measured length on the floor: from one end to the other, the unit direction the line stands off in, the figure. */
export type PlanDimension = { from: PlanPoint; to: PlanPoint; outward: PlanPoint; lengthMm: number };

/** A module seen from above: its footprint's four corners clockwise from the north-west one. */
export type PlanModule = {
  moduleId: string;
  side: SideName;
  /** The catalogue's code and width: the width runs along the module's own front edge, turned or not. */
  code: string;
  widthMm: number;
  outline: PlanPoint[];
  /** The width as the editor's dimension line shows it (the customers' edge in front, the far edge behind). */
  dimension: PlanDimension;
};

/** One side of the bar: the rectangle round its modules and everything hung on them (tops, frames, signs). */
export type PlanSide = { side: SideName; outline: PlanRect };

export type BarPlan = {
  /** Everything drawn, both sides: the rectangle of `barDimensions`' box. */
  bounds: PlanRect;
  sides: PlanSide[];
  modules: PlanModule[];
  /** The counter boards (bar tops) seen from above: they reach out over the modules towards the customers. */
  counterBoards: PlanRect[];
  /** The working aisle between the front bar's back edge and the back bar's front edge (P11); null without both sides. */
  aisle: PlanRect | null;
  dimensions: { width: PlanDimension; depth: PlanDimension; aisle: PlanDimension | null };
};

/** World metres to floor millimetres, to the micrometre (sums of float metres land a hair off). */
function mm(metres: number): number {
  return Math.round(metres * 1e6) / 1e3;
}

function floorRect(box: Box3): PlanRect {
  return { minX: mm(box.min[0]), minY: mm(box.min[2]), maxX: mm(box.max[0]), maxY: mm(box.max[2]) };
}

function floorPoint(world: readonly [number, number, number]): PlanPoint {
  return [mm(world[0]), mm(world[2])];
}

function floorDimension(segment: DimensionSegment): PlanDimension {
  return {
    from: floorPoint(segment.from),
    to: floorPoint(segment.to),
    outward: [segment.outward[0], segment.outward[2]],
    lengthMm: segment.lengthMm,
  };
}

function corners(rect: PlanRect): PlanPoint[] {
  return [
    [rect.minX, rect.minY],
    [rect.maxX, rect.minY],
    [rect.maxX, rect.maxY],
    [rect.minX, rect.maxY],
  ];
}

function union(a: PlanRect | undefined, b: PlanRect): PlanRect {
  if (!a) return b;
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

/** The footprints of a side's modules, in floor millimetres. */
function footprintsOf(doc: BarDocument, catalogue: Catalogue, side: SideName) {
  const [ox, , oz] = sideOrigin(doc, side, catalogue);
  return doc[side].baseModules.flatMap((instance) => {
    const definition = catalogue.baseModules.get(instance.base_module_id);
    if (!definition) return [];
    const rect = footprint(definition, instance.rotation, instance.position);
    const floor: PlanRect = {
      minX: mm(ox + rect.minX * M),
      minY: mm(oz + rect.minZ * M),
      maxX: mm(ox + rect.maxX * M),
      maxY: mm(oz + rect.maxZ * M),
    };
    return [{ instance, definition, floor }];
  });
}

/** The aisle spans where both bars face each other, or both bars' width when they do not overlap. */
function aisleBetween(front: PlanRect, back: PlanRect): PlanRect | null {
  if (back.minY <= front.maxY) return null;
  const overlapMin = Math.max(front.minX, back.minX);
  const overlapMax = Math.min(front.maxX, back.maxX);
  const [minX, maxX] =
    overlapMax > overlapMin
      ? [overlapMin, overlapMax]
      : [Math.min(front.minX, back.minX), Math.max(front.maxX, back.maxX)];
  return { minX, minY: front.maxY, maxX, maxY: back.minY };
}

/** The plan of a bar seen from above; null for a bar without modules. */
export function barPlan(doc: BarDocument, catalogue: Catalogue): BarPlan | null {
  const measures = barDimensions(doc, catalogue);
  if (!measures) return null;
  const pieces = layoutBar(doc, catalogue, SHOW_ALL).pieces;
  const sides: PlanSide[] = [];
  const modules: PlanModule[] = [];
  const moduleLines = new Map(measures.modules.map((line) => [line.moduleId, line]));
  const footprintBoxes: Partial<Record<SideName, PlanRect>> = {};
  for (const side of ['front', 'back'] as const) {
    let outline: PlanRect | undefined;
    for (const { instance, definition, floor } of footprintsOf(doc, catalogue, side)) {
      outline = union(outline, floor);
      footprintBoxes[side] = union(footprintBoxes[side], floor);
      const line = moduleLines.get(instance.id);
      if (!line) continue;
      modules.push({
        moduleId: instance.id,
        side,
        code: definition.code,
        widthMm: definition.width,
        outline: corners(floor),
        dimension: floorDimension(line),
      });
    }
    if (!outline) continue;
    for (const piece of pieces) {
      if (piece.side !== side) continue;
      outline = union(outline, floorRect(pieceWorldBox(piece)));
    }
    sides.push({ side, outline });
  }
  const front = footprintBoxes.front;
  const back = footprintBoxes.back;
  const aisle = front && back ? aisleBetween(front, back) : null;
  const bounds = floorRect(measures.box);
  const counterBoards = pieces
    .filter((piece) => piece.family === 'counterBoard')
    .map((piece) => floorRect(pieceWorldBox(piece)));
  const aisleX = aisle ? aisle.minX : 0;
  return {
    bounds,
    sides,
    modules,
    counterBoards,
    aisle,
    dimensions: {
      width: floorDimension(measures.width),
      depth: floorDimension(measures.depth),
      aisle: aisle
        ? {
            from: [aisleX, aisle.minY],
            to: [aisleX, aisle.maxY],
            outward: [-1, 0],
            lengthMm: Math.round(aisle.maxY - aisle.minY),
          }
        : null,
    },
  };
}
