import type { Assembly, Catalogue } from './catalogue.ts';
import type { BarDocument, BarSide, BaseModuleInstance, PanelInstance } from './document.ts';

// Parts no longer offered: an administrator switched an assembly off (`is_active` false). A bar
// that holds it keeps it, priced as before (the parts list counts every assembly the catalogue
// has, active or not), and shows it marked; nothing may place it anew. One rule for the editor,
// the server's save check, the PDF and the lists.

/** Where a document names an assembly: the field path (as validateBar reports paths) and the id. */
export type AssemblyPlacement = { path: string; assemblyId: number };

function modulePlacements(module: BaseModuleInstance, at: string, out: AssemblyPlacement[]): void {
  const put = (path: string, assemblyId: number) => {
    out.push({ path: `${at}.${path}`, assemblyId });
  };
  for (const [r, rack] of module.racks.entries()) {
    for (const [i, insert] of rack.inserts.entries()) put(`racks.${r}.inserts.${i}`, insert.rack_insert_model_id);
    if (rack.worktop) put(`racks.${r}.worktop`, rack.worktop.assembly_id);
  }
  for (const [p, panel] of module.panels.entries()) put(`panels.${p}`, panel.assembly_model_id);
  for (const position of ['top', 'bottom'] as const) {
    const panel = module.back_panels[position];
    if (panel) put(`back_panels.${position}`, panel.assembly_model_id);
  }
  for (const [i, application] of module.side_applications.entries()) {
    put(`side_applications.${i}`, application.assembly_id);
  }
  for (const [i, accessory] of module.front_frame_accessories.entries()) {
    put(`front_frame_accessories.${i}`, accessory.assembly_id);
  }
  for (const [b, board] of module.counterBoards.entries()) {
    for (const [a, accessory] of board.accessories.entries()) {
      put(`counterBoards.${b}.accessories.${a}`, accessory.assembly_id);
    }
  }
}

function sidePlacements(side: BarSide, name: 'front' | 'back', out: AssemblyPlacement[]): AssemblyPlacement[] {
  for (const [m, module] of side.baseModules.entries()) modulePlacements(module, `${name}.baseModules.${m}`, out);
  return out;
}

/** Every place the document names an assembly, on both sides. */
export function assemblyPlacements(doc: BarDocument): AssemblyPlacement[] {
  return sidePlacements(doc.back, 'back', sidePlacements(doc.front, 'front', []));
}

/** Whether the catalogue still offers the assembly: it exists and is active. */
export function isOffered(catalogue: Catalogue, assemblyId: number): boolean {
  return catalogue.assemblies.get(assemblyId)?.is_active === true;
}

/** Whether the assembly exists but is no longer offered (an unknown id is another problem: CAT unknownAssembly). */
export function isNoLongerOffered(catalogue: Catalogue, assemblyId: number): boolean {
  return catalogue.assemblies.get(assemblyId)?.is_active === false;
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/**
 * An active assembly that takes the same place as `assembly`: same type, and the same fit (the
 * fields the save check compares with a placed item: mount, rack rows, width, height, depth), on a
 * side where the other fits. The first in the catalogue's order, or null when none does.
 */
export function offeredEquivalent(catalogue: Catalogue, assembly: Assembly): Assembly | null {
  const candidates = [...catalogue.assemblies.values()]
    .filter(
      (candidate) =>
        candidate.is_active &&
        candidate.id !== assembly.id &&
        candidate.type === assembly.type &&
        candidate.mount === assembly.mount &&
        candidate.height_units === assembly.height_units &&
        sameSet(candidate.allowed_rows, assembly.allowed_rows) &&
        candidate.width === assembly.width &&
        candidate.height === assembly.height &&
        candidate.depth === assembly.depth &&
        (candidate.side === 'both' || candidate.side === assembly.side),
    )
    .sort((a, b) => a.order_column - b.order_column || a.id - b.id);
  return candidates[0] ?? null;
}

/** One assembly no longer offered that the bar holds: how often, where, and what replaces it. */
export type UnofferedUse = {
  assembly: Assembly;
  count: number;
  paths: string[];
  /** The active equivalent a click puts in its places; null when there is none (then it can be removed). */
  replacement: Assembly | null;
};

/** The assemblies no longer offered that the bar holds, in the catalogue's order. */
export function unofferedUses(doc: BarDocument, catalogue: Catalogue): UnofferedUse[] {
  const byId = new Map<number, UnofferedUse>();
  for (const placement of assemblyPlacements(doc)) {
    const assembly = catalogue.assemblies.get(placement.assemblyId);
    if (!assembly || assembly.is_active) continue;
    const use = byId.get(assembly.id) ?? { assembly, count: 0, paths: [], replacement: null };
    use.count += 1;
    use.paths.push(placement.path);
    byId.set(assembly.id, use);
  }
  const uses = [...byId.values()].sort(
    (a, b) => a.assembly.order_column - b.assembly.order_column || a.assembly.id - b.assembly.id,
  );
  for (const use of uses) use.replacement = offeredEquivalent(catalogue, use.assembly);
  return uses;
}

/** The parts that the bar's assemblies no longer offered are made of, to mark their lines. */
export function unofferedPartIds(uses: readonly UnofferedUse[]): Set<number> {
  return new Set(uses.flatMap((use) => use.assembly.parts.map((part) => part.part_id)));
}

function countsOf(doc: BarDocument): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { assemblyId } of assemblyPlacements(doc)) counts.set(assemblyId, (counts.get(assemblyId) ?? 0) + 1);
  return counts;
}

