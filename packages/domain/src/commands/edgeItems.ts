import type { BarDocument } from '../document.ts';
import { EDGES, type Edge } from '../edges.ts';
import { isDoor } from '../panels.ts';
import { mm } from '../units.ts';
import { assembliesOf, definitionOf, pick, type StepRule } from './editSteps.ts';
import { applied, isRefusal, locate, type ModuleTarget, moduleCommand, replaceModule } from './helpers.ts';
import { type CommandResult, type CommandsOf, type EditContext, refuse } from './types.ts';

/** P5, D1: a speed rack hangs on an open edge without a door. */
export const addSpeedRack = moduleCommand(
  (doc, context, input: ModuleTarget & { edge: Edge; offset: number }, found) => {
    if (found.module.neighbours.some((link) => link.edge === input.edge)) return refuse('edgeHasNeighbour', 'P5');
    const hasDoor = found.module.panels.some((panel) => {
      const assembly = context.catalogue.assemblies.get(panel.assembly_model_id);
      return panel.mount.orientation === input.edge && assembly !== undefined && isDoor(assembly);
    });
    if (hasDoor) return refuse('doorInTheWay', 'D1');
    const length = input.edge === 'n' || input.edge === 's' ? found.definition.width : found.definition.depth;
    if (input.offset < 0 || input.offset + 600 > length) return refuse('noSuchSlot', 'P5');
    const others = found.module.speed_racks.filter(
      (rack) => !(rack.edge === input.edge && rack.offset === input.offset),
    );
    return applied(
      replaceModule(doc, input.side, {
        ...found.module,
        speed_racks: [...others, { edge: input.edge, offset: mm(input.offset) }],
      }),
    );
  },
);

export const removeSpeedRack = moduleCommand(
  (doc, _context, input: ModuleTarget & { edge: Edge; offset: number }, found) => {
    const speed_racks = found.module.speed_racks.filter(
      (rack) => !(rack.edge === input.edge && rack.offset === input.offset),
    );
    if (speed_racks.length === found.module.speed_racks.length) return refuse('speedRackNotFound', 'P5');
    return applied(replaceModule(doc, input.side, { ...found.module, speed_racks }));
  },
);

/**
 * A side application (left or right) sits on the open west or east end of a front row (P2 keeps it
 * there). The back side has no side applications (its ends get side caps, P3, and back side
 * applications of their own), and nothing would move one there when a module is added beside it.
 */
export function addSideApplication(
  doc: BarDocument,
  context: EditContext,
  input: ModuleTarget & { assemblyId: number },
): CommandResult {
  if (input.side !== 'front') return refuse('wrongSide', 'P2', { side: input.side });
  const found = locate(doc, context, input);
  if (isRefusal(found)) return found;
  const assembly = context.catalogue.assemblies.get(input.assemblyId);
  if (!assembly) return refuse('unknownAssembly', 'CAT', { assemblyId: input.assemblyId });
  if (assembly.type !== 'side_application' || (assembly.mount !== 'left' && assembly.mount !== 'right')) {
    return refuse('wrongAssemblyType', 'P2');
  }
  const side: 'left' | 'right' = assembly.mount;
  const edge = side === 'left' ? 'w' : 'e';
  if (found.module.neighbours.some((link) => link.edge === edge)) return refuse('edgeHasNeighbour', 'P2');
  if (found.module.side_applications.some((application) => application.side === side))
    return refuse('sideApplicationExists', 'P2');
  const application = {
    side,
    assembly_id: assembly.id,
    color: null,
    parts: assembly.parts.map((part) => part.part_id),
  };
  return applied(
    replaceModule(doc, input.side, {
      ...found.module,
      side_applications: [...found.module.side_applications, application],
    }),
  );
}

export const removeSideApplication = moduleCommand(
  (doc, _context, input: ModuleTarget & { sideOf: 'left' | 'right' }, found) => {
    const side_applications = found.module.side_applications.filter((application) => application.side !== input.sideOf);
    return applied(replaceModule(doc, input.side, { ...found.module, side_applications }));
  },
);

/** This file's edge item edits by name, for the command table (`editCommands.ts`). */
export const EDGE_ITEM_EDITS = {
  addSideApplication,
  addSpeedRack,
  removeSideApplication,
  removeSpeedRack,
};

/** The editor offers speed racks on the open s, w and e edges (the engine also takes n). */
const OFFERED_SPEED_RACK_EDGES = ['s', 'w', 'e'] as const;

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const EDGE_ITEM_STEPS = {
  speedRack: ({ target, reach }, s) => {
    const edge = pick(reach === 'engine' ? EDGES : OFFERED_SPEED_RACK_EDGES, s.b) ?? 's';
    return target ? { type: 'addSpeedRack', input: { ...target, edge, offset: (s.c % 2) * 600 } } : null;
  },
  sideApplication: {
    side: 'frontWhenPlaced',
    draw: (bar, s) => {
      const application = pick(assembliesOf(bar.catalogue, 'side_application'), s.b);
      // The editor offers side shelves at the ends of modules with a front frame (the engine takes any).
      const isOffered = bar.reach === 'engine' || Boolean(definitionOf(bar)?.frontFrameMounts.length);
      return bar.target && application && isOffered
        ? { type: 'addSideApplication', input: { ...bar.target, assemblyId: application.id } }
        : null;
    },
  },
} satisfies Record<string, StepRule<CommandsOf<typeof EDGE_ITEM_EDITS>>>;
