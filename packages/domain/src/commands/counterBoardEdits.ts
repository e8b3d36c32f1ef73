import type { Assembly } from '../catalogue.ts';
import { counterBoardParts, frameRuns } from '../counterBoards.ts';
import type { BarDocument, BaseModuleInstance, CounterBoard } from '../document.ts';
import { findModule, getSide, withSide } from '../document.ts';
import type { RefusalCode, RuleId } from '../rules.ts';
import { mm } from '../units.ts';
import { assembliesOf, moduleOf, pick, type StepRule } from './editSteps.ts';
import { applied, chosenAssembly, isRefusal, replaceModule } from './helpers.ts';
import { type CommandResult, type CommandsOf, type EditContext, type Refusal, refuse } from './types.ts';

/** C7: the root module of a run must exist and carry front frames on its n edge. */
function runRoot(
  doc: BarDocument,
  context: EditContext,
  rootId: string,
): { root: BaseModuleInstance; length: number } | Refusal {
  const root = findModule(doc.front, rootId);
  if (!root) return refuse('rootModuleMissing', 'C7', { moduleId: rootId });
  const run = frameRuns(doc.front, context.catalogue).find((candidate) => candidate.root.id === rootId);
  if (!run) return refuse('edgeMissing', 'C7', { moduleId: rootId });
  return { root, length: run.length };
}

function isRefused(value: object): value is Refusal {
  return 'ok' in value && value.ok === false;
}

function northBoards(root: BaseModuleInstance) {
  return root.counterBoards.filter((board) => board.edge === 'n').sort((a, b) => a.offset - b.offset);
}

/** C3: the division changes by taking bar tops off one by one from the right outer end. */
const isBoardAccessory = (assembly: Assembly) => assembly.type === 'counter_board_accessory';

export function removeLastCounterBoard(
  doc: BarDocument,
  context: EditContext,
  input: { rootId: string },
): CommandResult {
  const found = runRoot(doc, context, input.rootId);
  if (isRefused(found)) return found;
  const last = northBoards(found.root).at(-1);
  if (!last) return refuse('counterBoardMissing', 'C3');
  const next = { ...found.root, counterBoards: found.root.counterBoards.filter((board) => board.id !== last.id) };
  return applied(replaceModule(doc, 'front', next), [{ kind: 'counterBoardsRemoved', count: 1 }]);
}

/** C3: a 600 or 1200 mm bar top laid at the right end of the run, where it still fits. */
export function appendCounterBoard(
  doc: BarDocument,
  context: EditContext,
  input: { rootId: string; width: 600 | 1200 },
): CommandResult {
  const parts = counterBoardParts(context.catalogue);
  if (!parts) return refuse('counterBoardPartsMissing', 'C7');
  const found = runRoot(doc, context, input.rootId);
  if (isRefused(found)) return found;
  const last = northBoards(found.root).at(-1);
  const offset = last ? last.offset + last.width : 0;
  if (offset + input.width > found.length)
    return refuse('counterBoardDoesNotFit', 'C3', { free: found.length - offset });
  const part = input.width === 1200 ? parts.long : parts.short;
  const board = {
    id: context.newId(),
    part_id: part.id,
    edge: 'n' as const,
    offset: mm(offset),
    width: part.width,
    color: null,
    accessories: [],
  };
  return applied(replaceModule(doc, 'front', { ...found.root, counterBoards: [...found.root.counterBoards, board] }));
}

/** C4: a counter-board accessory replaces any accessory at the same offset. */
export function addCounterBoardAccessory(
  doc: BarDocument,
  context: EditContext,
  input: { rootId: string; boardId: string; assemblyId: number; offset: number },
): CommandResult {
  const found = runRoot(doc, context, input.rootId);
  if (isRefused(found)) return found;
  const assembly = chosenAssembly(context, input.assemblyId, isBoardAccessory, 'C4');
  if (isRefusal(assembly)) return assembly;
  const board = found.root.counterBoards.find((candidate) => candidate.id === input.boardId);
  if (!board) return refuse('counterBoardMissing', 'C7');
  if (input.offset < 0 || input.offset + assembly.width > board.width) return refuse('counterBoardDoesNotFit', 'C4');
  const accessories = [
    ...board.accessories.filter((accessory) => accessory.offset !== input.offset),
    { assembly_id: assembly.id, offset: mm(input.offset) },
  ];
  const counterBoards = found.root.counterBoards.map((candidate) =>
    candidate.id === board.id ? { ...candidate, accessories } : candidate,
  );
  return applied(replaceModule(doc, 'front', { ...found.root, counterBoards }));
}

