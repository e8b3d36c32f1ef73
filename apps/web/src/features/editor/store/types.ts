import type { BarDto } from '@bar/contracts/bars';
import type { Catalogue, SideName } from '@bar/domain/catalogue';
import type { CommandResult, EditContext } from '@bar/domain/commands/types';
import type { BarDocument, OrbitSettings } from '@bar/domain/document';
import type { Place } from '../places/placeTypes.ts';

/** What the server knows about the bar besides its document. */
export type BarModel = Pick<BarDto, 'id' | 'name' | 'version' | 'can_edit' | 'parts' | 'updated_at'>;

export type Command = (doc: BarDocument, context: EditContext) => CommandResult;

export type DocumentSlice = {
  doc: BarDocument | null;
  bar: BarModel | null;
  editToken: string | undefined;
  side: SideName;
  /** Replaces everything with a bar from the server: history, selection and save state start afresh. */
  loadBar: (bar: BarDto, editToken?: string) => void;
  setSide: (side: SideName) => void;
  /** Runs a domain command on the current document; null when nothing is loaded or the bar is read-only. */
  runCommand: (command: Command) => CommandResult | null;
  addBaseModule: (baseModuleId: number) => CommandResult | null;
  removeBaseModule: (moduleId: string) => CommandResult | null;
  removeSelectedModule: () => CommandResult | null;
  /** The camera as the user left it: not an edit (no undo entry, no full save); saved on its own. */
  setOrbitSettings: (orbit: OrbitSettings) => void;
  /** Counts camera changes, so the orbit save knows there is something to send. */
  orbitRevision: number;
};

export type CatalogueSlice = {
  catalogue: Catalogue | null;
  setCatalogue: (catalogue: Catalogue) => void;
};

export type SelectionSlice = {
  selectedModuleId: string | null;
  selectModule: (moduleId: string | null) => void;
  /** The place chosen in 3D or in the side menu (a mount, a rack row, an edge, …). */
  selectedPlace: Place | null;
  /** A menu item chosen before a place: the next click on a place in 3D puts it there. */
  armedItemKey: string | null;
  selectPlace: (place: Place | null) => void;
  armItem: (itemKey: string | null) => void;
  /** Escape: nothing selected, nothing armed. */
  clearSelection: () => void;
};

export type HistorySlice = {
  /** Earlier documents of local edits, oldest first. */
  past: BarDocument[];
  /** Undone documents, the next redo last. */
  future: BarDocument[];
  undo: () => boolean;
  redo: () => boolean;
};

export type SaveSlice = {
  /** Counts local document changes; a save covers the revision it was sent with. */
  editRevision: number;
  savedRevision: number;
  isSaving: boolean;
  hasSaveError: boolean;
  /** Marks a save as started and returns the revision it covers. */
  beginSave: () => number;
  finishSave: (response: BarDto, sentRevision: number) => void;
  failSave: () => void;
};

export type EditorState = DocumentSlice & CatalogueSlice & SelectionSlice & HistorySlice & SaveSlice;

export type EditorOptions = { newId: () => string; historyLimit?: number };
