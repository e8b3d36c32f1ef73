import { findPartByCode, frontFramePartCode } from '../catalogue.ts';
import { counterBoardParts, refillCounterBoards, runSignatures } from '../counterBoards.ts';
import type { BarDocument } from '../document.ts';
import { withSide } from '../document.ts';
import { assembliesOf, definitionOf, moduleOf, pick, type StepRule } from './editSteps.ts';
import { applied, chosenAssembly, isRefusal, type ModuleTarget, moduleCommand, replaceModule } from './helpers.ts';
import { type Change, type CommandsOf, type EditContext, refuse } from './types.ts';

function refill(
  doc: BarDocument,
  before: BarDocument,
  context: EditContext,
  changes: Change[],
): BarDocument | 'missing' {
  const parts = counterBoardParts(context.catalogue);
  if (!parts) return 'missing';
  const refilled = refillCounterBoards(
    doc.front,
    context.catalogue,
    parts,
    context.newId,
    runSignatures(before.front, context.catalogue),
  );
  if (refilled.refilledRoots.length > 0)
    changes.push({ kind: 'counterBoardsRefilled', rootIds: refilled.refilledRoots });
  return withSide(doc, 'front', refilled.side);
}

/** C1: a front frame on a mount of a front module; counter boards extend or move. */
export const addFrontFrame = moduleCommand((doc, context, input: ModuleTarget & { mountId: string }, found) => {
  const mount = found.definition.frontFrameMounts.find((candidate) => candidate.id === input.mountId);
  if (!mount) return refuse('unknownMount', 'C1', { mountId: input.mountId });
  if (found.module.frontFrames.some((frame) => frame.mount_id === mount.id)) return refuse('frontFrameExists', 'C1');
  const part = findPartByCode(context.catalogue, frontFramePartCode(found.definition, mount));
  if (!part) return refuse('frontFramePartMissing', 'C7');
  const frame = { id: context.newId(), mount_id: mount.id, part_id: part.id, color: null };
  const changes: Change[] = [];
  const next = replaceModule(doc, input.side, { ...found.module, frontFrames: [...found.module.frontFrames, frame] });
  const refilled = input.side === 'front' ? refill(next, doc, context, changes) : next;
  if (refilled === 'missing') return refuse('counterBoardPartsMissing', 'C7');
  return applied(refilled, changes);
});

/** C1, P9: removes a front frame (never a fixed one); counter boards are refilled. */
export const removeFrontFrame = moduleCommand((doc, context, input: ModuleTarget & { mountId: string }, found) => {
  const mount = found.definition.frontFrameMounts.find((candidate) => candidate.id === input.mountId);
  if (!mount) return refuse('unknownMount', 'C1', { mountId: input.mountId });
  if (mount.fixed) return refuse('frontFrameFixed', 'P9');
  if (!found.module.frontFrames.some((frame) => frame.mount_id === mount.id)) return refuse('frontFrameMissing', 'C1');
  const changes: Change[] = [];
  const next = replaceModule(doc, input.side, {
    ...found.module,
    frontFrames: found.module.frontFrames.filter((frame) => frame.mount_id !== mount.id),
    front_frame_accessories: found.module.front_frame_accessories.filter(
      (accessory) => accessory.mount_id !== mount.id,
    ),
  });
  const refilled = input.side === 'front' ? refill(next, doc, context, changes) : next;
  if (refilled === 'missing') return refuse('counterBoardPartsMissing', 'C7');
  return applied(refilled, changes);
});

/** C5: a front-frame accessory replaces any accessory at the same position. */
export const addFrontFrameAccessory = moduleCommand(
  (doc, context, input: ModuleTarget & { mountId: string; assemblyId: number; position: number }, found) => {
    const assembly = chosenAssembly(
      context,
      input.assemblyId,
      (chosen) => chosen.type === 'front_frame_accessory',
      'C5',
    );
    if (isRefusal(assembly)) return assembly;
    if (!found.module.frontFrames.some((frame) => frame.mount_id === input.mountId))
      return refuse('frontFrameMissing', 'C5');
    const others = found.module.front_frame_accessories.filter(
      (accessory) => !(accessory.mount_id === input.mountId && accessory.position === input.position),
    );
    const accessory = { assembly_id: assembly.id, mount_id: input.mountId, position: input.position };
    return applied(
      replaceModule(doc, input.side, { ...found.module, front_frame_accessories: [...others, accessory] }),
    );
  },
);

export const removeFrontFrameAccessory = moduleCommand(
  (doc, _context, input: ModuleTarget & { mountId: string; position: number }, found) => {
    const others = found.module.front_frame_accessories.filter(
      (accessory) => !(accessory.mount_id === input.mountId && accessory.position === input.position),
    );
    return applied(replaceModule(doc, input.side, { ...found.module, front_frame_accessories: others }));
  },
);

/** This file's front frame edits by name, for the command table (`editCommands.ts`). */
export const FRONT_FRAME_EDITS = {
  addFrontFrame,
  addFrontFrameAccessory,
  removeFrontFrame,
  removeFrontFrameAccessory,
};

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const FRONT_FRAME_STEPS = {
  frontFrame: (bar, s) => {
    const mount = pick(definitionOf(bar)?.frontFrameMounts ?? [], s.b);
    if (!bar.target || !mount) return null;
    const input = { ...bar.target, mountId: mount.id };
    const isTaken = moduleOf(bar)?.frontFrames.some((frame) => frame.mount_id === mount.id);
    return isTaken && bar.reach === 'engine' ? { type: 'removeFrontFrame', input } : { type: 'addFrontFrame', input };
  },
  frameAccessory: (bar, s) => {
    const frame = pick(moduleOf(bar)?.frontFrames ?? [], s.b);
    const accessory = pick(assembliesOf(bar.catalogue, 'front_frame_accessory'), s.c);
    return bar.target && frame && accessory
      ? {
          type: 'addFrontFrameAccessory',
          input: { ...bar.target, mountId: frame.mount_id, assemblyId: accessory.id, position: s.a % 3 },
        }
      : null;
  },
} satisfies Record<string, StepRule<CommandsOf<typeof FRONT_FRAME_EDITS>>>;
