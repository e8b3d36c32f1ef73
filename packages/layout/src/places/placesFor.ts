import type { BaseModuleDefinition, Catalogue, SideName } from '@bar/domain/catalogue';
import { frameRuns } from '@bar/domain/counterBoards';
import type { BarDocument, BaseModuleInstance } from '@bar/domain/document';
import { type Edge, localEdge } from '@bar/domain/edges';
import { openEdges } from '@bar/domain/geometry';
import {
  boxAlongEdge,
  edgeLength,
  M,
  moduleBox,
  PROFILE,
  RACK_ROWS,
  ROW_HEIGHT,
  rackTop,
  rowTop,
  speedRackY,
} from '../geometry.ts';
import { type Place, type PlaceBox, type PlaceTarget, placeKey } from './placeTypes.ts';

/**
 * The editing modes that have places (specification section 2); the web's editing modes are these.
 * The parts tab's modes have none.
 */
export const PLACE_MODES = [
  'shape',
  'racks',
  'front-frames',
  'front-panels',
  'back-panels',
  'counter-boards',
  'leds',
  'bottleshelves',
  'accessories',
  'brandsigns',
  'branding',
  'side-apps',
  'accessories-accessories',
  'accessories-gn',
  'accessories-packaging',
  'parts',
] as const;
export type PlaceMode = (typeof PLACE_MODES)[number];

const SEGMENT = 600;
/** Spots for small counter-board accessories every 300 mm; GN containers take a 600 mm spot. */
export const ACCESSORY_SPOT = 300;
export const GN_SPOT = 600;
/** Module boxes reach past panels, frames and overhangs, so that a click on the module lands on its place. */
const MODULE_MARGIN = 0.2;

/** What the places of a side are built from: the bar, the side and the catalogue. */
export type PlaceScope = { doc: BarDocument; side: SideName; catalogue: Catalogue };

type Placed = { module: BaseModuleInstance; definition: BaseModuleDefinition };

function placed({ doc, side, catalogue }: PlaceScope): Placed[] {
  const result: Placed[] = [];
  for (const module of doc[side].baseModules) {
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (definition) result.push({ module, definition });
  }
  return result;
}

function place(target: PlaceTarget, frameModuleId: string, box: PlaceBox): Place {
  return { ...target, key: placeKey(target), frameModuleId, box };
}

function isOpen(module: BaseModuleInstance, edge: Edge): boolean {
  return !module.neighbours.some((link) => link.edge === edge);
}

function segments(length: number): number[] {
  return Array.from({ length: Math.floor(length / SEGMENT) }, (_, index) => index * SEGMENT);
}

/** Each placed module (to rotate or remove it), then the open edges where a new module snaps on. */
export function baseModulePlaces(scope: PlaceScope): Place[] {
  const { doc, side, catalogue } = scope;
  const all = placed(scope);
  const byId = new Map(all.map((entry) => [entry.module.id, entry]));
  const result = all.map(({ module, definition }) =>
    place({ kind: 'module', moduleId: module.id }, module.id, moduleBox(definition, MODULE_MARGIN)),
  );
  for (const open of openEdges(doc[side], catalogue)) {
    const entry = byId.get(open.moduleId);
    if (!entry) continue;
    const edge = localEdge(open.edge, entry.module.rotation);
    const box = boxAlongEdge(
      entry.definition,
      edge,
      { from: 0, length: edgeLength(entry.definition, edge) },
      // A low strip on the floor where the new module would stand: it hides nothing behind it.
      { inset: -0.32, thickness: 0.6 },
      { y: 0.04, height: 0.08 },
    );
    result.push(place({ kind: 'attachEdge', moduleId: open.moduleId, edge: open.edge }, open.moduleId, box));
  }
  return result;
}

/**
 * The height band of a rack row (1 = bottom), in metres, as the rows are drawn. The top row
 * reaches up over the top rail in front of it, so that seen from above the rail does not hide the
 * row (the worktop there sits right under the rail).
 */
function rowBand(definition: BaseModuleDefinition, row: number): { y: number; height: number } {
  const height = definition.height * M;
  const top = rowTop(height, row);
  const bottom = top - ROW_HEIGHT + 0.001;
  const upTo = row >= RACK_ROWS ? top + PROFILE : top + 0.003;
  return { y: (bottom + upTo) / 2, height: upTo - bottom };
}

export function rackRowPlaces(scope: PlaceScope): Place[] {
  const result: Place[] = [];
  for (const { module, definition } of placed(scope)) {
    const d = definition.depth * M;
    module.racks.forEach((rack, rackIndex) => {
      const x = (-definition.width / 2 + rack.x + SEGMENT / 2) * M;
      for (const row of rack.mounts) {
        const target = {
          kind: 'rackRow' as const,
          moduleId: module.id,
          rackId: rack.id,
          rackNumber: rackIndex + 1,
          row,
        };
        // Through the whole rack and a little past its rails, and just over the row's top, so that
        // neither a rail nor the worktop on the row hides the row's place.
        const band = rowBand(definition, row);
        const box: PlaceBox = { center: [x, band.y, 0], size: [0.54, band.height, d + 0.04] };
        result.push(place(target, module.id, box));
      }
    });
  }
  return result;
}

