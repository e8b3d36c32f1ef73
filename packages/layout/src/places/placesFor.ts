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

type Placed = { module: BaseModuleInstance; definition: BaseModuleDefinition };

function placed(doc: BarDocument, side: SideName, catalogue: Catalogue): Placed[] {
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

function shapePlaces(doc: BarDocument, side: SideName, catalogue: Catalogue, all: Placed[]): Place[] {
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

function rackPlaces(all: Placed[]): Place[] {
  const result: Place[] = [];
  for (const { module, definition } of all) {
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

function framePlaces(all: Placed[], mode: 'front-frames' | 'leds' | 'accessories'): Place[] {
  const result: Place[] = [];
  for (const { module, definition } of all) {
    const h = definition.height * M;
    for (const mount of definition.frontFrameMounts) {
      const span = { from: mount.offset, length: mount.width };
      if (mode === 'front-frames') {
        const target = { kind: 'frameMount' as const, moduleId: module.id, mountId: mount.id, isFixed: mount.fixed };
        const box = boxAlongEdge(
          definition,
          mount.edge,
          span,
          { inset: -0.1, thickness: 0.2 },
          { y: h / 2, height: h * 0.9 },
        );
        result.push(place(target, module.id, box));
        continue;
      }
      // A mount without its frame still shows its places: the menu then says a frame is needed first (C5).
      if (mode === 'leds') {
        // The LED bar glows along the frame's top, right under the bar top.
        const box = boxAlongEdge(
          definition,
          mount.edge,
          span,
          { inset: -0.15, thickness: 0.2 },
          { y: h - 0.04, height: 0.08 },
        );
        result.push(place({ kind: 'ledSlot', moduleId: module.id, mountId: mount.id }, module.id, box));
        continue;
      }
      segments(mount.width).forEach((from, index) => {
        const target = { kind: 'hookSlot' as const, moduleId: module.id, mountId: mount.id, position: index + 1 };
        const box = boxAlongEdge(
          definition,
          mount.edge,
          { from: mount.offset + from, length: SEGMENT },
          { inset: -0.14, thickness: 0.2 },
          // Bag hooks hang on the frame's top rail, below the LED bar.
          { y: h - 0.17, height: 0.14 },
        );
        result.push(place(target, module.id, box));
      });
    }
  }
  return result;
}

function speedRackPlaces(all: Placed[]): Place[] {
  const result: Place[] = [];
  for (const { module, definition } of all) {
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

function panelPlaces(all: Placed[]): Place[] {
  return all.flatMap(({ module, definition }) =>
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

function backPanelPlaces(all: Placed[]): Place[] {
  return all
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

function runPlaces(doc: BarDocument, catalogue: Catalogue, all: Placed[]): Place[] {
  const byId = new Map(all.map((entry) => [entry.module.id, entry]));
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
function boardSpotPlaces(doc: BarDocument, catalogue: Catalogue, all: Placed[], span: number): Place[] {
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

function shelfPlaces(all: Placed[]): Place[] {
  const result: Place[] = [];
  for (const { module, definition } of all) {
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

function sideEndPlaces(all: Placed[]): Place[] {
  const result: Place[] = [];
  for (const { module, definition } of all) {
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

function bannerPlaces(all: Placed[], side: SideName): Place[] {
  const edges: Edge[] = side === 'front' ? ['n', 'w', 'e'] : ['n', 's', 'w', 'e'];
  const result: Place[] = [];
  for (const { module, definition } of all) {
    for (const edge of edges) {
      if (!isOpen(module, edge)) continue;
      const box = bannerBox(definition, side, edge);
      result.push(place({ kind: 'bannerEdge', moduleId: module.id, edge }, module.id, box));
    }
  }
  return result;
}

/** A hanging sign hangs from the frame's top on its edge (n unless the sign says otherwise). */
function signPlaces(all: Placed[]): Place[] {
  return all.map(({ module, definition }) => {
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
  const all = placed(doc, side, catalogue);
  switch (mode) {
    case 'shape':
      return shapePlaces(doc, side, catalogue, all);
    case 'racks':
      return rackPlaces(all);
    case 'front-frames':
    case 'leds':
      return framePlaces(all, mode);
    case 'accessories':
      return [...framePlaces(all, 'accessories'), ...speedRackPlaces(all)];
    case 'front-panels':
      return panelPlaces(all);
    case 'back-panels':
      return backPanelPlaces(all);
    case 'counter-boards':
      return side === 'front' ? runPlaces(doc, catalogue, all) : [];
    case 'accessories-accessories':
      return side === 'front' ? boardSpotPlaces(doc, catalogue, all, ACCESSORY_SPOT) : [];
    case 'accessories-gn':
      return side === 'front' ? boardSpotPlaces(doc, catalogue, all, GN_SPOT) : [];
    case 'bottleshelves':
      return shelfPlaces(all);
    case 'side-apps':
      return side === 'front' ? sideEndPlaces(all) : [];
    case 'branding':
      return bannerPlaces(all, side);
    case 'brandsigns':
      return signPlaces(all);
    case 'accessories-packaging':
    case 'parts':
      return [];
  }
}
