import { useEditorPlace } from '../useEditorPlace.ts';
import type { EditingMode } from './modes.ts';

/**
 * The editing mode lives in the URL (`?mode=`), so back and forward in the browser move between
 * modes. Changing it pushes a history entry and keeps the other tabs' modes and the tokens.
 */
export function useEditingMode(): [EditingMode, (mode: EditingMode) => void] {
  const { place, openMode } = useEditorPlace();
  return [place.mode, openMode];
}
