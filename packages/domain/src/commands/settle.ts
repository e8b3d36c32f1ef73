import { type Catalogue, findPartByCode, type SideName } from '../catalogue.ts';
import { counterBoardParts, refillCounterBoards, runSignatures } from '../counterBoards.ts';
import type { BarSide, BaseModuleInstance, Branding } from '../document.ts';
import { EDGES, type Edge } from '../edges.ts';
import { relinkNeighbours } from '../geometry.ts';
import type { IdFactory } from '../ids.ts';
import { defaultPanelAssembly, defaultPanelMounts, panelOn } from '../panels.ts';
import type { Change } from './types.ts';

function linkedEdges(module: BaseModuleInstance): Set<Edge> {
  return new Set(module.neighbours.map((link) => link.edge));
}

function openEdges(module: BaseModuleInstance): Set<Edge> {
  const linked = linkedEdges(module);
  return new Set(EDGES.filter((edge) => !linked.has(edge)));
}

/** P4 for new modules and for edges that opened; panels on edges that gained a neighbour go. */
function settlePanels(
  module: BaseModuleInstance,
  sideName: SideName,
  catalogue: Catalogue,
  gained: ReadonlySet<Edge>,
  opened: ReadonlySet<Edge>,
): BaseModuleInstance {
  const definition = catalogue.baseModules.get(module.base_module_id);
  if (!definition) return module;
  let panels = module.panels.filter((panel) => !gained.has(panel.mount.orientation));
  const taken = new Set(panels.map((panel) => panel.mount.id));
  for (const mount of defaultPanelMounts(definition, sideName, opened)) {
    if (taken.has(mount.id)) continue;
    const assembly = defaultPanelAssembly(catalogue, mount);
    if (assembly) panels = [...panels, panelOn(mount, assembly)];
  }
  const speed_racks = module.speed_racks.filter((rack) => !gained.has(rack.edge));
  return panels.length === module.panels.length && speed_racks.length === module.speed_racks.length && opened.size === 0
    ? module
    : { ...module, panels, speed_racks };
}

/** P3: side caps on the back bar's open west and east edges, none between neighbours. */
function settleBackCaps(module: BaseModuleInstance, catalogue: Catalogue): BaseModuleInstance {
  const cap = findPartByCode(catalogue, 'back-side-cap');
  if (!cap) return module;
  const open = openEdges(module);
  const others = module.back_side_applications.filter((application) => application.part_id !== cap.id);
  const caps = (['w', 'e'] as const)
    .filter((edge) => open.has(edge))
    .map((edge) => {
      const existing = module.back_side_applications.find(
        (application) => application.part_id === cap.id && application.orientation === edge,
      );
      return existing ?? { part_id: cap.id, orientation: edge, color: null };
    });
  return { ...module, back_side_applications: [...others, ...caps] };
}

/** Follows links in one direction (same rotation) to the last module of the row. */
function rowEnd(
  start: BaseModuleInstance,
  byId: ReadonlyMap<string, BaseModuleInstance>,
  edge: 'e' | 'w',
): BaseModuleInstance {
  const seen = new Set<string>();
  let current = start;
  for (;;) {
    seen.add(current.id);
    const link = current.neighbours.find((candidate) => candidate.edge === edge);
    const next = link ? byId.get(link.id) : undefined;
    if (!next || seen.has(next.id) || next.rotation !== current.rotation) return current;
    current = next;
  }
}

/**
 * P2: side applications stay at the ends of their row and side brandings on the row's outer edge:
 * when the edge they sit on gains a neighbour they move to the new end of the row.
 */
