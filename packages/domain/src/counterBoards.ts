import { type Catalogue, findPartByCode, type Part } from './catalogue.ts';
import type { BarSide, BaseModuleInstance, CounterBoard } from './document.ts';
import type { IdFactory } from './ids.ts';
import { type Mm, mm } from './units.ts';

const LONG_BOARD = 1200;
const SHORT_BOARD = 600;

/** A straight stretch of front frames on the n edges of modules linked east to west. */
export type FrameRun = { root: BaseModuleInstance; modules: BaseModuleInstance[]; length: Mm };

function frontFrameWidthOnNorth(module: BaseModuleInstance, catalogue: Catalogue): number {
  const definition = catalogue.baseModules.get(module.base_module_id);
  if (!definition) return 0;
  let width = 0;
  for (const frame of module.frontFrames) {
    const mount = definition.frontFrameMounts.find((candidate) => candidate.id === frame.mount_id);
    if (mount?.edge === 'n') width += mount.width;
  }
  return width;
}

function eastNeighbourInRun(
  module: BaseModuleInstance,
  byId: ReadonlyMap<string, BaseModuleInstance>,
  catalogue: Catalogue,
): BaseModuleInstance | undefined {
  const link = module.neighbours.find((candidate) => candidate.edge === 'e');
  const next = link ? byId.get(link.id) : undefined;
  if (!next || next.rotation !== module.rotation) return undefined;
  // A corner module is a run of its own: its corner worktop does not continue the straight boards.
  if (isCorner(module, catalogue) || isCorner(next, catalogue)) return undefined;
  return frontFrameWidthOnNorth(next, catalogue) > 0 ? next : undefined;
}

function isCorner(module: BaseModuleInstance, catalogue: Catalogue): boolean {
  return catalogue.baseModules.get(module.base_module_id)?.family === 'corner';
}

/** Runs of front frames on a side, each starting at its westmost (root) module. */
export function frameRuns(side: BarSide, catalogue: Catalogue): FrameRun[] {
  const byId = new Map(side.baseModules.map((module) => [module.id, module]));
  const hasPredecessor = new Set<string>();
  for (const module of side.baseModules) {
    if (frontFrameWidthOnNorth(module, catalogue) === 0) continue;
    const next = eastNeighbourInRun(module, byId, catalogue);
    if (next) hasPredecessor.add(next.id);
  }
  const runs: FrameRun[] = [];
  for (const root of side.baseModules) {
    if (hasPredecessor.has(root.id) || frontFrameWidthOnNorth(root, catalogue) === 0) continue;
    const modules: BaseModuleInstance[] = [];
    const seen = new Set<string>();
    let length = 0;
    for (let current: BaseModuleInstance | undefined = root; current && !seen.has(current.id); ) {
      seen.add(current.id);
      modules.push(current);
      length += frontFrameWidthOnNorth(current, catalogue);
      current = eastNeighbourInRun(current, byId, catalogue);
    }
    runs.push({ root, modules, length: mm(length) });
  }
  return runs;
}

/** C2: a run is covered with 1200 mm boards first, then 600 mm boards. */
export function divideRun(length: number): Mm[] {
  const widths: Mm[] = [];
  let rest = length;
  while (rest >= LONG_BOARD) {
    widths.push(mm(LONG_BOARD));
    rest -= LONG_BOARD;
  }
  while (rest >= SHORT_BOARD) {
    widths.push(mm(SHORT_BOARD));
    rest -= SHORT_BOARD;
  }
  return widths;
}

export type CounterBoardParts = { long: Part; short: Part };

export function counterBoardParts(catalogue: Catalogue): CounterBoardParts | undefined {
  const long = findPartByCode(catalogue, 'counter-board-1200');
  const short = findPartByCode(catalogue, 'counter-board-600');
  return long && short ? { long, short } : undefined;
}

/** How far boards laid end to end from the run's start reach; -1 when they leave a gap or overlap. */
function packedLength(boards: readonly CounterBoard[]): number {
  const northBoards = boards.filter((board) => board.edge === 'n').sort((a, b) => a.offset - b.offset);
  let covered = 0;
  for (const board of northBoards) {
    if (board.offset !== covered) return -1;
    covered += board.width;
  }
  return covered;
}

/** What identifies a run: a run with the same signature before and after an edit was not touched. */
export function runSignature(run: FrameRun): string {
  return `${run.modules.map((module) => module.id).join(',')}:${run.length}`;
}

export function runSignatures(side: BarSide, catalogue: Catalogue): Map<string, string> {
  return new Map(frameRuns(side, catalogue).map((run) => [run.root.id, runSignature(run)]));
}

/**
 * Puts counter boards on every run of front frames (C1, C2, P2, P6). A run whose boards cover it
 * exactly keeps them, and so does a run the edit did not touch whose boards lie end to end from its
 * start (the user's division, C3). Other runs are refilled 1200 mm first, keeping the colour and
 * accessories of a board that stays at the same offset and width.
 */
export function refillCounterBoards(
  side: BarSide,
  catalogue: Catalogue,
  parts: CounterBoardParts,
  newId: IdFactory,
  previousSignatures?: ReadonlyMap<string, string>,
): { side: BarSide; refilledRoots: string[] } {
  const runs = frameRuns(side, catalogue);
  const runByRoot = new Map(runs.map((run) => [run.root.id, run]));
  const refilledRoots: string[] = [];
  const baseModules = side.baseModules.map((module) => {
    const run = runByRoot.get(module.id);
    const otherEdges = module.counterBoards.filter((board) => board.edge !== 'n');
    if (!run) {
      if (module.counterBoards.length === otherEdges.length) return module;
      refilledRoots.push(module.id);
      return { ...module, counterBoards: otherEdges };
    }
    const packed = packedLength(module.counterBoards);
    if (packed === run.length) return module;
    const isUntouched = previousSignatures?.get(module.id) === runSignature(run);
    if (isUntouched && packed >= 0 && packed <= run.length) return module;
    refilledRoots.push(module.id);
    let offset = 0;
    const cornerWorktop = isCorner(module, catalogue) ? findPartByCode(catalogue, 'corner-worktop') : undefined;
    if (cornerWorktop) {
      const kept = module.counterBoards.find((board) => board.edge === 'n' && board.part_id === cornerWorktop.id);
      const board: CounterBoard = kept ?? {
        id: newId(),
        part_id: cornerWorktop.id,
        edge: 'n',
        offset: mm(0),
        width: cornerWorktop.width,
        color: null,
        accessories: [],
      };
      return { ...module, counterBoards: [...otherEdges, board] };
    }
    const boards = divideRun(run.length).map((width): CounterBoard => {
      const kept = module.counterBoards.find(
        (board) => board.edge === 'n' && board.offset === offset && board.width === width,
      );
      const part = width === parts.long.width ? parts.long : parts.short;
      const board: CounterBoard = kept ?? {
        id: newId(),
        part_id: part.id,
        edge: 'n',
        offset: mm(offset),
        width,
        color: null,
        accessories: [],
      };
      offset += width;
      return board;
    });
    return { ...module, counterBoards: [...otherEdges, ...boards] };
  });
  return { side: { ...side, baseModules }, refilledRoots };
}
