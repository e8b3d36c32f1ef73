import { useCallback, useMemo } from 'react';
import { useMatch, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  type EditorPlace,
  type EditorTab,
  editorUrl,
  placeForTab,
  placeFromLocation,
  placeFromUrl,
  placeWithMode,
} from './editorUrls.ts';
import type { EditingMode } from './modes/modes.ts';

export type EditorPlaceControls = {
  barId: string;
  place: EditorPlace;
  /** Shows a tab in the mode it had when the user left it (a history entry). */
  openTab: (tab: EditorTab) => void;
  /** Shows another mode of the tab shown (a history entry). */
  openMode: (mode: EditingMode) => void;
};

/**
 * The place in the address as it is now. The router renders a new address in a React transition, so
 * while one is rendered the page still shows the previous place; a move made meanwhile starts from
 * the address, not from the place shown, and so never writes an older mode back.
 */
function currentPlace(barId: string, shown: EditorPlace): EditorPlace {
  const current = placeFromLocation(window.location.pathname, window.location.search);
  return current && current.barId === barId ? current.place : shown;
}

/**
 * The editor's place (tab, side, mode and the other tabs' modes) read from the URL alone, and the
 * moves between places, each a new URL: back and forward in the browser and a reload land where the
 * user was.
 */
export function useEditorPlace(): EditorPlaceControls {
  const { barId = '', side } = useParams();
  const isPartsRoute = useMatch('/bars/:barId/edit/parts') !== null;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const place = useMemo(() => placeFromUrl({ side, isPartsRoute }, search), [side, isPartsRoute, search]);
  // Moves from the current place to where `next` leads; staying where one is adds no history entry.
  const moveTo = useCallback(
    (next: (current: EditorPlace) => EditorPlace | null) => {
      const target = next(currentPlace(barId, place));
      if (target) void navigate(editorUrl(barId, target, new URLSearchParams(window.location.search)));
    },
    [barId, place, navigate],
  );
  const openTab = useCallback(
    (tab: EditorTab) => moveTo((current) => (tab === current.tab ? null : placeForTab(tab, current))),
    [moveTo],
  );
  const openMode = useCallback(
    (mode: EditingMode) => moveTo((current) => (mode === current.mode ? null : placeWithMode(current, mode))),
    [moveTo],
  );
  return { barId, place, openTab, openMode };
}