type FrameMount = BaseModuleDefinition['frontFrameMounts'][number];

/**
 * Places along each front-frame mount of the side. A mount without its frame still shows its
 * places: the menu then says a frame is needed first (C5).
 */
function alongFrameMounts(
  scope: PlaceScope,
  placesOf: (entry: Placed, mount: FrameMount, height: number) => Place[],
): Place[] {
  return placed(scope).flatMap((entry) =>
    entry.definition.frontFrameMounts.flatMap((mount) => placesOf(entry, mount, entry.definition.height * M)),
  );
}

export function frameMountPlaces(scope: PlaceScope): Place[] {
  return alongFrameMounts(scope, ({ module, definition }, mount, h) => {
    const target = { kind: 'frameMount' as const, moduleId: module.id, mountId: mount.id, isFixed: mount.fixed };
    const span = { from: mount.offset, length: mount.width };
    const box = boxAlongEdge(
      definition,
      mount.edge,
      span,
      { inset: -0.1, thickness: 0.2 },
      { y: h / 2, height: h * 0.9 },
    );
    return [place(target, module.id, box)];
  });
}

/** The LED bar glows along the frame's top, right under the bar top. */
export function ledSlotPlaces(scope: PlaceScope): Place[] {
  return alongFrameMounts(scope, ({ module, definition }, mount, h) => {
    const span = { from: mount.offset, length: mount.width };
    const box = boxAlongEdge(
      definition,
      mount.edge,
      span,
      { inset: -0.15, thickness: 0.2 },
      { y: h - 0.04, height: 0.08 },
    );
    return [place({ kind: 'ledSlot', moduleId: module.id, mountId: mount.id }, module.id, box)];
  });
}

/** 600 mm segments of each frame for bag hooks and the like. */
export function hookSlotPlaces(scope: PlaceScope): Place[] {
  return alongFrameMounts(scope, ({ module, definition }, mount, h) =>
    segments(mount.width).map((from, index) => {
      const target = { kind: 'hookSlot' as const, moduleId: module.id, mountId: mount.id, position: index + 1 };
      const box = boxAlongEdge(
        definition,
        mount.edge,
        { from: mount.offset + from, length: SEGMENT },
        { inset: -0.14, thickness: 0.2 },
        // Bag hooks hang on the frame's top rail, below the LED bar.
        { y: h - 0.17, height: 0.14 },
      );
      return place(target, module.id, box);
    }),
  );
}

export function speedRackSlotPlaces(scope: PlaceScope): Place[] {
  const result: Place[] = [];
  for (const { module, definition } of placed(scope)) {
    for (const edge of ['s', 'w', 'e'] as const) {
      if (!isOpen(module, edge)) continue;
      for (const offset of segments(edgeLength(definition, edge))) {
        const box = boxAlongEdge(
          definition,
          edge,
          { from: offset, length: SEGMENT },
          { inset: -0.08, thickness: 0.14 },
          // From the trough's floor up over its front plate, at the height the rack is drawn.
          { y: speedRackY(definition) - 0.06, height: 0.14 },
        );
        result.push(place({ kind: 'speedRackSlot', moduleId: module.id, edge, offset }, module.id, box));
      }
    }
  }
  return result;
}

export function panelMountPlaces(scope: PlaceScope): Place[] {
  return placed(scope).flatMap(({ module, definition }) =>
    definition.panelMounts
      .filter((mount) => isOpen(module, mount.edge))
      .map((mount) => {
        const box = boxAlongEdge(
          definition,
          mount.edge,
          { from: mount.offset, length: mount.width },
          { inset: -0.09, thickness: 0.12 },
          { y: 0.52, height: 0.9 },
        );
        const target = { kind: 'panelMount' as const, moduleId: module.id, mountId: mount.id, edge: mount.edge };
        return place(target, module.id, box);
      }),
  );
}

export function backPanelPlaces(scope: PlaceScope): Place[] {
  return placed(scope)
    .filter(({ definition }) => definition.side === 'back')
    .flatMap(({ module, definition }) =>
      (['bottom', 'top'] as const).map((position) => {
        // The back wall stands inside the s edge: the bottom panel behind the racks, the top one above them.
        const top = rackTop(definition.height * M);
        const [from, to] = position === 'bottom' ? [0.04, top - 0.02] : [top + 0.04, definition.height * M - 0.02];
        const box = boxAlongEdge(
          definition,
          's',
          { from: 0, length: definition.width },
          { inset: 0.05, thickness: 0.1 },
          { y: (from + to) / 2, height: to - from },
        );
        return place({ kind: 'backPanel', moduleId: module.id, position }, module.id, box);
      }),
    );
}

