import { currentLocale } from '../../../i18n/index.ts';
import { dispatcherOf } from '../commands.ts';
import type { Place } from '../places/placeTypes.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import { menuItems } from './menuItems.ts';
import { modeOptionsStore } from './modeOptionsStore.ts';
import type { EditingMode } from './modes.ts';

/**
 * A click on a place in 3D: the place becomes the selection, and an item chosen beforehand in
 * the menu is put there (a refusal is explained like any other).
 */
export function choosePlace(editor: EditorStore, mode: EditingMode, place: Place): void {
  editor.getState().dispatch({ type: 'selectPlace', place });
  const { armedItemKey, doc, catalogue, side } = editor.getState();
  if (!armedItemKey || !doc || !catalogue) return;
  const { rotation, branding } = modeOptionsStore.getState();
  const item = menuItems(mode, { doc, side, catalogue, locale: currentLocale() }, place, { rotation, branding }).find(
    (candidate) => candidate.key === armedItemKey,
  );
  if (!item?.command) return;
  const dispatch = dispatcherOf(editor);
  const result = dispatch(item.command);
  if (result?.ok) dispatch({ type: 'armItem', itemKey: null });
}
