/*
 * Which key presses belong to the editor and which to the element that has the focus: keys typed into
 * a field, pressed inside a dialog, or used by a widget of its own (tabs, lists, menus, sliders, a
 * scrolled panel) are never taken.
 */

const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const DIALOG = '[role="dialog"], [role="alertdialog"], dialog';
/** Widgets that move with the arrow keys themselves. */
const ARROW_WIDGETS = [
  'tablist',
  'listbox',
  'menu',
  'menubar',
  'radiogroup',
  'slider',
  'spinbutton',
  'grid',
  'tree',
  'treegrid',
  'combobox',
]
  .map((role) => `[role="${role}"]`)
  .join(', ');
/** Elements that Enter (and Space) activate: Enter on them is theirs. */
const CONTROLS =
  'button, a[href], summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"], [role="switch"], [role="radio"]';

function elementOf(target: EventTarget | null): Element | null {
  return typeof Element !== 'undefined' && target instanceof Element ? target : null;
}

/** Text is typed there: no editing shortcut applies (Ctrl+Z undoes the typing, Delete deletes a letter). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = elementOf(target);
  if (!element) return false;
  return (element instanceof HTMLElement && element.isContentEditable) || element.closest(TEXT_ENTRY) !== null;
}

/** The key goes to a field or an open dialog: the editor leaves it alone. */
export function belongsToFieldOrDialog(target: EventTarget | null): boolean {
  const element = elementOf(target);
  return isTypingTarget(target) || element?.closest(DIALOG) !== null;
}

function isScrolledPanel(element: Element): boolean {
  if (!(element instanceof HTMLElement)) return false;
  const overflow = getComputedStyle(element).overflowY;
  return (overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight;
}

/** The focused element moves (or scrolls) with the arrow keys itself. */
export function usesArrowKeys(target: EventTarget | null): boolean {
  const element = elementOf(target);
  if (!element) return false;
  return element.closest(ARROW_WIDGETS) !== null || isScrolledPanel(element);
}

/** The focused element is a control that Enter activates (a button, a link, a tab …). */
export function isControl(target: EventTarget | null): boolean {
  return elementOf(target)?.matches(CONTROLS) ?? false;
}
