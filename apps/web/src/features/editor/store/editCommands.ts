import { addBaseModule, removeBaseModule, rotateBaseModule } from '@bar/domain/commands/baseModules';
import { addBranding, addBrandSign, removeBranding, removeBrandSign } from '@bar/domain/commands/branding';
import { setBrandingImage, setBrandSignImage } from '@bar/domain/commands/brandingImages';
import { setBackOffset, setGlobalColor } from '@bar/domain/commands/colors';
import {
  addCounterBoardAccessory,
  appendCounterBoard,
  deleteAllCounterBoards,
  equipAllBarTops,
  removeCounterBoardAccessory,
  removeLastCounterBoard,
  type SpotOutcome,
} from '@bar/domain/commands/counterBoardEdits';
import {
  addSideApplication,
  addSpeedRack,
  removeSideApplication,
  removeSpeedRack,
} from '@bar/domain/commands/edgeItems';
import {
  addFrontFrame,
  addFrontFrameAccessory,
  removeFrontFrame,
  removeFrontFrameAccessory,
} from '@bar/domain/commands/frontFrames';
import { guardOffered, replaceUnoffered } from '@bar/domain/commands/offered';
import {
  applyFrontPanelTypeToAll,
  deleteAllPanels,
  removePanel,
  setBackPanel,
  setPanel,
} from '@bar/domain/commands/panelEdits';
import { applyPackagingRecommendation, setAccessoryCount, setSinglePartCount } from '@bar/domain/commands/partCounts';
import {
  addBottleShelf,
  addInsert,
  removeBottleShelf,
  removeInsert,
  removeWorktop,
  setWorktop,
} from '@bar/domain/commands/rackEdits';
import { setSceneSettings } from '@bar/domain/commands/sceneSettings';
import type { CommandResult, EditContext } from '@bar/domain/commands/types';
import type { BarDocument } from '@bar/domain/document';

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

/**
 * Runs the engine's command for an edit on a document; pure, the document is not changed. No edit
 * may place a part no longer offered anew (`guardOffered`, the rule the server's save checks too).
 */
export function applyEdit(doc: BarDocument, context: EditContext, command: EditCommand): EditResult {
  const edit = EDITS[command.type] as (doc: BarDocument, context: EditContext, input: unknown) => EditResult;
  const result = edit(doc, context, 'input' in command ? command.input : undefined);
  const guarded = guardOffered(doc, result, context);
  return guarded === result ? result : guarded;
}
