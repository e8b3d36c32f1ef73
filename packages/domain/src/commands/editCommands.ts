import type { BarDocument } from '../document.ts';
import { BASE_MODULE_EDITS } from './baseModules.ts';
import { BRANDING_EDITS } from './branding.ts';
import { BRANDING_IMAGE_EDITS } from './brandingImages.ts';
import { setBackOffset, setGlobalColor } from './colors.ts';
import { COUNTER_BOARD_EDITS, type SpotOutcome } from './counterBoardEdits.ts';
import { EDGE_ITEM_EDITS } from './edgeItems.ts';
import { FRONT_FRAME_EDITS } from './frontFrames.ts';
import { guardOffered, OFFERED_EDITS } from './offered.ts';
import { PANEL_EDITS } from './panelEdits.ts';
import { PART_COUNT_EDITS } from './partCounts.ts';
import { RACK_EDITS } from './rackEdits.ts';
import { SCENE_SETTINGS_EDITS } from './sceneSettings.ts';
import type { CommandResult, CommandsOf, EditContext } from './types.ts';

/** What an edit gives back: the engine's result, and for "equip all bar tops" the outcome of each spot. */
export type EditResult = CommandResult & { outcomes?: SpotOutcome[] };

/**
 * Every edit of the bar the editor can make, by name: the engine's command that carries it out.
 * Each command file lists its own edits, so a new edit is one line beside its command; its typed
 * command (`EditCommand`) follows from the table. A new command file adds its list here.
 */
const EDITS = {
  ...BASE_MODULE_EDITS,
  ...BRANDING_EDITS,
  ...BRANDING_IMAGE_EDITS,
  // Named here rather than in a list of colors.ts: the home screen loads that file for its limits,
  // and a list there would ship in the home screen's scripts.
  setGlobalColor,
  setBackOffset,
  ...SCENE_SETTINGS_EDITS,
  ...COUNTER_BOARD_EDITS,
  ...EDGE_ITEM_EDITS,
  ...FRONT_FRAME_EDITS,
  ...PANEL_EDITS,
  ...RACK_EDITS,
  ...PART_COUNT_EDITS,
  ...OFFERED_EDITS,
} satisfies Record<string, (doc: BarDocument, context: EditContext, input: never) => EditResult>;

type Edits = typeof EDITS;
export type EditType = keyof Edits;

/** One edit as data: its name and the engine command's input (none for whole-bar edits such as "delete all panels"). */
export type EditCommand = CommandsOf<Edits>;

export type EditCommandOf<K extends EditType> = Extract<EditCommand, { type: K }>;

export function isEditCommand(command: { type: string }): command is EditCommand {
  return Object.hasOwn(EDITS, command.type);
}

/** Runs the engine's command for an edit, without the door's guard (for the guard's own tests). */
export function runEdit(doc: BarDocument, context: EditContext, command: EditCommand): EditResult {
  const edit = EDITS[command.type] as (doc: BarDocument, context: EditContext, input: unknown) => EditResult;
  return edit(doc, context, 'input' in command ? command.input : undefined);
}

/**
 * Runs the engine's command for an edit on a document; pure, the document is not changed. No edit
 * may place a part no longer offered anew (`guardOffered`, the rule the server's save checks too).
 */
export function applyEdit(doc: BarDocument, context: EditContext, command: EditCommand): EditResult {
  const result = runEdit(doc, context, command);
  const guarded = guardOffered(doc, result, context);
  return guarded === result ? result : guarded;
}
