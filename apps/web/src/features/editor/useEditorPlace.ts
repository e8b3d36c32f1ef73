import { useCallback } from 'react';
import { useMatch, useNavigate, useParams, useSearchParams } from 'react-router';
import { type EditorPlace, type EditorTab, editorUrl, placeForTab, placeFromUrl } from './editorUrls.ts';
import { editorStore } from './store/editorStore.ts';

/** The editor's place (tab, side, mode) read from the URL, and a tab change that pushes a history entry. */
export function useEditorPlace(): { barId: string; place: EditorPlace; openTab: (tab: EditorTab) => void } {
  const { barId = '', side } = useParams();
  const isPartsRoute = useMatch('/bars/:barId/edit/parts') !== null;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const place = placeFromUrl({ side, isPartsRoute }, search, editorStore.getState().side);
  const openTab = useCallback(
    (tab: EditorTab) => {
      if (tab === place.tab) return;
      void navigate(editorUrl(barId, placeForTab(tab, place), search));
    },
    [barId, place, search, navigate],
  );
  return { barId, place, openTab };
}
