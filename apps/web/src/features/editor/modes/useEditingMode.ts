import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useEditor } from '../store/editorStore.ts';
import { DEFAULT_MODE, type EditingMode, isEditingMode } from './modes.ts';

/**
 * The editing mode lives in the URL (`?mode=`), so back and forward in the browser move between
 * modes. Changing it pushes a history entry and keeps the other query parameters (`view`, tokens).
 */
export function useEditingMode(): [EditingMode, (mode: EditingMode) => void] {
  const [search, setSearch] = useSearchParams();
  const side = useEditor((state) => state.side);
  const raw = search.get('mode');
  const mode = isEditingMode(raw) ? raw : DEFAULT_MODE[side];
  const setMode = useCallback(
    (next: EditingMode) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        params.set('mode', next);
        return params;
      }),
    [setSearch],
  );
  return [mode, setMode];
}
