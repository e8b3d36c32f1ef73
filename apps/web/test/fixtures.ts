import type { BarDto } from '@bar/contracts/bars';
import { createCatalogue } from '@bar/domain/catalogue';
import { type BarDocument, createEmptyBarDocument } from '@bar/domain/document';
import { sequentialIds } from '@bar/domain/ids';
import { computePartsList } from '@bar/domain/partsList';
import { seedBaseModules } from '@bar/domain/seed/baseModules';
import { seedColors } from '@bar/domain/seed/colors';
import { seedParts } from '@bar/domain/seed/parts';
import { createEditorStore, type EditorStore } from '../src/features/editor/store/createEditorStore.ts';

export const catalogue = createCatalogue({ parts: seedParts, baseModules: seedBaseModules, colors: seedColors });
export const BASE = { graxx600: 1, graxx1200: 2, gflexx1200: 3 } as const;

/** A bar as the server returns it. */
export function barDto(overrides: Partial<BarDto> = {}, doc: BarDocument = createEmptyBarDocument()): BarDto {
  return {
    ...doc,
    id: 'bar-1',
    name: 'My bar',
    version: 1,
    can_edit: true,
    parts: computePartsList(doc, catalogue, 'en'),
    packaging_recommendation: [],
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An editor store with the seed catalogue and a loaded, editable, empty bar. */
export function loadedStore(overrides: Partial<BarDto> = {}): EditorStore {
  const store = createEditorStore({ newId: sequentialIds('t') });
  store.getState().setCatalogue(catalogue);
  store.getState().loadBar(barDto(overrides), 'edit-token');
  return store;
}
