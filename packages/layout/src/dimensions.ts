import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Edge } from '@bar/domain/edges';
import { footprint } from '@bar/domain/geometry';
import { edgeSpot, M, modulePose, moduleSize, toWorld } from './geometry.ts';
import { layoutBar, SHOW_ALL } from './pieces/layoutBar.ts';
import type { Box3, Piece } from './pieces/types.ts';
import { sideOrigin } from './sideOrigin.ts';

type Vec3 = [number, number, number];

/**
 * A measured length: from one end to the other in world metres (the layout's frame: x east, y up,
 * z south), the length in whole millimetres, and the unit direction, away from the bar, in which
 * a drawing moves the line so it stands clear of what it measures.
 */
export type DimensionSegment = { from: Vec3; to: Vec3; lengthMm: number; outward: Vec3 };

/** A module's width, measured along its customer-facing edge (front bar) or its far edge (back bar). */
export type ModuleDimension = DimensionSegment & { moduleId: string; side: SideName };

/**
 * The bar's measures: the box around everything drawn for both sides (world metres), its width
 * (x), depth (z) and height (y) as lines on the floor in front, at the east side and up the
 * front-east corner, and each module's width. Null for a bar without modules.
 */
export type BarDimensions = {
  box: Box3;
  width: DimensionSegment;
  depth: DimensionSegment;
  height: DimensionSegment;
  modules: ModuleDimension[];
};

/**
 * Whole millimetres of a length in metres. Sums of float metres land a hair off the millimetre
 * (6441.5 mm reads 6441.4999…), so the length is first rounded to micrometres, as the plan's
 * figures are: a length of a whole and a half millimetre rounds up in both.
 */
function toMm(metres: number): number {
  return Math.round(Math.round((metres / M) * 1000) / 1000);
}

/** The axis-aligned world box of a piece, turned about the vertical axis only. */
export function pieceWorldBox(piece: Piece): Box3 {
  const cos = Math.abs(Math.cos(piece.rotationY));
  const sin = Math.abs(Math.sin(piece.rotationY));
  const [sx, sy, sz] = piece.size;
  const halfX = (sx * cos + sz * sin) / 2;
  const halfZ = (sx * sin + sz * cos) / 2;
  const [x, y, z] = piece.position;
  return { min: [x - halfX, y - sy / 2, z - halfZ], max: [x + halfX, y + sy / 2, z + halfZ] };
}

function grow(box: Box3, other: Box3): void {
  for (const axis of [0, 1, 2] as const) {
    box.min[axis] = Math.min(box.min[axis], other.min[axis]);
    box.max[axis] = Math.max(box.max[axis], other.max[axis]);
  }
}

/** The edge a side's module widths are measured along: the customers' side of the front bar, the far side of the back bar. */
const MEASURED_EDGE: Record<SideName, Edge> = { front: 'n', back: 's' };

function moduleDimensions(doc: BarDocument, catalogue: Catalogue, side: SideName): ModuleDimension[] {
  const origin = sideOrigin(doc, side, catalogue);
  const edge = MEASURED_EDGE[side];
  const result: ModuleDimension[] = [];
  for (const instance of doc[side].baseModules) {
    const definition = catalogue.baseModules.get(instance.base_module_id);
    if (!definition) continue;
    const pose = modulePose(origin, instance);
    const size = moduleSize(definition);
    const start = edgeSpot(size, edge, 0, 0, 0).position;
    const end = edgeSpot(size, edge, size.width, 0, 0).position;
    const out = edgeSpot(size, edge, 0, 1, 0).position;
    const from = toWorld(pose, start);
    const to = toWorld(pose, end);
    const beyond = toWorld(pose, out);
    // Both edges run west to east on a module that is not turned, so a run of modules reads as one chain.
    result.push({
      moduleId: instance.id,
      side,
      from,
      to,
      lengthMm: definition.width,
      outward: [beyond[0] - from[0], 0, beyond[2] - from[2]],
    });
  }
  return result;
}

/**
 * The measures of a bar as drawn with both sides: the box covers the modules' footprints up to
 * their height and every piece (bar tops reaching out, front frames, signs), whatever the view
 * hides, so the figures are those of the bar that is delivered and match the PDF.
 */
export function barDimensions(doc: BarDocument, catalogue: Catalogue): BarDimensions | null {
  let box: Box3 | null = null;
  for (const side of ['front', 'back'] as const) {
    const [ox, , oz] = sideOrigin(doc, side, catalogue);
    for (const instance of doc[side].baseModules) {
      const definition = catalogue.baseModules.get(instance.base_module_id);
      if (!definition) continue;
      const rect = footprint(definition, instance.rotation, instance.position);
      const moduleBox: Box3 = {
        min: [ox + rect.minX * M, 0, oz + rect.minZ * M],
        max: [ox + rect.maxX * M, definition.height * M, oz + rect.maxZ * M],
      };
      if (box) grow(box, moduleBox);
      else box = moduleBox;
    }
  }
  if (!box) return null;
  for (const piece of layoutBar(doc, catalogue, SHOW_ALL).pieces) grow(box, pieceWorldBox(piece));
  const [minX, minY, minZ] = box.min;
  const [maxX, maxY, maxZ] = box.max;
  const floor = Math.max(0, minY);
  const diagonal = Math.SQRT1_2;
  return {
    box,
    width: { from: [minX, floor, minZ], to: [maxX, floor, minZ], lengthMm: toMm(maxX - minX), outward: [0, 0, -1] },
    depth: { from: [maxX, floor, minZ], to: [maxX, floor, maxZ], lengthMm: toMm(maxZ - minZ), outward: [1, 0, 0] },
    height: {
      from: [maxX, floor, minZ],
      to: [maxX, maxY, minZ],
      lengthMm: toMm(maxY - floor),
      outward: [diagonal, 0, -diagonal],
    },
    modules: [...moduleDimensions(doc, catalogue, 'front'), ...moduleDimensions(doc, catalogue, 'back')],
  };
}
