import type { BarDto } from '@bar/contracts/bars';
import type { EditorStore } from '../src/features/editor/store/createEditorStore.ts';
import { createEditor } from './kit/editorKit.ts';

export { addModule, barDto, catalogue } from './kit/editorKit.ts';
export const BASE = { graxx600: 1, graxx1200: 2, gflexx1200: 3 } as const;

/** An editor store with the seed catalogue and a loaded, editable, empty bar. */
export function loadedStore(overrides: Partial<BarDto> = {}): EditorStore {
  return createEditor({ bar: overrides }).store;
}
