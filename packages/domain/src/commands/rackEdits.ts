import { type Assembly, type Catalogue, findPartByCode } from '../catalogue.ts';
import type { BaseModuleInstance, Rack } from '../document.ts';
import { checkInsertSlots, occupiedRows, rowsBelow, shelfHasWorktops } from '../racks.ts';
import type { RuleId } from '../rules.ts';
import { mm } from '../units.ts';
import { assembliesOf, pick, rackOf, rackRow, type StepBar, type StepNumbers, type StepRule } from './editSteps.ts';
import { applied, chosenAssembly, isRefusal, type ModuleTarget, moduleCommand, replaceModule } from './helpers.ts';
import { type CommandsOf, type EditContext, type Refusal, refuse } from './types.ts';

type RackTarget = ModuleTarget & { rackId: string };

function heightUnitsOf(catalogue: Catalogue) {
  return (assemblyId: number) => catalogue.assemblies.get(assemblyId)?.height_units ?? 1;
}

function withRack(module: BaseModuleInstance, rack: Rack): BaseModuleInstance {
  return { ...module, racks: module.racks.map((candidate) => (candidate.id === rack.id ? rack : candidate)) };
}

function findRack(module: BaseModuleInstance, rackId: string): Rack | undefined {
  return module.racks.find((rack) => rack.id === rackId);
}

/** The rack an edit names and the insert or worktop it puts there, or the refusal under the edit's rule. */
function rackAndAssembly(
  module: BaseModuleInstance,
  context: EditContext,
  input: RackTarget & { assemblyId: number },
  type: 'insert' | 'worktop',
  rule: RuleId,
): { rack: Rack; assembly: Assembly } | Refusal {
  const rack = findRack(module, input.rackId);
  if (!rack) return refuse('rackNotFound', rule, { rackId: input.rackId });
  const assembly = chosenAssembly(context, input.assemblyId, (chosen) => chosen.type === type, rule);
  return isRefusal(assembly) ? assembly : { rack, assembly };
}

/** R1: an insert goes only into rows the rack provides, that are free, and whose top row has a mount. */
export const addInsert = moduleCommand(
  (doc, context, input: RackTarget & { assemblyId: number; top: number }, found) => {
    const chosen = rackAndAssembly(found.module, context, input, 'insert', 'R1');
    if (isRefusal(chosen)) return chosen;
    const { rack, assembly } = chosen;
    const check = checkInsertSlots(
      rack,
      input.top,
      assembly.height_units,
      occupiedRows(rack, heightUnitsOf(context.catalogue)),
    );
    if (check !== 'ok') return refuse(check, 'R1', { top: input.top });
    const insert = {
      slots: rowsBelow(input.top, assembly.height_units),
      height_units: assembly.height_units,
      mount: input.top,
      rack_insert_model_id: assembly.id,
    };
    return applied(
      replaceModule(doc, input.side, withRack(found.module, { ...rack, inserts: [...rack.inserts, insert] })),
    );
  },
);

export const removeInsert = moduleCommand((doc, _context, input: RackTarget & { top: number }, found) => {
  const rack = findRack(found.module, input.rackId);
  if (!rack) return refuse('rackNotFound', 'R1', { rackId: input.rackId });
  const inserts = rack.inserts.filter((insert) => insert.mount !== input.top);
  if (inserts.length === rack.inserts.length) return refuse('insertNotFound', 'R1');
  return applied(replaceModule(doc, input.side, withRack(found.module, { ...rack, inserts })));
});

/** R2, R3: a worktop needs an allowed row and free height units; inserts in the way block it. */
export const setWorktop = moduleCommand(
  (doc, context, input: RackTarget & { assemblyId: number; row: number }, found) => {
    const chosen = rackAndAssembly(found.module, context, input, 'worktop', 'R2');
    if (isRefusal(chosen)) return chosen;
    const { rack, assembly } = chosen;
    if (!assembly.allowed_rows.includes(input.row) || !rack.mounts.includes(input.row))
      return refuse('mountNotAllowed', 'R2');
    const rows = rowsBelow(input.row, Math.max(1, assembly.height_units));
    if (rows.some((row) => !rack.slots.includes(row))) return refuse('noSuchSlot', 'R2');
    const blocking = rack.inserts.filter((insert) => insert.slots.some((slot) => rows.includes(slot)));
    if (blocking.length > 0) {
      return refuse('insertsInTheWay', 'R3', { tops: blocking.map((insert) => insert.mount).join(',') });
    }
    const worktop = { assembly_id: assembly.id, mount: input.row };
    return applied(replaceModule(doc, input.side, withRack(found.module, { ...rack, worktop })));
  },
);