/**
 * The placements of `after` that place an assembly no longer offered anew: where `after` holds it
 * more often than `before` did. Keeping, moving or removing such an item is allowed; adding one is
 * not. Empty when the change is acceptable. (The paths are those of `after` that did not hold the
 * same assembly in `before`, or its last ones.)
 */
export function newlyPlacedUnoffered(
  before: BarDocument | null,
  after: BarDocument,
  catalogue: Catalogue,
): AssemblyPlacement[] {
  const placed = assemblyPlacements(after).filter((placement) => isNoLongerOffered(catalogue, placement.assemblyId));
  if (placed.length === 0) return [];
  const had = before ? countsOf(before) : new Map<number, number>();
  const beforePaths = new Set(
    before ? assemblyPlacements(before).map((placement) => `${placement.path}=${placement.assemblyId}`) : [],
  );
  const refused: AssemblyPlacement[] = [];
  for (const assemblyId of new Set(placed.map((placement) => placement.assemblyId))) {
    const now = placed.filter((placement) => placement.assemblyId === assemblyId);
    const extra = now.length - (had.get(assemblyId) ?? 0);
    if (extra <= 0) continue;
    const fresh = now.filter((placement) => !beforePaths.has(`${placement.path}=${assemblyId}`));
    refused.push(...(fresh.length >= extra ? fresh.slice(0, extra) : now.slice(-extra)));
  }
  return refused;
}

/** Every placement of assembly `from` in the module replaced by `to`, or removed when `to` is null. */
function replaceInModule(module: BaseModuleInstance, from: number, to: number | null): BaseModuleInstance {
  const keep = (id: number) => id !== from || to !== null;
  const swap = (id: number) => (id === from && to !== null ? to : id);
  const backPanel = (panel: PanelInstance | null): PanelInstance | null => {
    if (!panel || panel.assembly_model_id !== from) return panel;
    return to === null ? null : { ...panel, assembly_model_id: to };
  };
  return {
    ...module,
    racks: module.racks.map((rack) => ({
      ...rack,
      inserts: rack.inserts
        .filter((insert) => keep(insert.rack_insert_model_id))
        .map((insert) => ({ ...insert, rack_insert_model_id: swap(insert.rack_insert_model_id) })),
      worktop:
        rack.worktop && keep(rack.worktop.assembly_id)
          ? { ...rack.worktop, assembly_id: swap(rack.worktop.assembly_id) }
          : null,
    })),
    panels: module.panels
      .filter((panel) => keep(panel.assembly_model_id))
      .map((panel) => ({ ...panel, assembly_model_id: swap(panel.assembly_model_id) })),
    back_panels: { top: backPanel(module.back_panels.top), bottom: backPanel(module.back_panels.bottom) },
    side_applications: module.side_applications
      .filter((application) => keep(application.assembly_id))
      .map((application) => ({ ...application, assembly_id: swap(application.assembly_id) })),
    front_frame_accessories: module.front_frame_accessories
      .filter((accessory) => keep(accessory.assembly_id))
      .map((accessory) => ({ ...accessory, assembly_id: swap(accessory.assembly_id) })),
    counterBoards: module.counterBoards.map((board) => ({
      ...board,
      accessories: board.accessories
        .filter((accessory) => keep(accessory.assembly_id))
        .map((accessory) => ({ ...accessory, assembly_id: swap(accessory.assembly_id) })),
    })),
  };
}

/** The document with every placement of `from` replaced by `to`, or removed when `to` is null. */
export function replaceAssemblyEverywhere(doc: BarDocument, from: number, to: number | null): BarDocument {
  const side = (current: BarSide): BarSide => {
    // A side without the assembly stays the very same object (the parts-list memo and the save check rely on that).
    if (!sidePlacements(current, 'front', []).some((placement) => placement.assemblyId === from)) return current;
    return { ...current, baseModules: current.baseModules.map((module) => replaceInModule(module, from, to)) };
  };
  return { ...doc, front: side(doc.front), back: side(doc.back) };
}
