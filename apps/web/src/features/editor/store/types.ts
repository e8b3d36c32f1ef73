import type { BarPatchMinimalResult } from '@bar/contracts/barPatch';
import type { BarDto } from '@bar/contracts/bars';
import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { EditCommand, EditResult } from '@bar/domain/commands/editCommands';
import type { BarDocument, OrbitSettings } from '@bar/domain/document';
import type { Patch } from 'immer';
import type { Place } from '../places/placeTypes.ts';
import type { JsonPatchOperation } from './patches.ts';

/** What the server knows about the bar besides its document (the preview token only for who may edit). */
export type BarModel = Pick<BarDto, 'id' | 'name' | 'version' | 'can_edit' | 'parts' | 'updated_at' | 'preview_token'>;

/** Changes of what is looked at and chosen: never part of an undo step. */
export type ViewCommand =
  | { type: 'setSide'; side: SideName }
  | { type: 'selectModule'; moduleId: string | null }
  | { type: 'selectPlace'; place: Place | null }
  | { type: 'armItem'; itemKey: string | null }
  | { type: 'clearSelection' }
  /** The camera as the user left it: not an edit (no undo entry, no full save); saved on its own. */
  | { type: 'setOrbit'; orbit: OrbitSettings };

export type HistoryCommand = { type: 'undo' } | { type: 'redo' };

/**
 * A click on a place in 3D: the place becomes the selection and, with `edit` (the item armed in the
 * menu, as its command for that place), the item is put there; once placed it is no longer armed.
 */
export type ChoosePlaceCommand = { type: 'choosePlace'; place: Place; edit: EditCommand | null };

/** Everything the editor can be asked to do, as data: the one way in (`dispatch`). */
export type EditorCommand = EditCommand | HistoryCommand | ViewCommand | ChoosePlaceCommand;

/** Why the door turned a command away before the engine saw it (the engine's own refusals carry a rule). */
export type DoorRefusalReason = 'notLoaded' | 'readOnly' | 'nothingToUndo' | 'nothingToRedo' | 'historyOutdated';
export type DoorRefusal = { ok: false; reason: DoorRefusalReason };
export type Done = { ok: true };

export type EditOutcome = EditResult | DoorRefusal;
export type DispatchResult = EditOutcome | Done;

export type Dispatch = {
  (command: EditCommand): EditOutcome;
  (command: HistoryCommand | ViewCommand): Done | DoorRefusal;
  (command: ChoosePlaceCommand): DispatchResult;
  (command: EditorCommand): DispatchResult;
};

/**
 * Local document changes not yet covered by a save, as JSON Patch, per edit revision (for the patch
 * save). They lead from the last saved document to the current one; after "keep mine" in a save
 * conflict the server holds another document, so that save has to send the whole document.
 */
export type UnsavedPatch = { revision: number; operations: JsonPatchOperation[] };

export type DocumentSlice = {
  doc: BarDocument | null;
  bar: BarModel | null;
  editToken: string | undefined;
  side: SideName;
  /** Replaces everything with a bar from the server: history, selection and save state start afresh. */
  loadBar: (bar: BarDto, editToken?: string) => void;
  /**
   * The one door: every edit, undo, redo and view change is a command passed here. An edit runs the
   * engine's command and is recorded as patches; a refusal comes back with its reason code.
   */
  dispatch: Dispatch;
  /** Counts camera changes, so the orbit save knows there is something to send. */
  orbitRevision: number;
};

export type CatalogueSlice = {
  catalogue: Catalogue | null;
  setCatalogue: (catalogue: Catalogue) => void;
};

export type SelectionSlice = {
  selectedModuleId: string | null;
  /** The place chosen in 3D or in the side menu (a mount, a rack row, an edge, …). */
  selectedPlace: Place | null;
  /** A menu item chosen before a place: the next click on a place in 3D puts it there. */
  armedItemKey: string | null;
};

export type HistorySlice = {
  /**
   * Per local edit, oldest first, the patches that take it back (view state is never in them).
   * Only that direction is kept: undo computes the redo patches from the step it made.
   */
  past: Patch[][];
  /** Per undone edit, the patches that make it again; the next redo last. */
  future: Patch[][];
  /** Every document change since the last save (edits, undos, redos) as JSON Patch. */
  unsavedPatches: UnsavedPatch[];
};

export type SaveSlice = {
  /** Counts local document changes; a save covers the revision it was sent with. */
  editRevision: number;
  savedRevision: number;
  isSaving: boolean;
  hasSaveError: boolean;
  /**
   * The server holds another document than the one `unsavedPatches` start from (after "keep mine"
   * in a save conflict, or a patch the server refused): the next save sends the whole document.
   */
  needsFullSave: boolean;
  /** Marks a save as started and returns the revision it covers. */
  beginSave: () => number;
  /** A full save (`PUT`) answered with the stored bar. */
  finishSave: (response: BarDto, sentRevision: number) => void;
  /**
   * A patch save answered with the new version and the parts list (or nothing was left to send: null). The
   * document stays the local one: the server stored exactly the operations it was sent.
   */
  finishPatchSave: (result: BarPatchMinimalResult | null, sentRevision: number) => void;
  failSave: () => void;
};

export type EditorState = DocumentSlice & CatalogueSlice & SelectionSlice & HistorySlice & SaveSlice;

export type EditorOptions = { newId: () => string; historyLimit?: number };
