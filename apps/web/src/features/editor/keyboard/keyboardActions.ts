import type { TFunction } from 'i18next';
import { dispatcherOf } from '../commands.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import {
  historySentence,
  type ItemFit,
  itemSentence,
  placedSentence,
  placeSentence,
  removedSentence,
} from './announce.ts';
import { announce } from './announcer.ts';
import { type KeyboardMenu, type MenuItem, moduleLabel, readModeMenu, removeChosen } from './modeMenu.ts';
import { type PlaceStep, stepPlace } from './placeNavigation.ts';

/*
 * What the editing keys do. Each reads the mode's menu, passes one command through the editor's door
 * (the same door and the same selection as a click in 3D or in the side menu) and announces the
 * outcome. Each returns whether it took the key (false: the key is left to the browser).
 */

function fitOf(menu: KeyboardMenu, item: MenuItem): ItemFit {
  if (!item.command) return { item: item.name, fit: 'noPlace' };
  if (item.refusal) return { item: item.name, fit: { refusal: { ok: false, ...item.refusal } } };
  return { item: item.name, fit: menu.place ? 'fits' : 'noPlace' };
}

function announcePlace(editor: EditorStore, t: TFunction): void {
  const menu = readModeMenu(editor, t);
  if (!menu?.place) return;
  const news = {
    place: menu.label(menu.place),
    occupant: menu.occupantName,
    position: menu.places.indexOf(menu.place) + 1,
    count: menu.places.length,
  };
  announce(placeSentence(t, news, menu.chosenItem ? fitOf(menu, menu.chosenItem) : null));
}

/** ←/→/↑/↓: chooses the previous or next place of the mode, or the same spot on another module. */
export function movePlace(editor: EditorStore, t: TFunction, step: PlaceStep): boolean {
  const menu = readModeMenu(editor, t);
  if (!menu) return false;
  const next = stepPlace(menu.places, menu.place?.key ?? null, step);
  if (!next) {
    announce(t('keyboard.noPlaces'));
    return true;
  }
  dispatcherOf(editor)({ type: 'selectPlace', place: next });
  announcePlace(editor, t);
  return true;
}

/** Shift+↑/↓: chooses the previous or next item of the menu for Enter (the menu marks it as chosen). */
export function moveItem(editor: EditorStore, t: TFunction, direction: 1 | -1): boolean {
  const menu = readModeMenu(editor, t);
  if (!menu) return false;
  const count = menu.items.length;
  if (count === 0) {
    announce(t('keyboard.noItems'));
    return true;
  }
  const current = menu.chosenItem ? menu.items.indexOf(menu.chosenItem) : direction > 0 ? -1 : count;
  const index = (((current + direction) % count) + count) % count;
  const item = menu.items[index] as MenuItem;
  dispatcherOf(editor)({ type: 'armItem', itemKey: item.key });
  announce(itemSentence(t, fitOf(menu, item), index + 1, count));
  return true;
}

/** The item Enter places: the chosen one, or the only one that fits the chosen place. */
function itemForEnter(menu: KeyboardMenu): MenuItem | null {
  if (menu.chosenItem) return menu.chosenItem;
  const fitting = menu.place ? menu.items.filter((item) => item.command && !item.refusal) : [];
  return fitting.length === 1 ? (fitting[0] ?? null) : null;
}

/**
 * Enter: places the chosen item on the chosen place. The item stays chosen, so that the next place
 * can take one too; Escape lets go of it.
 */
export function placeChosenItem(editor: EditorStore, t: TFunction): boolean {
  const menu = readModeMenu(editor, t);
  if (!menu) return false;
  const item = itemForEnter(menu);
  if (!item) {
    announce(t('keyboard.chooseItem'));
    return true;
  }
  if (!item.command) {
    announce(t('keyboard.choosePlace'));
    return true;
  }
  const place = menu.place ? menu.label(menu.place) : null;
  const result = dispatcherOf(editor)(item.command);
  announce(placedSentence(t, { item: item.name, place }, result));
  return true;
}

/** Delete: removes what is on the chosen place (or the chosen module) and says what went. */
export function removeOnPlace(editor: EditorStore, t: TFunction): boolean {
  const menu = readModeMenu(editor, t);
  const { selectedModuleId } = editor.getState();
  // A place says what sits on it and where; a module chosen by itself is named by its number.
  const what = menu?.place
    ? { item: menu.occupantName ?? menu.label(menu.place), place: menu.label(menu.place) }
    : { item: selectedModuleId ? moduleLabel(editor, t, selectedModuleId) : '', place: null };
  const dispatch = dispatcherOf(editor);
  const isRemoving = removeChosen(editor, (command) => {
    announce(removedSentence(t, what, dispatch(command)));
  });
  if (!isRemoving) announce(t('keyboard.nothingToRemove'));
  return true;
}

/** Escape: lets go of the chosen place, module and item. */
export function clearChoice(editor: EditorStore, t: TFunction): boolean {
  const { selectedPlace, selectedModuleId, armedItemKey } = editor.getState();
  dispatcherOf(editor)({ type: 'clearSelection' });
  if (selectedPlace || selectedModuleId || armedItemKey) announce(t('keyboard.cleared'));
  return true;
}

/** Ctrl+Z / Ctrl+Shift+Z: one step back or forward, announced. */
export function stepHistory(editor: EditorStore, t: TFunction, direction: 'undo' | 'redo'): void {
  announce(historySentence(t, direction, dispatcherOf(editor)({ type: direction })));
}
