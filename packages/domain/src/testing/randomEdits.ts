// Random edits for the property tests of every package, built on the editor's command table: a
// step is a kind of edit and three random numbers; on the current bar it becomes an `EditCommand`
// (or nothing, when the bar has nothing it fits) that `applyEdit` runs as the editor's door does.
// Each command file declares the steps of its commands (its `…_STEPS`, tools in `editSteps.ts`).
// Test code only: production code never imports `testing/` (a dependency-cruiser rule).
import fc from 'fast-check';
import type { Catalogue, SideName } from '../catalogue.ts';
import { BASE_MODULE_STEPS } from '../commands/baseModules.ts';
import { BRANDING_STEPS } from '../commands/branding.ts';
import { BRANDING_IMAGE_STEPS } from '../commands/brandingImages.ts';
import { COLOR_STEPS } from '../commands/colors.ts';
import { COUNTER_BOARD_STEPS } from '../commands/counterBoardEdits.ts';
import { EDGE_ITEM_STEPS } from '../commands/edgeItems.ts';
import { applyEdit, type EditCommand, type EditResult } from '../commands/editCommands.ts';
import { pick, type Reach, type StepNumbers, type StepRule } from '../commands/editSteps.ts';
import { FRONT_FRAME_STEPS } from '../commands/frontFrames.ts';
import { PANEL_STEPS } from '../commands/panelEdits.ts';
import { PART_COUNT_STEPS } from '../commands/partCounts.ts';
import { RACK_STEPS } from '../commands/rackEdits.ts';
import type { EditContext } from '../commands/types.ts';
import type { BarDocument } from '../document.ts';
import { buildPresetDocument, seedPresets } from '../seed/presets.ts';

/** Every kind of step by name; each command file declares the steps of its commands. */
const DRAWS = {
  ...BASE_MODULE_STEPS,
  ...FRONT_FRAME_STEPS,
  ...COUNTER_BOARD_STEPS,
  ...RACK_STEPS,
  ...PANEL_STEPS,
  ...EDGE_ITEM_STEPS,
  ...COLOR_STEPS,
  ...BRANDING_STEPS,
  ...BRANDING_IMAGE_STEPS,
  ...PART_COUNT_STEPS,
} satisfies Record<string, StepRule<EditCommand>>;

export type StepKind = keyof typeof DRAWS;

export type Step = StepNumbers & { kind: StepKind };

/** Every kind of step once. */
export const STEP_KINDS = Object.keys(DRAWS) as StepKind[];

/** A random step of one of `kinds` (a kind listed twice comes twice as often). */
export function randomStep(kinds: readonly StepKind[]): fc.Arbitrary<Step> {
  return fc.record({ kind: fc.constantFrom(...kinds), a: fc.nat(1000), b: fc.nat(1000), c: fc.nat(1000) });
}

/** A random step of any kind, new modules three times as often (a bar grows before it is equipped). */
export const anyStep: fc.Arbitrary<Step> = randomStep(['addModule', 'addModule', ...STEP_KINDS]);

/** The command a step stands for on `doc`, or null when the bar has nothing it fits. */
export function stepCommand(doc: BarDocument, catalogue: Catalogue, s: Step, reach: Reach): EditCommand | null {
  const rule: StepRule<EditCommand> = DRAWS[s.kind];
  const { side, draw } = typeof rule === 'function' ? { side: undefined, draw: rule } : rule;
  const isFrontOnly = reach === 'placed' && side === 'frontWhenPlaced';
  const sideName: SideName = !isFrontOnly && (side === 'back' || s.c % 4 === 0) ? 'back' : 'front';
  const module = pick(doc[sideName].baseModules, s.a);
  const target = module ? { side: sideName, moduleId: module.id } : undefined;
  return draw({ doc, catalogue, reach, sideName, target }, s);
}

/** The index of a random seed preset, the bar random steps start from. */
export const presetIndex: fc.Arbitrary<number> = fc.nat(seedPresets.length - 1);

/** The document of the seed preset at `index`. */
export function presetBar(index: number, catalogue: Catalogue): BarDocument {
  const preset = seedPresets[index];
  if (!preset) throw new Error(`no preset ${index}`);
  return buildPresetDocument(preset, catalogue);
}

/**
 * Runs the steps from `doc` and returns the last document; each accepted step's document is
 * handed to `accepted` first (to check it, or to freeze it before the next step reads it).
 */
export function runSteps(
  doc: BarDocument,
  context: EditContext,
  steps: readonly Step[],
  options: { reach?: Reach; accepted?: (doc: BarDocument, step: Step) => void } = {},
): BarDocument {
  let current = doc;
  for (const s of steps) {
    const result = applyStep(current, context, s, options.reach);
    if (!result?.ok) continue;
    current = result.doc;
    options.accepted?.(current, s);
  }
  return current;
}

/** Runs a step through the command table; null when the bar has nothing it fits. */
export function applyStep(doc: BarDocument, context: EditContext, s: Step, reach: Reach = 'engine'): EditResult | null {
  const command = stepCommand(doc, context.catalogue, s, reach);
  return command ? applyEdit(doc, context, command) : null;
}
