import type { Anchor, BaseModuleDefinition, Catalogue } from './catalogue.ts';
import type { BarSide, BaseModuleInstance, Neighbour } from './document.ts';
import { EDGES, type Edge, localEdge, oppositeEdge, type Rotation, worldEdge } from './edges.ts';
import { type Mm, mm } from './units.ts';

export type Point = { x: Mm; z: Mm };
export type Rect = { minX: Mm; maxX: Mm; minZ: Mm; maxZ: Mm };

/** Rotates a module-local point clockwise (seen from above, north = -z) about the centre. */
export function rotatePoint(point: { x: number; z: number }, rotation: Rotation): Point {
  switch (rotation) {
    case 0:
      return { x: mm(point.x), z: mm(point.z) };
    case 90:
      return { x: mm(-point.z + 0), z: mm(point.x) };
    case 180:
      return { x: mm(-point.x + 0), z: mm(-point.z + 0) };
    case 270:
      return { x: mm(point.z), z: mm(-point.x + 0) };
  }
}

export function footprint(
  definition: Pick<BaseModuleDefinition, 'width' | 'depth'>,
  rotation: Rotation,
  position: Point,
): Rect {
  const isTurned = rotation === 90 || rotation === 270;
  const halfX = (isTurned ? definition.depth : definition.width) / 2;
  const halfZ = (isTurned ? definition.width : definition.depth) / 2;
  return {
    minX: mm(position.x - halfX),
    maxX: mm(position.x + halfX),
    minZ: mm(position.z - halfZ),
    maxZ: mm(position.z + halfZ),
  };
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minZ < b.maxZ && b.minZ < a.maxZ;
}

export type WorldAnchor = Point & { edge: Edge };

/** The anchors of a placed module in world coordinates, with the world direction of their edge. */
export function worldAnchors(definition: BaseModuleDefinition, rotation: Rotation, position: Point): WorldAnchor[] {
  return definition.anchors.map((anchor: Anchor) => {
    const turned = rotatePoint(anchor, rotation);
    return { x: mm(position.x + turned.x), z: mm(position.z + turned.z), edge: worldEdge(anchor.edge, rotation) };
  });
}

/** Anchors along one world edge, ordered west to east, then north to south. */
export function anchorsOnEdge(anchors: readonly WorldAnchor[], edge: Edge): WorldAnchor[] {
  return anchors.filter((anchor) => anchor.edge === edge).sort((a, b) => a.x - b.x || a.z - b.z);
}

function edgeSpan(rect: Rect, edge: Edge): { line: number; from: number; to: number } {
  switch (edge) {
    case 'n':
      return { line: rect.minZ, from: rect.minX, to: rect.maxX };
    case 's':
      return { line: rect.maxZ, from: rect.minX, to: rect.maxX };
    case 'w':
      return { line: rect.minX, from: rect.minZ, to: rect.maxZ };
    case 'e':
      return { line: rect.maxX, from: rect.minZ, to: rect.maxZ };
  }
}

/** Whether two placed modules touch along a shared stretch of A's world edge. */
function touchAlong(a: Rect, b: Rect, edge: Edge): boolean {
  const spanA = edgeSpan(a, edge);
  const spanB = edgeSpan(b, oppositeEdge(edge));
  if (spanA.line !== spanB.line) return false;
  return Math.min(spanA.to, spanB.to) - Math.max(spanA.from, spanB.from) > 0;
}

export type PlacedModule = {
  instance: BaseModuleInstance;
  definition: BaseModuleDefinition;
  rect: Rect;
  anchors: WorldAnchor[];
};

export function placeModules(side: BarSide, catalogue: Catalogue): PlacedModule[] {
  const placed: PlacedModule[] = [];
  for (const instance of side.baseModules) {
    const definition = catalogue.baseModules.get(instance.base_module_id);
    if (!definition) continue;
    placed.push({
      instance,
      definition,
      rect: footprint(definition, instance.rotation, instance.position),
      anchors: worldAnchors(definition, instance.rotation, instance.position),
    });
  }
  return placed;
}

function sharesAnchor(a: PlacedModule, b: PlacedModule, edge: Edge): boolean {
  const facing = oppositeEdge(edge);
  return a.anchors.some(
    (anchor) =>
      anchor.edge === edge &&
      b.anchors.some((other) => other.edge === facing && other.x === anchor.x && other.z === anchor.z),
  );
}

/**
 * Neighbour links that follow from the modules' positions (P1): two modules are neighbours across
 * an edge when they touch along it and share an anchor point there. Links are symmetric by
 * construction and name each module's own (local) edge.
 */
export function computeNeighbours(side: BarSide, catalogue: Catalogue): Map<string, Neighbour[]> {
  const placed = placeModules(side, catalogue);
  const links = new Map<string, Neighbour[]>(side.baseModules.map((module) => [module.id, []]));
  for (let i = 0; i < placed.length; i++) {
    const a = placed[i] as PlacedModule;
    for (let j = i + 1; j < placed.length; j++) {
      const b = placed[j] as PlacedModule;
      for (const edge of EDGES) {
        if (!touchAlong(a.rect, b.rect, edge) || !sharesAnchor(a, b, edge)) continue;
        links.get(a.instance.id)?.push({ id: b.instance.id, edge: localEdge(edge, a.instance.rotation) });
        links.get(b.instance.id)?.push({
          id: a.instance.id,
          edge: localEdge(oppositeEdge(edge), b.instance.rotation),
        });
      }
    }
  }
  for (const list of links.values()) list.sort((x, y) => x.edge.localeCompare(y.edge) || x.id.localeCompare(y.id));
  return links;
}

export function relinkNeighbours(side: BarSide, catalogue: Catalogue): BarSide {
  const links = computeNeighbours(side, catalogue);
  return {
    ...side,
    baseModules: side.baseModules.map((module) => ({ ...module, neighbours: links.get(module.id) ?? [] })),
  };
}

export function sameNeighbours(a: readonly Neighbour[], b: readonly Neighbour[]): boolean {
  const key = (list: readonly Neighbour[]) =>
    list
      .map((link) => `${link.edge}:${link.id}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}

/** Open world edges of a side: where a new module could snap on. */
export function openEdges(side: BarSide, catalogue: Catalogue): { moduleId: string; edge: Edge }[] {
  const result: { moduleId: string; edge: Edge }[] = [];
  for (const placed of placeModules(side, catalogue)) {
    const taken = new Set(placed.instance.neighbours.map((link) => worldEdge(link.edge, placed.instance.rotation)));
    for (const edge of EDGES) {
      if (!taken.has(edge) && placed.anchors.some((anchor) => anchor.edge === edge)) {
        result.push({ moduleId: placed.instance.id, edge });
      }
    }
  }
  return result;
}
