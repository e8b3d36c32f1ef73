import { applyEdit, type EditCommand, isEditCommand } from '@bar/domain/commands/editCommands';
import type { BarDocument } from '@bar/domain/document';
import type { Patch } from 'immer';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import type { Place } from '../places/placeTypes.ts';
import { documentOf, modelOf } from './documentOf.ts';
import { applyDocumentPatches, diffDocuments, toJsonPatch } from './patches.ts';
import { saveSlice } from './saveSlice.ts';
import type {
  CatalogueSlice,
  ChoosePlaceCommand,
  Dispatch,
  DispatchResult,
  DocumentSlice,
  Done,
  DoorRefusal,
  EditOutcome,
  EditorCommand,
  EditorOptions,
  EditorState,
  HistorySlice,
  SelectionSlice,
  ViewCommand,
} from './types.ts';

export type EditorStore = StoreApi<EditorState>;
type Slice<T> = StateCreator<EditorState, [], [], T>;

const DEFAULT_HISTORY_LIMIT = 100;

function hasModule(doc: BarDocument | null, moduleId: string | null): boolean {
  if (!doc || !moduleId) return false;
  return [...doc.front.baseModules, ...doc.back.baseModules].some((module) => module.id === moduleId);
}

/** A selected place stays selected while the module it belongs to is still on the bar. */
function keptPlace(doc: BarDocument | null, place: Place | null): Place | null {
  return place && hasModule(doc, place.frameModuleId) ? place : null;
}

const NO_SELECTION = { selectedModuleId: null, selectedPlace: null, armedItemKey: null };

const documentSlice: Slice<Omit<DocumentSlice, 'dispatch'>> = (set) => ({
  doc: null,
  bar: null,
  editToken: undefined,
  side: 'front',
  loadBar: (bar, editToken) =>
    set({
      doc: documentOf(bar),
      bar: modelOf(bar),
      editToken,
      past: [],
      future: [],
      unsavedPatches: [],
      ...NO_SELECTION,
      editRevision: 0,
      savedRevision: 0,
      isSaving: false,
      hasSaveError: false,
      needsFullSave: false,
    }),
  orbitRevision: 0,
});

const catalogueSlice: Slice<CatalogueSlice> = (set) => ({
  catalogue: null,
  setCatalogue: (catalogue) => set({ catalogue }),
});

const selectionSlice: Slice<SelectionSlice> = () => ({
  selectedModuleId: null,
  selectedPlace: null,
  armedItemKey: null,
});

const historySlice: Slice<HistorySlice> = () => ({
  past: [],
  future: [],
  unsavedPatches: [],
});

const DONE: Done = { ok: true };

/** The state after the document became `next` by `patches`: a new revision, its JSON Patch kept until saved, the selection kept where it still exists. */
function changedTo(state: EditorState, next: BarDocument, patches: readonly Patch[]): Partial<EditorState> {
  const revision = state.editRevision + 1;
  return {
    doc: next,
    editRevision: revision,
    unsavedPatches: [...state.unsavedPatches, { revision, operations: toJsonPatch(patches) }],
    selectedModuleId: hasModule(next, state.selectedModuleId) ? state.selectedModuleId : null,
    selectedPlace: keptPlace(next, state.selectedPlace),
  };
}

/** The door: one function that takes every command, runs it and keeps the history as patches. */
function doorOf(options: EditorOptions): Slice<Pick<DocumentSlice, 'dispatch'>> {
  const limit = options.historyLimit ?? DEFAULT_HISTORY_LIMIT;
  return (set, get) => {
    function edit(command: EditCommand): EditOutcome {
      const state = get();
      const { doc, catalogue, bar } = state;
      if (!doc || !catalogue) return { ok: false, reason: 'notLoaded' };
      if (!bar?.can_edit) return { ok: false, reason: 'readOnly' };
      const result = applyEdit(doc, { catalogue, newId: options.newId }, command);
      if (!result.ok) return result;
      const change = diffDocuments(doc, result.doc);
      set({
        ...changedTo(state, result.doc, change.patches),
        past: result.history ? [...state.past, change.inversePatches].slice(-limit) : state.past,
        future: result.history ? [] : state.future,
      });
      return result;
    }

    function step(direction: 'undo' | 'redo'): Done | DoorRefusal {
      const state = get();
      const { doc, bar } = state;
      if (!doc) return { ok: false, reason: 'notLoaded' };
      if (!bar?.can_edit) return { ok: false, reason: 'readOnly' };
      const patches = (direction === 'undo' ? state.past : state.future).at(-1);
      if (!patches) return { ok: false, reason: direction === 'undo' ? 'nothingToUndo' : 'nothingToRedo' };
      // Only the recorded parts move back or forth: the camera and the selection stay as they are.
      let next: BarDocument;
      try {
        next = applyDocumentPatches(doc, patches);
      } catch {
        // The document no longer has the shape the step was recorded on (a save answered with a
        // document the server changed): the history cannot be replayed and is dropped.
        set({ past: [], future: [] });
        return { ok: false, reason: 'historyOutdated' };
      }
      // Each side keeps one direction only; the way back is the step's diff, cheap because the
      // patched document shares every untouched object with the current one.
      const way = diffDocuments(doc, next);
      set({
        ...changedTo(state, next, way.patches),
        past: direction === 'undo' ? state.past.slice(0, -1) : [...state.past, way.inversePatches],
        future: direction === 'undo' ? [...state.future, way.inversePatches] : state.future.slice(0, -1),
      });
      return DONE;
    }

    function view(command: ViewCommand): Done | DoorRefusal {
      const { doc } = get();
      switch (command.type) {
        case 'setSide':
          set({ side: command.side, ...NO_SELECTION });
          return DONE;
        case 'selectModule':
          set({ selectedModuleId: hasModule(doc, command.moduleId) ? command.moduleId : null });
          return DONE;
        case 'selectPlace': {
          const kept = keptPlace(doc, command.place);
          // Choosing a whole module as the place also selects the module (Delete removes it, the scene outlines it).
          set(
            kept?.kind === 'module'
              ? { selectedPlace: kept, selectedModuleId: kept.moduleId }
              : { selectedPlace: kept },
          );
          return DONE;
        }
        case 'armItem':
          set({ armedItemKey: command.itemKey });
          return DONE;
        case 'clearSelection':
          set(NO_SELECTION);
          return DONE;
        case 'setOrbit':
          if (!doc) return { ok: false, reason: 'notLoaded' };
          set((state) => ({
            doc: { ...doc, orbit_settings: { ...command.orbit } },
            orbitRevision: state.orbitRevision + 1,
          }));
          return DONE;
      }
    }

    /** The place selected, then the armed item's edit made there; a placed item is no longer armed. */
    function choosePlace(command: ChoosePlaceCommand): DispatchResult {
      const selected = view({ type: 'selectPlace', place: command.place });
      if (!command.edit) return selected;
      const result = edit(command.edit);
      if (result.ok) set({ armedItemKey: null });
      return result;
    }

    function dispatch(command: EditorCommand): DispatchResult {
      if (isEditCommand(command)) return edit(command);
      if (command.type === 'undo' || command.type === 'redo') return step(command.type);
      if (command.type === 'choosePlace') return choosePlace(command);
      return view(command);
    }

    return { dispatch: dispatch as Dispatch };
  };
}

export function createEditorStore(options: EditorOptions): EditorStore {
  return createStore<EditorState>()((...args) => ({
    ...documentSlice(...args),
    ...doorOf(options)(...args),
    ...catalogueSlice(...args),
    ...selectionSlice(...args),
    ...historySlice(...args),
    ...saveSlice(...args),
  }));
}