/**
 * Takes a counter-board accessory off a bar top (no rule is involved; C4 only says what may go on).
 * Nothing at that offset leaves the bar as it is.
 */
export function removeCounterBoardAccessory(
  doc: BarDocument,
  _context: EditContext,
  input: { rootId: string; boardId: string; offset: number },
): CommandResult {
  const root = doc.front.baseModules.find((module) => module.id === input.rootId);
  const board = root?.counterBoards.find((candidate) => candidate.id === input.boardId);
  if (!root || !board) return refuse('counterBoardMissing', 'C7');
  const accessories = board.accessories.filter((accessory) => accessory.offset !== input.offset);
  const counterBoards = root.counterBoards.map((candidate) =>
    candidate.id === input.boardId ? { ...candidate, accessories } : candidate,
  );
  return applied(replaceModule(doc, 'front', { ...root, counterBoards }));
}

/** C6: deletes every bar top of the front, with the side applications and counter-board accessories. */
export function deleteAllCounterBoards(doc: BarDocument): CommandResult {
  const front = getSide(doc, 'front');
  let boards = 0;
  let applications = 0;
  const baseModules = front.baseModules.map((module) => {
    boards += module.counterBoards.length;
    applications += module.side_applications.length;
    return { ...module, counterBoards: [], side_applications: [] };
  });
  if (boards === 0 && applications === 0) return refuse('noCounterBoards', 'C6');
  return applied(withSide(doc, 'front', { ...front, baseModules }), [
    { kind: 'counterBoardsRemoved', count: boards },
    { kind: 'sideApplicationsRemoved', count: applications },
  ]);
}

/** A spot on a bar top for an accessory: the run's root module, the bar top ('' where none covers the spot yet) and the offset on it. */
export type BarTopSpot = { rootId: string; boardId: string; offset: number };

/** What became of one spot when all bar tops were equipped: the accessory went on, or the engine's reason why not. */
export type SpotOutcome =
  | { spot: BarTopSpot; placed: true }
  | { spot: BarTopSpot; placed: false; reason: RefusalCode; rule: RuleId };

/** The edit (one undo entry, or a refusal when no spot took the accessory) and what became of each spot, in order. */
export type EquipBarTopsResult = { result: CommandResult; outcomes: SpotOutcome[] };

function accessoryWidth(context: EditContext, assemblyId: number): number {
  return Math.max(1, context.catalogue.assemblies.get(assemblyId)?.width ?? 0);
}

/** Why a spot cannot take the accessory, or the run root and bar top it goes on. */
function checkSpot(
  doc: BarDocument,
  context: EditContext,
  spot: BarTopSpot,
  width: number,
): { root: BaseModuleInstance; board: CounterBoard } | Refusal {
  const found = runRoot(doc, context, spot.rootId);
  if (isRefused(found)) return found;
  const board = found.root.counterBoards.find((candidate) => candidate.id === spot.boardId);
  if (!board) return refuse('counterBoardMissing', 'C7');
  if (spot.offset < 0 || spot.offset + width > board.width) return refuse('counterBoardDoesNotFit', 'C4');
  const taken = board.accessories.some(
    (accessory) =>
      accessory.offset < spot.offset + width &&
      spot.offset < accessory.offset + accessoryWidth(context, accessory.assembly_id),
  );
  if (taken) return refuse('spotOccupied', 'C4');
  return { root: found.root, board };
}

