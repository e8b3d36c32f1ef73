import type { SideName } from '@bar/domain/catalogue';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_MODE, type EditingMode, isEditingMode } from './modes.ts';

/**
 * The editing mode of a screen outside the editor's routes (the dealer embed), in its `?mode=`;
 * changing it pushes a history entry and keeps the other query parameters. The editor itself reads
 * its place, mode included, with `useEditorPlace`.
 */
export function useEditingMode(side: SideName): [EditingMode, (mode: EditingMode) => void] {
  const [search, setSearch] = useSearchParams();
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
