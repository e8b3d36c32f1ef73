import type { SideName } from '@bar/domain/catalogue';
import { DEFAULT_MODE, type EditingMode, isEditingMode, isPartsTabMode, PARTS_TAB_MODES } from './modes/modes.ts';

/** The configurator's five tabs (specification section 2, "Configurator layout"). */
export const EDITOR_TABS = ['bar', 'backBar', 'singleParts', 'view3d', 'partsList'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** `view` query values: editing beside the 3D view, the full-screen preview, the parts list. */
export const EDITOR_VIEWS = { edit: '3d', preview: 'preview', list: 'list' } as const;

/** Where the user is in the editor; everything of it lives in the URL, so history moves between places. */
export type EditorPlace = { tab: EditorTab; side: SideName; mode: EditingMode };

/** Query parameters that travel with every editor URL (the tokens of a shared link). */
const KEPT_PARAMS = ['edit_token', 'preview_token'] as const;

const DEFAULT_PARTS_MODE: EditingMode = 'parts';

/** The mode a side tab shows: the given one, unless it belongs to the Single parts / Bags tab. */
function sideMode(side: SideName, mode: string | null): EditingMode {
  return isEditingMode(mode) && !isPartsTabMode(mode) ? mode : DEFAULT_MODE[side];
}

/**
 * Reads the place from a URL: `/edit/parts?mode=` is the Single parts / Bags tab (its side is the
 * one last edited, `fallbackSide`); `/edit/side/{side}?mode=&view=` is the Bar or Back bar tab, or
 * with `view=preview` the 3D view and with `view=list` the parts list.
 */
export function placeFromUrl(
  route: { side?: string | undefined; isPartsRoute: boolean },
  search: URLSearchParams,
  fallbackSide: SideName,
): EditorPlace {
  const mode = search.get('mode');
  if (route.isPartsRoute) {
    const partsMode = isEditingMode(mode) && isPartsTabMode(mode) ? mode : DEFAULT_PARTS_MODE;
    return { tab: 'singleParts', side: fallbackSide, mode: partsMode };
  }
  const side: SideName = route.side === 'back' ? 'back' : 'front';
  const view = search.get('view');
  const tab: EditorTab =
    view === EDITOR_VIEWS.preview
      ? 'view3d'
      : view === EDITOR_VIEWS.list
        ? 'partsList'
        : side === 'back'
          ? 'backBar'
          : 'bar';
  return { tab, side, mode: sideMode(side, mode) };
}

/** The place a tab click leads to: the side tabs keep the mode when it suits them. */
export function placeForTab(tab: EditorTab, current: EditorPlace): EditorPlace {
  switch (tab) {
    case 'bar':
    case 'backBar': {
      const side: SideName = tab === 'bar' ? 'front' : 'back';
      return { tab, side, mode: current.side === side ? sideMode(side, current.mode) : DEFAULT_MODE[side] };
    }
    case 'singleParts':
      return {
        tab,
        side: current.side,
        mode: (PARTS_TAB_MODES as readonly string[]).includes(current.mode) ? current.mode : DEFAULT_PARTS_MODE,
      };
    default:
      return { tab, side: current.side, mode: sideMode(current.side, current.mode) };
  }
}

/** The URL of a place; the tokens of the current URL are kept. */
export function editorUrl(barId: string, place: EditorPlace, current?: URLSearchParams): string {
  const params = new URLSearchParams();
  params.set('mode', place.mode);
  const base = `/bars/${encodeURIComponent(barId)}/edit`;
  let path: string;
  if (place.tab === 'singleParts') {
    path = `${base}/parts`;
  } else {
    path = `${base}/side/${place.side}`;
    const view =
      place.tab === 'view3d' ? EDITOR_VIEWS.preview : place.tab === 'partsList' ? EDITOR_VIEWS.list : EDITOR_VIEWS.edit;
    params.set('view', view);
  }
  for (const key of KEPT_PARAMS) {
    const value = current?.get(key);
    if (value) params.set(key, value);
  }
  return `${path}?${params.toString()}`;
}

/** `/bars/{bar}`: the bar's layout, view only. */
export function viewOnlyUrl(barId: string): string {
  return `/bars/${encodeURIComponent(barId)}`;
}