/**
 * "Bar tops can be fully equipped": puts one counter-board accessory on every given spot that can
 * take it, in one edit. Unlike a single placement (C4), it never replaces: a spot where an
 * accessory already lies (or overlaps) is refused, as are spots without a bar top (C7) and spots
 * the accessory does not fit on. When no spot takes it, the whole edit is refused and nothing changes.
 */
export function equipAllBarTops(
  doc: BarDocument,
  context: EditContext,
  input: { assemblyId: number; spots: readonly BarTopSpot[] },
): EquipBarTopsResult {
  const assembly = chosenAssembly(context, input.assemblyId, isBoardAccessory, 'C4');
  if (isRefusal(assembly)) return { result: assembly, outcomes: [] };
  const width = accessoryWidth(context, assembly.id);
  let next = doc;
  const outcomes = input.spots.map((spot): SpotOutcome => {
    const checked = checkSpot(next, context, spot, width);
    if (isRefused(checked)) return { spot, placed: false, reason: checked.reason, rule: checked.rule };
    const accessories = [...checked.board.accessories, { assembly_id: assembly.id, offset: mm(spot.offset) }];
    const counterBoards = checked.root.counterBoards.map((candidate) =>
      candidate.id === checked.board.id ? { ...candidate, accessories } : candidate,
    );
    next = replaceModule(next, 'front', { ...checked.root, counterBoards });
    return { spot, placed: true };
  });
  const placed = outcomes.filter((outcome) => outcome.placed).length;
  if (placed === 0) return { result: refuse('nothingToEquip', 'C4', { refused: outcomes.length }), outcomes };
  return { result: applied(next), outcomes };
}

/** This file's bar-top edits by name, for the command table (`editCommands.ts`). */
export const COUNTER_BOARD_EDITS = {
  appendCounterBoard,
  addCounterBoardAccessory,
  removeCounterBoardAccessory,
  removeLastCounterBoard,
  deleteAllCounterBoards,
  // The editor reads each spot's outcome, so it travels beside the engine's result.
  equipAllBarTops: (doc: BarDocument, context: EditContext, input: Parameters<typeof equipAllBarTops>[2]) => {
    const { result, outcomes } = equipAllBarTops(doc, context, input);
    return { ...result, outcomes };
  },
};

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const COUNTER_BOARD_STEPS = {
  board: (bar, s) => {
    const module = moduleOf(bar);
    if (!module) return null;
    return s.b % 2 === 0 && bar.reach === 'engine'
      ? { type: 'removeLastCounterBoard', input: { rootId: module.id } }
      : { type: 'appendCounterBoard', input: { rootId: module.id, width: s.c % 2 === 0 ? 600 : 1200 } };
  },
  boardAccessory: (bar, s) => {
    const module = moduleOf(bar);
    const board = module && pick(module.counterBoards, s.b);
    const accessory = pick(assembliesOf(bar.catalogue, 'counter_board_accessory'), s.c);
    return module && board && accessory
      ? {
          type: 'addCounterBoardAccessory',
          input: { rootId: module.id, boardId: board.id, assemblyId: accessory.id, offset: (s.c % 4) * 150 },
        }
      : null;
  },
  deleteBoards: (_bar, s) => (s.b % 5 === 0 ? { type: 'deleteAllCounterBoards' } : null),
  equipAll: ({ doc, catalogue }, s) => {
    const accessory = pick(assembliesOf(catalogue, 'counter_board_accessory'), s.c);
    const span = pick([80, 300, 600], s.b) ?? 300;
    const spots = doc.front.baseModules.flatMap((root) =>
      root.counterBoards.flatMap((board) =>
        Array.from({ length: Math.floor(board.width / span) }, (_, index) => ({
          rootId: root.id,
          boardId: board.id,
          offset: index * span + (s.a % 5 === 0 ? 150 : 0),
        })),
      ),
    );
    return accessory ? { type: 'equipAllBarTops', input: { assemblyId: accessory.id, spots } } : null;
  },
} satisfies Record<string, StepRule<CommandsOf<typeof COUNTER_BOARD_EDITS>>>;
