import type { EditCommand } from '@bar/domain/commands/editCommands';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { requestConfirmation } from '../modes/confirmStore.ts';
import { type MenuItem, menuItems } from '../modes/menuItems.ts';
import { modeOptionsStore } from '../modes/modeOptionsStore.ts';
import { occupantOf } from '../modes/occupant.ts';
import { moduleNameOf, namePlaces } from '../modes/placeNames.ts';
import { removeSelection } from '../modes/removeSelection.ts';
import { placesFor } from '../places/placesFor.ts';
import type { Place } from '../places/placeTypes.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import { orderPlaces } from './placeNavigation.ts';

/*
 * Keyboard editing reads the side menu's knowledge of each kind of place (what fits it, what sits on
 * it, its label, how it is cleared) through this file alone, with the same functions the side menu
 * uses: where that knowledge moves, only the imports above change.
 */

export type { MenuItem };

/** The current mode's menu as the keyboard sees it, read from the stores at the moment of a key press. */
export type KeyboardMenu = {
  /** The mode's places in arrow-key order. */
  places: Place[];
  /** The chosen place, when it is one of the mode's places. */
  place: Place | null;
  /** What the mode offers for the chosen place (with the command that places each, when it can go there). */
  items: MenuItem[];
  /** The item chosen for Enter (in the menu or with Shift+↑/↓). */
  chosenItem: MenuItem | null;
  /** The name of what sits on the chosen place. */
  occupantName: string | null;
  /** A place in words, as the side menu's place list shows it. */
  label: (place: Place) => string;
};

/** The menu of the mode shown in the side menu; null when no mode is being edited (other tabs) or nothing is loaded. */
export function readModeMenu(editor: EditorStore, t: TFunction): KeyboardMenu | null {
  const mode = modeOptionsStore.getState().activeMode;
  const { doc, catalogue, side, selectedPlace, armedItemKey } = editor.getState();
  if (!mode || !doc || !catalogue) return null;
  const moduleOrder = doc[side].baseModules.map((module) => module.id);
  const places = orderPlaces(placesFor(mode, side, doc, catalogue), moduleOrder);
  const place = places.find((candidate) => candidate.key === selectedPlace?.key) ?? null;
  const context = { doc, side, catalogue, locale: currentLocale() };
  const names = namePlaces(places, { ...context, t });
  const { rotation, branding } = modeOptionsStore.getState();
  const items = menuItems(mode, context, place, { rotation, branding });
  return {
    places,
    place,
    items,
    chosenItem: items.find((item) => item.key === armedItemKey) ?? null,
    occupantName: place ? (occupantOf(place, context)?.name ?? null) : null,
    label: (candidate) => names.get(candidate.key) ?? '',
  };
}

/** A module of the current side in words, as the place list names it ("2nd module from the left"). */
export function moduleLabel(editor: EditorStore, t: TFunction, moduleId: string): string {
  const { doc, side } = editor.getState();
  return doc ? moduleNameOf({ doc, side, locale: currentLocale(), t }, moduleId) : '';
}

/**
 * Delete, as the side menu does it: takes away what sits on the selected place (asking first where a
 * rule says so), otherwise the selected module. False when there is nothing to remove.
 */
export function removeChosen(editor: EditorStore, run: (command: EditCommand) => void): boolean {
  return removeSelection(editor.getState(), run, requestConfirmation);
}