/** Removing a worktop also removes the bottle shelves that stood on it (R4 stays true). */
export const removeWorktop = moduleCommand((doc, context, input: RackTarget, found) => {
  const rack = findRack(found.module, input.rackId);
  if (!rack) return refuse('rackNotFound', 'R2', { rackId: input.rackId });
  const module = withRack(found.module, { ...rack, worktop: null });
  const bottle_shelves = module.bottle_shelves.filter((shelf) =>
    shelfHasWorktops(module, shelf.offset, shelfWidth(context, shelf.part_id)),
  );
  const changes =
    bottle_shelves.length < module.bottle_shelves.length
      ? [{ kind: 'bottleShelvesRemoved' as const, moduleIds: [module.id] }]
      : [];
  return applied(replaceModule(doc, input.side, { ...module, bottle_shelves }), changes);
});

function shelfWidth(context: EditContext, partId: number): number {
  return context.catalogue.parts.get(partId)?.width ?? 600;
}

/** R4: a bottle shelf (600 or 1200 mm) needs a rack with a worktop under it. */
export const addBottleShelf = moduleCommand(
  (doc, context, input: ModuleTarget & { width: 600 | 1200; offset: number }, found) => {
    const part = findPartByCode(context.catalogue, `bottle-shelf-${input.width}`);
    if (!part) return refuse('unknownPart', 'CAT');
    if (input.offset < 0 || input.offset + input.width > found.definition.width) return refuse('noSuchSlot', 'R4');
    if (!shelfHasWorktops(found.module, input.offset, input.width)) return refuse('bottleShelfNeedsWorktop', 'R4');
    const others = found.module.bottle_shelves.filter(
      (shelf) =>
        shelf.offset + shelfWidth(context, shelf.part_id) <= input.offset || shelf.offset >= input.offset + input.width,
    );
    const shelf = { part_id: part.id, offset: mm(input.offset), color: null };
    return applied(replaceModule(doc, input.side, { ...found.module, bottle_shelves: [...others, shelf] }));
  },
);

export const removeBottleShelf = moduleCommand((doc, _context, input: ModuleTarget & { offset: number }, found) => {
  const bottle_shelves = found.module.bottle_shelves.filter((shelf) => shelf.offset !== input.offset);
  return applied(replaceModule(doc, input.side, { ...found.module, bottle_shelves }));
});

/** This file's rack and shelf edits by name, for the command table (`editCommands.ts`). */
export const RACK_EDITS = {
  addInsert,
  removeInsert,
  setWorktop,
  removeWorktop,
  addBottleShelf,
  removeBottleShelf,
};

/** A random step's rack of the target and the insert or worktop it puts there, or null when the bar has none. */
function rackAssemblyInput(bar: StepBar, s: StepNumbers, type: 'insert' | 'worktop') {
  const rack = rackOf(bar, s);
  const assembly = pick(assembliesOf(bar.catalogue, type), s.c);
  return bar.target && rack && assembly ? { ...bar.target, rackId: rack.id, assemblyId: assembly.id } : null;
}

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const RACK_STEPS = {
  insert: (bar, s) => {
    const input = rackAssemblyInput(bar, s, 'insert');
    return input ? { type: 'addInsert', input: { ...input, top: rackRow(s.b) } } : null;
  },
  removeInsert: (bar, s) => {
    const rack = rackOf(bar, s);
    const insert = rack && pick(rack.inserts, s.c);
    return bar.target && rack && insert
      ? { type: 'removeInsert', input: { ...bar.target, rackId: rack.id, top: insert.mount } }
      : null;
  },
  worktop: (bar, s) => {
    const input = rackAssemblyInput(bar, s, 'worktop');
    return input ? { type: 'setWorktop', input: { ...input, row: rackRow(s.a) } } : null;
  },
  removeWorktop: (bar, s) => {
    const rack = rackOf(bar, s);
    return bar.target && rack ? { type: 'removeWorktop', input: { ...bar.target, rackId: rack.id } } : null;
  },
  bottleShelf: ({ target }, s) =>
    target
      ? {
          type: 'addBottleShelf',
          input: { ...target, width: s.b % 2 === 0 ? 600 : 1200, offset: (s.c % 2) * 600 },
        }
      : null,
} satisfies Record<string, StepRule<CommandsOf<typeof RACK_EDITS>>>;
