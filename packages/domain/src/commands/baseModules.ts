import type { BaseModuleDefinition, Catalogue, SideName } from '../catalogue.ts';
import { findPartByCode, frontFramePartCode } from '../catalogue.ts';
import { counterBoardParts } from '../counterBoards.ts';
import type { BarDocument, BarSide, BaseModuleInstance, Branding, FrontFrame } from '../document.ts';
import { emptyModuleItems, findModule, getSide, withSide } from '../document.ts';
import { type Edge, localEdge, oppositeEdge, ROTATIONS, type Rotation, worldEdge } from '../edges.ts';
import {
  anchorsOnEdge,
  footprint,
  openEdges,
  type Point,
  placeModules,
  rectsOverlap,
  worldAnchors,
} from '../geometry.ts';
import { mm } from '../units.ts';
import { pick, type StepRule } from './editSteps.ts';
import { settleSide } from './settle.ts';
import { type Change, type CommandResult, type CommandsOf, type EditContext, refuse } from './types.ts';

export type AddBaseModuleInput = {
  side: SideName;
  baseModuleId: number;
  rotation?: Rotation;
  /** Where to snap on: a placed module and the world edge to attach to. Default: east end of the bar. */
  attach?: { moduleId: string; edge: Edge };
};

function defaultAttachTarget(side: BarSide, catalogue: Catalogue): { moduleId: string; edge: Edge } | undefined {
  const placed = placeModules(side, catalogue);
  let best: (typeof placed)[number] | undefined;
  for (const candidate of placed) {
    if (!best || candidate.rect.maxX > best.rect.maxX) best = candidate;
  }
  return best ? { moduleId: best.instance.id, edge: 'e' } : undefined;
}

/** P1: where the new module goes so that its first anchor on the facing edge meets the target's. */
function snapPosition(
  side: BarSide,
  catalogue: Catalogue,
  definition: BaseModuleDefinition,
  rotation: Rotation,
  attach: { moduleId: string; edge: Edge },
): Point | 'unknownModule' | 'noAnchor' {
  const target = findModule(side, attach.moduleId);
  const targetDefinition = target && catalogue.baseModules.get(target.base_module_id);
  if (!target || !targetDefinition) return 'unknownModule';
  const targetAnchors = anchorsOnEdge(worldAnchors(targetDefinition, target.rotation, target.position), attach.edge);
  const ownAnchors = anchorsOnEdge(
    worldAnchors(definition, rotation, { x: mm(0), z: mm(0) }),
    oppositeEdge(attach.edge),
  );
  const targetAnchor = targetAnchors[0];
  const ownAnchor = ownAnchors[0];
  if (!targetAnchor || !ownAnchor) return 'noAnchor';
  return { x: mm(targetAnchor.x - ownAnchor.x), z: mm(targetAnchor.z - ownAnchor.z) };
}

function initialPosition(definition: BaseModuleDefinition, rotation: Rotation): Point {
  const rect = footprint(definition, rotation, { x: mm(0), z: mm(0) });
  return { x: mm(-rect.minX), z: mm(-rect.minZ) };
}

function defaultFrontFrames(
  definition: BaseModuleDefinition,
  side: SideName,
  context: EditContext,
): FrontFrame[] | 'frontFramePartMissing' {
  const frames: FrontFrame[] = [];
  for (const mount of definition.frontFrameMounts) {
    if (side !== 'front' && !mount.fixed) continue;
    const part = findPartByCode(context.catalogue, frontFramePartCode(definition, mount));
    if (!part) return 'frontFramePartMissing';
    frames.push({ id: context.newId(), mount_id: mount.id, part_id: part.id, color: null });
  }
  return frames;
}

function newInstance(
  definition: BaseModuleDefinition,
  rotation: Rotation,
  position: Point,
  frontFrames: FrontFrame[],
  context: EditContext,
): BaseModuleInstance {
  return {
    id: context.newId(),
    base_module_id: definition.id,
    rotation,
    position,
    racks: definition.racks.map((rack) => ({
      id: context.newId(),
      x: rack.x,
      worktop: null,
      inserts: [],
      slots: [...rack.slots],
      mounts: [...rack.mounts],
    })),
    neighbours: [],
    frontFrames,
    ...emptyModuleItems(),
  };
}

