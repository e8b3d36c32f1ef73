import { currentLocale } from '../../../i18n/index.ts';
import { dispatcherOf } from '../commands.ts';
import type { Place } from '../places/placeTypes.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import { menuItemCommand } from './menuItems.ts';
import { modeOptionsStore } from './modeOptionsStore.ts';
import type { EditingMode } from './modes.ts';

/**
 * A click on a place in 3D: the place becomes the selection, and an item chosen beforehand in
 * the menu is put there (a refusal is explained like any other). One command through the door.
 */
export function choosePlace(editor: EditorStore, mode: EditingMode, place: Place): void {
  const { armedItemKey, doc, catalogue, side } = editor.getState();
  const { rotation, branding } = modeOptionsStore.getState();
  const edit =
    armedItemKey && doc && catalogue
      ? menuItemCommand(mode, { doc, side, catalogue, locale: currentLocale() }, place, armedItemKey, {
          rotation,
          branding,
        })
      : null;
  dispatcherOf(editor)({ type: 'choosePlace', place, edit });
}
