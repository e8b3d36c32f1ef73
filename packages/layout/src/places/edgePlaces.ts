// The places at a side's ends and edges: side applications, banners and brand signs.
import type { BaseModuleDefinition, SideName } from '@bar/domain/catalogue';
import type { Edge } from '@bar/domain/edges';
import { boxAlongEdge, edgeLength, M } from '../geometry.ts';
import { isOpen, type PlaceBox, type PlaceOf, type PlaceScope, place, placed } from './placeScope.ts';

/** The places at a module's ends and edges, as targets (see `PlaceTarget`); a new kind adds its name to `EDGE_PLACE_KINDS`. */
export type EdgePlaceTarget =
  | { kind: 'sideEnd'; moduleId: string; sideOf: 'left' | 'right' }
  | { kind: 'bannerEdge'; moduleId: string; edge: Edge }
  | { kind: 'signModule'; moduleId: string };

export const EDGE_PLACE_KINDS = [
  'sideEnd',
  'bannerEdge',
  'signModule',
] as const satisfies readonly EdgePlaceTarget['kind'][];

/** A place this file builds. */
type EdgePlace = PlaceOf<EdgePlaceTarget>;

export function sideEndPlaces(scope: PlaceScope): EdgePlace[] {
  if (scope.side !== 'front') return [];
  const result: EdgePlace[] = [];
  for (const { module, definition } of placed(scope)) {
    if (definition.frontFrameMounts.length === 0) continue;
    const h = definition.height * M;
    for (const [edge, sideOf] of [
      ['w', 'left'],
      ['e', 'right'],
    ] as const) {
      if (!isOpen(module, edge)) continue;
      const box = boxAlongEdge(
        definition,
        edge,
        { from: 0, length: definition.depth },
        { inset: -0.15, thickness: 0.3 },
        { y: h - 0.05, height: 0.1 },
      );
      result.push(place({ kind: 'sideEnd', moduleId: module.id, sideOf }, module.id, box));
    }
  }
  return result;
}

/**
 * Where a banner on an edge is drawn: on the panel or the frame in front of the edge (front bar);
 * on the back bar over the whole frame's height, and for the n edge (the bartender's) on the face
 * of the back wall, which stands inside the s edge.
 */
function bannerBox(definition: BaseModuleDefinition, side: SideName, edge: Edge): PlaceBox {
  const h = definition.height * M;
  // Out of the edge line: a banner sits on a panel (25 mm out) or on a front frame's panel (105 mm out).
  const outside = { inset: -0.06, thickness: 0.16 };
  if (side === 'front') {
    const full = { from: 0, length: edgeLength(definition, edge) };
    return boxAlongEdge(definition, edge, full, outside, { y: Math.min(h, 1.1) / 2, height: Math.min(h, 1.1) * 0.8 });
  }
  const vertical = { y: (0.1 + h - 0.05) / 2, height: h - 0.15 };
  if (edge !== 'n')
    return boxAlongEdge(definition, edge, { from: 0, length: edgeLength(definition, edge) }, outside, vertical);
  return boxAlongEdge(
    definition,
    's',
    { from: 0, length: definition.width },
    { inset: 0.06, thickness: 0.1 },
    vertical,
  );
}

export function bannerEdgePlaces(scope: PlaceScope): EdgePlace[] {
  const { side } = scope;
  const edges: Edge[] = side === 'front' ? ['n', 'w', 'e'] : ['n', 's', 'w', 'e'];
  const result: EdgePlace[] = [];
  for (const { module, definition } of placed(scope)) {
    for (const edge of edges) {
      if (!isOpen(module, edge)) continue;
      const box = bannerBox(definition, side, edge);
      result.push(place({ kind: 'bannerEdge', moduleId: module.id, edge }, module.id, box));
    }
  }
  return result;
}

/** A hanging sign hangs from the frame's top on its edge (n unless the sign says otherwise). */
export function signModulePlaces(scope: PlaceScope): EdgePlace[] {
  return placed(scope).map(({ module, definition }) => {
    const edge = module.brandsigns[0]?.edge ?? 'n';
    const h = definition.height * M;
    const box = boxAlongEdge(
      definition,
      edge,
      { from: 0, length: edgeLength(definition, edge) },
      // Out to the face of a front frame and a panel, which the sign hangs in front of.
      { inset: -0.08, thickness: 0.18 },
      { y: h - 0.35, height: 0.6 },
    );
    return place({ kind: 'signModule', moduleId: module.id }, module.id, box);
  });
}

/** The places of a mode on one side of the bar, each with its box in its module's frame. */