function linkedIds(side: BarSide, moduleId: string): string[] {
  return findModule(side, moduleId)?.neighbours.map((link) => link.id) ?? [];
}

/** P1, P2, C2: adds a base module by snapping it onto the bar; front frames get counter boards. */
export function addBaseModule(doc: BarDocument, context: EditContext, input: AddBaseModuleInput): CommandResult {
  const { catalogue } = context;
  const definition = catalogue.baseModules.get(input.baseModuleId);
  if (!definition) return refuse('unknownBaseModule', 'CAT', { baseModuleId: input.baseModuleId });
  if (definition.side !== input.side) return refuse('wrongSide', 'CAT', { side: input.side });
  const boardParts = counterBoardParts(catalogue);
  if (input.side === 'front' && definition.frontFrameMounts.length > 0 && !boardParts) {
    return refuse('counterBoardPartsMissing', 'C7');
  }

  const rotation = input.rotation ?? 0;
  const side = getSide(doc, input.side);
  const attach = input.attach ?? defaultAttachTarget(side, catalogue);
  let position = initialPosition(definition, rotation);
  if (attach) {
    const snapped = snapPosition(side, catalogue, definition, rotation, attach);
    if (snapped === 'unknownModule') return refuse('unknownModule', 'P1', { moduleId: attach.moduleId });
    if (snapped === 'noAnchor') return refuse('noAnchor', 'P1', { edge: attach.edge });
    position = snapped;
    // P10: a bar gets larger on a side edge only after the side branding there is removed.
    const target = findModule(side, attach.moduleId);
    const hasSideBranding = side.brandings.some(
      (branding) =>
        branding.base_module_id === attach.moduleId &&
        target !== undefined &&
        worldEdge(branding.edge, target.rotation) === attach.edge,
    );
    if (hasSideBranding) return refuse('removeSideBrandingFirst', 'P10', { moduleId: attach.moduleId });
  }
  const rect = footprint(definition, rotation, position);
  if (placeModules(side, catalogue).some((placed) => rectsOverlap(placed.rect, rect))) {
    return refuse('overlap', 'P1');
  }
  const frontFrames = defaultFrontFrames(definition, input.side, context);
  if (frontFrames === 'frontFramePartMissing') return refuse('frontFramePartMissing', 'C7');

  const instance = newInstance(definition, rotation, position, frontFrames, context);
  const changes: Change[] = [{ kind: 'moduleAdded', side: input.side, moduleId: instance.id }];
  const next = settleSide(
    side,
    { ...side, baseModules: [...side.baseModules, instance] },
    input.side,
    catalogue,
    context.newId,
    new Set([instance.id]),
    changes,
  );
  const linked = linkedIds(next, instance.id);
  if (linked.length > 0)
    changes.push({ kind: 'neighboursLinked', side: input.side, moduleIds: [instance.id, ...linked] });
  if (frontFrames.length > 0)
    changes.push({ kind: 'frontFramesAdded', moduleId: instance.id, count: frontFrames.length });
  return { ok: true, doc: withSide(doc, input.side, next), changes, history: true };
}

export type RemoveBaseModuleInput = { side: SideName; moduleId: string };

/** P6: brandings of a removed module pass to a former neighbour whose edge is wide enough. */
function passBrandings(
  side: BarSide,
  removed: BaseModuleInstance,
  catalogue: EditContext['catalogue'],
  changes: Change[],
): BarSide {
  const own = side.brandings.filter((branding) => branding.base_module_id === removed.id);
  if (own.length === 0) return side;
  const kept: Branding[] = [];
  let dropped = 0;
  for (const branding of own) {
    const world = worldEdge(branding.edge, removed.rotation);
    const heir = removed.neighbours
      .map((link) => findModule(side, link.id))
      .find((candidate) => {
        if (!candidate) return false;
        const definition = catalogue.baseModules.get(candidate.base_module_id);
        const edge = localEdge(world, candidate.rotation);
        const length = edge === 'n' || edge === 's' ? definition?.width : definition?.depth;
        return length !== undefined && branding.width <= length;
      });
    if (heir) kept.push({ ...branding, base_module_id: heir.id, edge: localEdge(world, heir.rotation) });
    else dropped += 1;
  }
  if (dropped > 0) changes.push({ kind: 'brandingsRemoved', count: dropped });
  if (kept.length > 0) changes.push({ kind: 'brandingsMoved', count: kept.length });
  return {
    ...side,
    brandings: [...side.brandings.filter((branding) => branding.base_module_id !== removed.id), ...kept],
  };
}