/** Bar tops stand on the front bar only. */
export function runPlaces(scope: PlaceScope): Place[] {
  const { doc, side, catalogue } = scope;
  if (side !== 'front') return [];
  const byId = new Map(placed(scope).map((entry) => [entry.module.id, entry]));
  return frameRuns(doc.front, catalogue).flatMap((run) => {
    const entry = byId.get(run.root.id);
    if (!entry) return [];
    const h = entry.definition.height * M;
    const box = boxAlongEdge(
      entry.definition,
      'n',
      { from: 0, length: run.length },
      { inset: 0.14, thickness: 0.4 },
      { y: h + 0.04, height: 0.08 },
    );
    return [place({ kind: 'run', rootId: run.root.id }, run.root.id, box)];
  });
}

/** A spot `span` long at `runOffset` along a run: from the bar top's surface up (GN containers sink in, openers sit on it). */
function boardSpot(entry: Placed, boardId: string, offset: number, span: number, runOffset: number): Place {
  const h = entry.definition.height * M;
  const box = boxAlongEdge(
    entry.definition,
    'n',
    { from: runOffset, length: span },
    { inset: 0.12, thickness: 0.34 },
    { y: h + 0.03, height: 0.14 },
  );
  const target = { kind: 'boardSpot' as const, rootId: entry.module.id, boardId, offset, span, runOffset };
  return place(target, entry.module.id, box);
}

/**
 * Spots on the bar tops of each run, and on the part of the run no bar top covers yet: there the
 * menu says a bar top is needed first (C7) instead of the place silently missing.
 */
export function boardSpotPlaces(scope: PlaceScope, span: number): Place[] {
  const { doc, side, catalogue } = scope;
  if (side !== 'front') return [];
  const all = placed(scope);
  const result: Place[] = [];
  for (const entry of all) {
    for (const board of entry.module.counterBoards.filter((candidate) => candidate.edge === 'n')) {
      for (let offset = 0; offset + span <= board.width; offset += span) {
        result.push(boardSpot(entry, board.id, offset, span, board.offset + offset));
      }
    }
  }
  const byId = new Map(all.map((entry) => [entry.module.id, entry]));
  for (const run of frameRuns(doc.front, catalogue)) {
    const entry = byId.get(run.root.id);
    if (!entry) continue;
    const boards = entry.module.counterBoards.filter((candidate) => candidate.edge === 'n');
    const covered = Math.max(0, ...boards.map((board) => board.offset + board.width));
    for (let from = covered; from + span <= run.length; from += span) {
      result.push(boardSpot(entry, '', from, span, from));
    }
  }
  return result;
}

export function shelfSpotPlaces(scope: PlaceScope): Place[] {
  const result: Place[] = [];
  for (const { module, definition } of placed(scope)) {
    if (module.racks.length === 0) continue;
    const h = definition.height * M;
    for (const offset of segments(definition.width)) {
      const x = (-definition.width / 2 + offset + SEGMENT / 2) * M;
      const box: PlaceBox = { center: [x, h + 0.22, 0.05], size: [0.58, 0.2, 0.3] };
      result.push(place({ kind: 'shelfSpot', moduleId: module.id, offset }, module.id, box));
    }
  }
  return result;
}

/** Side applications go on the open ends of front-bar modules with a front frame. */
export function sideEndPlaces(scope: PlaceScope): Place[] {
  if (scope.side !== 'front') return [];
  const result: Place[] = [];
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

export function bannerEdgePlaces(scope: PlaceScope): Place[] {
  const { side } = scope;
  const edges: Edge[] = side === 'front' ? ['n', 'w', 'e'] : ['n', 's', 'w', 'e'];
  const result: Place[] = [];
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
export function signModulePlaces(scope: PlaceScope): Place[] {
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
export function placesFor(mode: PlaceMode, side: SideName, doc: BarDocument, catalogue: Catalogue): Place[] {
  const scope = { doc, side, catalogue };
  switch (mode) {
    case 'shape':
      return baseModulePlaces(scope);
    case 'racks':
      return rackRowPlaces(scope);
    case 'front-frames':
      return frameMountPlaces(scope);
    case 'leds':
      return ledSlotPlaces(scope);
    case 'accessories':
      return [...hookSlotPlaces(scope), ...speedRackSlotPlaces(scope)];
    case 'front-panels':
      return panelMountPlaces(scope);
    case 'back-panels':
      return backPanelPlaces(scope);
    case 'counter-boards':
      return runPlaces(scope);
    case 'accessories-accessories':
      return boardSpotPlaces(scope, ACCESSORY_SPOT);
    case 'accessories-gn':
      return boardSpotPlaces(scope, GN_SPOT);
    case 'bottleshelves':
      return shelfSpotPlaces(scope);
    case 'side-apps':
      return sideEndPlaces(scope);
    case 'branding':
      return bannerEdgePlaces(scope);
    case 'brandsigns':
      return signModulePlaces(scope);
    case 'accessories-packaging':
    case 'parts':
      return [];
  }
}