function moveToRowEnds(side: BarSide, changes: Change[]): BarSide {
  const byId = new Map(side.baseModules.map((module) => [module.id, module]));
  const moves = new Map<string, BaseModuleInstance['side_applications']>();
  let dropped = 0;
  let modules = side.baseModules.map((module) => {
    const linked = linkedEdges(module);
    const staying = module.side_applications.filter(
      (application) => !linked.has(application.side === 'left' ? 'w' : 'e'),
    );
    for (const application of module.side_applications) {
      if (staying.includes(application)) continue;
      const target = rowEnd(module, byId, application.side === 'left' ? 'w' : 'e');
      // The row turns (a module of another rotation took the edge): nowhere to move, so it goes.
      if (target.id === module.id || target.side_applications.some((other) => other.side === application.side)) {
        dropped += 1;
        continue;
      }
      moves.set(target.id, [...(moves.get(target.id) ?? []), application]);
    }
    return staying.length === module.side_applications.length ? module : { ...module, side_applications: staying };
  });
  if (moves.size > 0) {
    modules = modules.map((module) => {
      const moved = moves.get(module.id);
      return moved ? { ...module, side_applications: [...module.side_applications, ...moved] } : module;
    });
    changes.push({ kind: 'sideApplicationsMoved', moduleIds: [...moves.keys()] });
  }
  if (dropped > 0) changes.push({ kind: 'sideApplicationsRemoved', count: dropped });
  const movedBrandings: Branding[] = [];
  let droppedBrandings = 0;
  const brandings = side.brandings.flatMap((branding) => {
    const holder = byId.get(branding.base_module_id);
    if (!holder || !linkedEdges(holder).has(branding.edge)) return [branding];
    const target = branding.edge === 'e' || branding.edge === 'w' ? rowEnd(holder, byId, branding.edge) : holder;
    const isTaken = side.brandings.some((other) => other.base_module_id === target.id && other.edge === branding.edge);
    if (target.id === holder.id || isTaken) {
      droppedBrandings += 1;
      return [];
    }
    const moved = { ...branding, base_module_id: target.id };
    movedBrandings.push(moved);
    return [moved];
  });
  if (movedBrandings.length > 0) changes.push({ kind: 'brandingsMoved', count: movedBrandings.length });
  if (droppedBrandings > 0) changes.push({ kind: 'brandingsRemoved', count: droppedBrandings });
  return { ...side, baseModules: modules, brandings };
}

/**
 * Everything that follows a change of a side's structure: neighbour links (P1), panels and speed
 * racks on edges that gained or lost a neighbour (P4, P5), back side caps (P3), side applications
 * and brandings at the row ends (P2) and counter boards (C1, C2).
 */
export function settleSide(
  before: BarSide,
  changed: BarSide,
  sideName: SideName,
  catalogue: Catalogue,
  newId: IdFactory,
  newModuleIds: ReadonlySet<string>,
  changes: Change[],
): BarSide {
  const previousEdges = new Map(before.baseModules.map((module) => [module.id, linkedEdges(module)]));
  let side = relinkNeighbours(changed, catalogue);
  side = {
    ...side,
    baseModules: side.baseModules.map((module) => {
      const now = linkedEdges(module);
      const previous = newModuleIds.has(module.id) ? new Set<Edge>() : (previousEdges.get(module.id) ?? now);
      const gained = new Set([...now].filter((edge) => !previous.has(edge)));
      const opened = newModuleIds.has(module.id)
        ? openEdges(module)
        : new Set([...previous].filter((edge) => !now.has(edge)));
      let next = settlePanels(module, sideName, catalogue, gained, opened);
      if (sideName === 'back') next = settleBackCaps(next, catalogue);
      return next;
    }),
  };
  if (sideName === 'front') {
    side = moveToRowEnds(side, changes);
    const parts = counterBoardParts(catalogue);
    if (parts) {
      const refilled = refillCounterBoards(side, catalogue, parts, newId, runSignatures(before, catalogue));
      side = refilled.side;
      if (refilled.refilledRoots.length > 0)
        changes.push({ kind: 'counterBoardsRefilled', rootIds: refilled.refilledRoots });
    }
  }
  return side;
}
