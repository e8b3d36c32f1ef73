import type { BarDocument } from '../document.ts';
import { addBaseModule, removeBaseModule, rotateBaseModule } from './baseModules.ts';
import { addBranding, addBrandSign, removeBranding, removeBrandSign } from './branding.ts';
import { setBrandingImage, setBrandSignImage } from './brandingImages.ts';
import { setBackOffset, setGlobalColor } from './colors.ts';
import {
  addCounterBoardAccessory,
  appendCounterBoard,
  deleteAllCounterBoards,
  equipAllBarTops,
  removeCounterBoardAccessory,
  removeLastCounterBoard,
  type SpotOutcome,
} from './counterBoardEdits.ts';
import { addSideApplication, addSpeedRack, removeSideApplication, removeSpeedRack } from './edgeItems.ts';
import { addFrontFrame, addFrontFrameAccessory, removeFrontFrame, removeFrontFrameAccessory } from './frontFrames.ts';
import { guardOffered, replaceUnoffered } from './offered.ts';
import { applyFrontPanelTypeToAll, deleteAllPanels, removePanel, setBackPanel, setPanel } from './panelEdits.ts';
import { applyPackagingRecommendation, setAccessoryCount, setSinglePartCount } from './partCounts.ts';
import { addBottleShelf, addInsert, removeBottleShelf, removeInsert, removeWorktop, setWorktop } from './rackEdits.ts';
import { setSceneSettings } from './sceneSettings.ts';
import type { CommandResult, EditContext } from './types.ts';

/** What an edit gives back: the engine's result, and for "equip all bar tops" the outcome of each spot. */
export type EditResult = CommandResult & { outcomes?: SpotOutcome[] };

/**
 * Every edit of the bar the editor can make, by name: the engine's command that carries it out.
 * A new edit is one line here; its typed command (`EditCommand`) follows from the table.
 */
const EDITS = {
  addBaseModule,
  removeBaseModule,
  rotateBaseModule,
  addBranding,
  addBrandSign,
  removeBranding,
  removeBrandSign,
  setBrandingImage,
  setBrandSignImage,
  setGlobalColor,
  setBackOffset,
  setSceneSettings,
  appendCounterBoard,
  addCounterBoardAccessory,
  removeCounterBoardAccessory,
  removeLastCounterBoard,
  deleteAllCounterBoards,
  equipAllBarTops: (doc: BarDocument, context: EditContext, input: Parameters<typeof equipAllBarTops>[2]) => {
    const { result, outcomes } = equipAllBarTops(doc, context, input);
    return { ...result, outcomes };
  },
  addSideApplication,
  addSpeedRack,
  removeSideApplication,
  removeSpeedRack,
  addFrontFrame,
  addFrontFrameAccessory,
  removeFrontFrame,
  removeFrontFrameAccessory,
  setPanel,
  setBackPanel,
  removePanel,
  deleteAllPanels,
  applyFrontPanelTypeToAll,
  addInsert,
  removeInsert,
  setWorktop,
  removeWorktop,
  addBottleShelf,
  removeBottleShelf,
  setSinglePartCount,
  setAccessoryCount,
  applyPackagingRecommendation,
  replaceUnoffered,
} satisfies Record<string, (doc: BarDocument, context: EditContext, input: never) => EditResult>;

type Edits = typeof EDITS;
export type EditType = keyof Edits;

/** One edit as data: its name and the engine command's input (none for whole-bar edits such as "delete all panels"). */
export type EditCommand = {
  [K in EditType]: Parameters<Edits[K]> extends [BarDocument, EditContext, infer Input]
    ? { type: K; input: Input }
    : { type: K };
}[EditType];

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
