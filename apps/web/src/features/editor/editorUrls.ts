import type { SideName } from '@bar/domain/catalogue';
import { DEFAULT_MODE, type EditingMode, isEditingMode, isPartsTabMode } from './modes/modes.ts';

/** The configurator's five tabs (specification section 2, "Configurator layout"). */
export const EDITOR_TABS = ['bar', 'backBar', 'singleParts', 'view3d', 'partsList'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** `view` query values: editing beside the 3D view, the full-screen preview, the parts list. */
export const EDITOR_VIEWS = { edit: '3d', preview: 'preview', list: 'list' } as const;

/**
 * The mode each editing tab shows when the user comes back to it: the Bar tab (front), the Back bar
 * tab (back) and the Single parts / Bags tab (parts).
 */
export type TabModes = { front: EditingMode; back: EditingMode; parts: EditingMode };

/** Where the user is in the editor; everything of it lives in the URL, so history moves between places. */
export type EditorPlace = { tab: EditorTab; side: SideName; mode: EditingMode; modes: TabModes };

/** A place to link to; the modes of the other tabs start at their defaults unless given. */
export type EditorPlaceTarget = Omit<EditorPlace, 'modes'> & { modes?: Partial<TabModes> };

/** Query parameters that travel with every editor URL (the tokens of a shared link). */
const KEPT_PARAMS = ['edit_token', 'preview_token'] as const;

/** Query parameters that keep the other tabs' modes while one tab is shown. */
const TAB_MODE_PARAMS = { front: 'front_mode', back: 'back_mode', parts: 'parts_mode' } as const;

export const DEFAULT_TAB_MODES: TabModes = { front: DEFAULT_MODE.front, back: DEFAULT_MODE.back, parts: 'parts' };

type TabModeKey = keyof TabModes;

/** A side tab's mode from a URL value: any mode of the side tabs, else the given fallback. */
function sideModeOf(value: string | null, fallback: EditingMode): EditingMode {
  return isEditingMode(value) && !isPartsTabMode(value) ? value : fallback;
}

/** The Single parts / Bags tab's mode from a URL value, else the given fallback. */
function partsModeOf(value: string | null, fallback: EditingMode): EditingMode {
  return isEditingMode(value) && isPartsTabMode(value) ? value : fallback;
}

function modeOfKey(key: TabModeKey, value: string | null, fallback: EditingMode): EditingMode {
  return key === 'parts' ? partsModeOf(value, fallback) : sideModeOf(value, fallback);
}

/** Which remembered mode a tab shows: its side's, or the Single parts / Bags tab's. */
function modeKeyOf(tab: EditorTab, side: SideName): TabModeKey {
  return tab === 'singleParts' ? 'parts' : side;
}

/**
 * Reads the place from a URL alone: `/edit/parts?mode=&side=` is the Single parts / Bags tab (its
 * side, for the tabs it leads to, is `side`, front when absent); `/edit/side/{side}?mode=&view=` is
 * the Bar or Back bar tab, or with `view=preview` the 3D view and with `view=list` the parts list.
 * `front_mode`, `back_mode` and `parts_mode` keep the modes of the tabs not shown.
 */
export function placeFromUrl(
  route: { side?: string | undefined; isPartsRoute: boolean },
  search: URLSearchParams,
): EditorPlace {
  const modes: TabModes = { ...DEFAULT_TAB_MODES };
  for (const key of ['front', 'back', 'parts'] as const) {
    modes[key] = modeOfKey(key, search.get(TAB_MODE_PARAMS[key]), DEFAULT_TAB_MODES[key]);
  }
  const mode = search.get('mode');
  if (route.isPartsRoute) {
    const side: SideName = search.get('side') === 'back' ? 'back' : 'front';
    modes.parts = partsModeOf(mode, modes.parts);
    return { tab: 'singleParts', side, mode: modes.parts, modes };
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
  modes[side] = sideModeOf(mode, modes[side]);
  return { tab, side, mode: modes[side], modes };
}

const EDITOR_PATH = /^\/bars\/([^/]+)\/edit(?:\/side\/([^/]+)|\/(parts))?\/?$/;

/**
 * Reads the place from a whole address (path and query), as the browser holds it: the bar and its
 * place, or null for an address outside the editor. `/bars/{bar}/edit` alone is the front side.
 */
export function placeFromLocation(pathname: string, search: string): { barId: string; place: EditorPlace } | null {
  const match = EDITOR_PATH.exec(pathname);
  if (!match?.[1]) return null;
  let barId: string;
  try {
    barId = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const place = placeFromUrl({ side: match[2], isPartsRoute: match[3] !== undefined }, new URLSearchParams(search));
  return { barId, place };
}

/** The place a tab click leads to: each tab shows the mode it had when the user left it. */
export function placeForTab(tab: EditorTab, current: EditorPlace): EditorPlace {
  const side: SideName = tab === 'bar' ? 'front' : tab === 'backBar' ? 'back' : current.side;
  return { tab, side, mode: current.modes[modeKeyOf(tab, side)], modes: current.modes };
}

/** The same place in another mode of the tab shown; a mode of another tab leaves the place as it is. */
export function placeWithMode(current: EditorPlace, mode: EditingMode): EditorPlace {
  if (isPartsTabMode(mode) !== (current.tab === 'singleParts')) return current;
  return { ...current, mode, modes: { ...current.modes, [modeKeyOf(current.tab, current.side)]: mode } };
}

/** The URL of a place; the tokens of the current URL are kept. */
export function editorUrl(barId: string, place: EditorPlaceTarget, current?: URLSearchParams): string {
  const shownKey = modeKeyOf(place.tab, place.side);
  const modes: TabModes = { ...DEFAULT_TAB_MODES, ...place.modes, [shownKey]: place.mode };
  const params = new URLSearchParams();
  params.set('mode', place.mode);
  const base = `/bars/${encodeURIComponent(barId)}/edit`;
  let path: string;
  if (place.tab === 'singleParts') {
    path = `${base}/parts`;
    if (place.side === 'back') params.set('side', 'back');
  } else {
    path = `${base}/side/${place.side}`;
    const view =
      place.tab === 'view3d' ? EDITOR_VIEWS.preview : place.tab === 'partsList' ? EDITOR_VIEWS.list : EDITOR_VIEWS.edit;
    params.set('view', view);
  }
  for (const key of ['front', 'back', 'parts'] as const) {
    if (key !== shownKey && modes[key] !== DEFAULT_TAB_MODES[key]) params.set(TAB_MODE_PARAMS[key], modes[key]);
  }
  for (const key of KEPT_PARAMS) {
    const value = current?.get(key);
    if (value) params.set(key, value);
  }
  return `${path}?${params.toString()}`;
}
