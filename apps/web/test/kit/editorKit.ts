import type { BarDocumentDto } from '@bar/contracts/barDocument';
import type { BarDto } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import type { EditCommand } from '@bar/domain/commands/editCommands';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import { computePartsList, type PartsList } from '@bar/domain/partsList';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { bagsByType } from '@bar/domain/transport';
import { createEditorStore, type EditorStore } from '../../src/features/editor/store/createEditorStore.ts';
import type { Dispatch, EditOutcome, EditorState } from '../../src/features/editor/store/types.ts';

/** The seed catalogue, built once for every editor test. */
export const catalogue: Catalogue = seedCatalogue();

/** A bar as the server returns it, around a document (an empty bar unless given). */
export function barDto(overrides: Partial<BarDto> = {}, doc: BarDocument = createEmptyBarDocument()): BarDto {
  const parts = computePartsList(doc, catalogue, 'en');
  const { transport, power } = parts;
  return {
    ...(doc as BarDocumentDto),
    id: 'bar-1',
    name: 'My bar',
    version: 1,
    can_edit: true,
    parts,
    packaging_recommendation: [],
    transport: { ...transport, bags: bagsByType(transport) },
    power,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A headless editor: the real store and door, no React, no server. */
export type EditorKit = {
  store: EditorStore;
  dispatch: Dispatch;
  state: () => EditorState;
  /** The current document (throws when nothing is loaded). */
  doc: () => BarDocument;
  /** The parts list of the current document. */
  parts: () => PartsList;
  /** Adds a base module on the current side; the door's result. */
  addModule: (baseModuleId: number) => EditOutcome;
  /** Runs an edit that must apply; fails the test with the reason otherwise. */
  apply: (command: EditCommand) => BarDocument;
  undo: () => boolean;
  redo: () => boolean;
};

export type EditorKitOptions = {
  /** The bar to start from: a document (a preset, a bar built by the engine) or an empty bar. */
  doc?: BarDocument;
  bar?: Partial<BarDto>;
  editToken?: string;
  historyLimit?: number;
};

export function kitOf(store: EditorStore): EditorKit {
  const state = () => store.getState();
  const doc = () => {
    const current = state().doc;
    if (!current) throw new Error('no bar loaded');
    return current;
  };
  return {
    store,
    dispatch: ((command: Parameters<Dispatch>[0]) => state().dispatch(command)) as Dispatch,
    state,
    doc,
    parts: () => computePartsList(doc(), catalogue, 'en'),
    addModule: (baseModuleId) =>
      state().dispatch({ type: 'addBaseModule', input: { side: state().side, baseModuleId } }),
    apply: (command) => {
      const result = state().dispatch(command);
      if (!result.ok) throw new Error(`refused: ${result.reason}`);
      return doc();
    },
    undo: () => state().dispatch({ type: 'undo' }).ok,
    redo: () => state().dispatch({ type: 'redo' }).ok,
  };
}

/** An editor on the seed catalogue with a loaded, editable bar. */
export function createEditor(options: EditorKitOptions = {}): EditorKit {
  const store = createEditorStore({ newId: sequentialIds('t'), historyLimit: options.historyLimit });
  store.getState().setCatalogue(catalogue);
  store.getState().loadBar(barDto(options.bar, options.doc), options.editToken ?? 'edit-token');
  return kitOf(store);
}

/** Adds a base module on the store's current side (for tests that hold a store). */
export function addModule(store: EditorStore, baseModuleId: number): EditOutcome {
  return kitOf(store).addModule(baseModuleId);
}

/** Removes the selected module through the door, as the old store method did; null without a selection. */
export function removeSelectedModule(store: EditorStore): EditOutcome | null {
  const { selectedModuleId, side } = store.getState();
  return selectedModuleId
    ? store.getState().dispatch({ type: 'removeBaseModule', input: { side, moduleId: selectedModuleId } })
    : null;
}
