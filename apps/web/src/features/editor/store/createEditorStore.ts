import { addBaseModule, removeBaseModule } from '@bar/domain/commands/baseModules';
import type { BarDocument } from '@bar/domain/document';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { mergeSavedBar } from '../autosave/mergeSave.ts';
import type { Place } from '../places/placeTypes.ts';
import { documentOf, modelOf } from './documentOf.ts';
import type {
  CatalogueSlice,
  DocumentSlice,
  EditorOptions,
  EditorState,
  HistorySlice,
  SaveSlice,
  SelectionSlice,
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

const documentSlice =
  (options: EditorOptions): Slice<DocumentSlice> =>
  (set, get) => ({
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
        ...NO_SELECTION,
        editRevision: 0,
        savedRevision: 0,
        isSaving: false,
        hasSaveError: false,
      }),
    setSide: (side) => set({ side, ...NO_SELECTION }),
    runCommand: (command) => {
      const { doc, catalogue, bar } = get();
      if (!doc || !catalogue || !bar?.can_edit) return null;
      const result = command(doc, { catalogue, newId: options.newId });
      if (!result.ok) return result;
      const limit = options.historyLimit ?? DEFAULT_HISTORY_LIMIT;
      set((state) => ({
        doc: result.doc,
        past: result.history ? [...state.past, doc].slice(-limit) : state.past,
        future: result.history ? [] : state.future,
        editRevision: state.editRevision + 1,
        selectedModuleId: hasModule(result.doc, state.selectedModuleId) ? state.selectedModuleId : null,
        selectedPlace: keptPlace(result.doc, state.selectedPlace),
      }));
      return result;
    },
    addBaseModule: (baseModuleId) =>
      get().runCommand((doc, context) => addBaseModule(doc, context, { side: get().side, baseModuleId })),
    removeBaseModule: (moduleId) =>
      get().runCommand((doc, context) => removeBaseModule(doc, context, { side: get().side, moduleId })),
    orbitRevision: 0,
    setOrbitSettings: (orbit) => {
      const { doc } = get();
      if (!doc) return;
      set((state) => ({ doc: { ...doc, orbit_settings: { ...orbit } }, orbitRevision: state.orbitRevision + 1 }));
    },
    removeSelectedModule: () => {
      const selected = get().selectedModuleId;
      return selected ? get().removeBaseModule(selected) : null;
    },
  });

const catalogueSlice: Slice<CatalogueSlice> = (set) => ({
  catalogue: null,
  setCatalogue: (catalogue) => set({ catalogue }),
});

const selectionSlice: Slice<SelectionSlice> = (set, get) => ({
  selectedModuleId: null,
  selectModule: (moduleId) => set({ selectedModuleId: hasModule(get().doc, moduleId) ? moduleId : null }),
  selectedPlace: null,
  armedItemKey: null,
  selectPlace: (place) => {
    const kept = keptPlace(get().doc, place);
    // Choosing a whole module as the place also selects the module (Delete removes it, the scene outlines it).
    set(kept?.kind === 'module' ? { selectedPlace: kept, selectedModuleId: kept.moduleId } : { selectedPlace: kept });
  },
  armItem: (itemKey) => set({ armedItemKey: itemKey }),
  clearSelection: () => set(NO_SELECTION),
});

const historySlice: Slice<HistorySlice> = (set, get) => ({
  past: [],
  future: [],
  undo: () => {
    const { past, doc, bar } = get();
    const previous = past.at(-1);
    if (!previous || !doc || !bar?.can_edit) return false;
    set((state) => ({
      doc: previous,
      past: state.past.slice(0, -1),
      future: [...state.future, doc],
      editRevision: state.editRevision + 1,
      selectedModuleId: hasModule(previous, state.selectedModuleId) ? state.selectedModuleId : null,
      selectedPlace: keptPlace(previous, state.selectedPlace),
    }));
    return true;
  },
  redo: () => {
    const { future, doc, bar } = get();
    const next = future.at(-1);
    if (!next || !doc || !bar?.can_edit) return false;
    set((state) => ({
      doc: next,
      past: [...state.past, doc],
      future: state.future.slice(0, -1),
      editRevision: state.editRevision + 1,
      selectedModuleId: hasModule(next, state.selectedModuleId) ? state.selectedModuleId : null,
      selectedPlace: keptPlace(next, state.selectedPlace),
    }));
    return true;
  },
});

const saveSlice: Slice<SaveSlice> = (set, get) => ({
  editRevision: 0,
  savedRevision: 0,
  isSaving: false,
  hasSaveError: false,
  beginSave: () => {
    set({ isSaving: true });
    return get().editRevision;
  },
  finishSave: (response, sentRevision) => {
    const { doc, editRevision } = get();
    if (!doc) return;
    const merged = mergeSavedBar({ doc, editRevision }, sentRevision, response);
    set({ ...merged, isSaving: false, hasSaveError: false });
  },
  failSave: () => set({ isSaving: false, hasSaveError: true }),
});

export function createEditorStore(options: EditorOptions): EditorStore {
  return createStore<EditorState>()((...args) => ({
    ...documentSlice(options)(...args),
    ...catalogueSlice(...args),
    ...selectionSlice(...args),
    ...historySlice(...args),
    ...saveSlice(...args),
  }));
}