/** P6: removes a module, clears its links, shortens counter boards, clears neighbours' bottle shelves. */
export function removeBaseModule(doc: BarDocument, context: EditContext, input: RemoveBaseModuleInput): CommandResult {
  const { catalogue } = context;
  const side = getSide(doc, input.side);
  const removed = findModule(side, input.moduleId);
  if (!removed) return refuse('unknownModule', 'P6', { moduleId: input.moduleId });
  const changes: Change[] = [{ kind: 'moduleRemoved', side: input.side, moduleId: input.moduleId }];
  const formerNeighbours = new Set(removed.neighbours.map((link) => link.id));
  const shelvesCleared: string[] = [];
  const remaining = side.baseModules
    .filter((module) => module.id !== input.moduleId)
    .map((module) => {
      if (!formerNeighbours.has(module.id) || module.bottle_shelves.length === 0) return module;
      shelvesCleared.push(module.id);
      return { ...module, bottle_shelves: [] };
    });
  if (shelvesCleared.length > 0) changes.push({ kind: 'bottleShelvesRemoved', moduleIds: shelvesCleared });
  const handedOver = passBrandings(side, removed, catalogue, changes);
  return settled(doc, context, {
    side: input.side,
    before: side,
    after: { ...handedOver, baseModules: remaining },
    changes,
  });
}

/** The document with a side's modules changed (none added), settled again, and what changed. */
function settled(
  doc: BarDocument,
  context: EditContext,
  edit: { side: SideName; before: BarSide; after: BarSide; changes: Change[] },
): CommandResult {
  const { side, before, after, changes } = edit;
  const next = settleSide(before, after, side, context.catalogue, context.newId, new Set(), changes);
  return { ok: true, doc: withSide(doc, side, next), changes, history: true };
}

export type RotateBaseModuleInput = { side: SideName; moduleId: string; rotation: Rotation };

/** P1: turns a module about its centre; refused when it would overlap another module. */
export function rotateBaseModule(doc: BarDocument, context: EditContext, input: RotateBaseModuleInput): CommandResult {
  const { catalogue } = context;
  const side = getSide(doc, input.side);
  const module = findModule(side, input.moduleId);
  const definition = module && catalogue.baseModules.get(module.base_module_id);
  if (!module || !definition) return refuse('unknownModule', 'P1', { moduleId: input.moduleId });
  const rect = footprint(definition, input.rotation, module.position);
  const others = placeModules(
    { ...side, baseModules: side.baseModules.filter((other) => other.id !== module.id) },
    catalogue,
  );
  if (others.some((placed) => rectsOverlap(placed.rect, rect))) return refuse('overlap', 'P1');
  const changes: Change[] = [];
  const turned = side.baseModules.map((other) =>
    other.id === module.id ? { ...other, rotation: input.rotation } : other,
  );
  return settled(doc, context, { side: input.side, before: side, after: { ...side, baseModules: turned }, changes });
}

/** This file's module edits by name, for the command table (`editCommands.ts`). */
export const BASE_MODULE_EDITS = {
  addBaseModule,
  removeBaseModule,
  rotateBaseModule,
};

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const BASE_MODULE_STEPS = {
  addModule: ({ doc, catalogue, sideName }, s) => {
    const candidates = [...catalogue.baseModules.values()].filter((candidate) => candidate.side === sideName);
    const attach = pick(openEdges(doc[sideName], catalogue), s.b);
    const toAdd = pick(candidates, s.a);
    if (!toAdd) return null;
    const input = { side: sideName, baseModuleId: toAdd.id, rotation: pick(ROTATIONS, s.c) ?? 0 };
    return { type: 'addBaseModule', input: attach ? { ...input, attach } : input };
  },
  removeModule: ({ target }) => (target ? { type: 'removeBaseModule', input: target } : null),
  rotate: ({ target }, s) =>
    target ? { type: 'rotateBaseModule', input: { ...target, rotation: pick(ROTATIONS, s.b) ?? 0 } } : null,
} satisfies Record<string, StepRule<CommandsOf<typeof BASE_MODULE_EDITS>>>;
