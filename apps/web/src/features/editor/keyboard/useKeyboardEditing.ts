import { useEffect } from 'react';
import { i18n } from '../../../i18n/index.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import { useEditorStoreApi } from '../store/editorContext.tsx';
import { clearChoice, moveItem, movePlace, placeChosenItem, removeOnPlace } from './keyboardActions.ts';
import { belongsToFieldOrDialog, isControl, usesArrowKeys } from './keyTargets.ts';
import type { PlaceStep } from './placeNavigation.ts';

const ARROW_STEPS: Record<string, PlaceStep> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  ArrowUp: 'previousModule',
  ArrowDown: 'nextModule',
};

/** Runs the editing key pressed; false when it is not one of them here (the browser keeps it). */
function handle(editor: EditorStore, event: KeyboardEvent, focusAfterArrow: () => void): boolean {
  const t = i18n.t;
  const step = ARROW_STEPS[event.key];
  if (step) {
    if (usesArrowKeys(event.target)) return false;
    const isItemKey = event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown');
    if (event.shiftKey && !isItemKey) return false;
    const isDone = isItemKey ? moveItem(editor, t, event.key === 'ArrowDown' ? 1 : -1) : movePlace(editor, t, step);
    if (isDone) focusAfterArrow();
    return isDone;
  }
  if (event.shiftKey) return false;
  switch (event.key) {
    case 'Enter':
      // Enter on a button or a link activates it, as everywhere.
      return !event.repeat && !isControl(event.target) && placeChosenItem(editor, t);
    case 'Delete':
      return removeOnPlace(editor, t);
    case 'Escape':
      return clearChoice(editor, t);
    default:
      return false;
  }
}

/**
 * Keyboard editing in every mode of the side menu: ←/→ the previous or next place, ↑/↓ the same spot
 * on the previous or next module, Shift+↑/↓ the previous or next item, Enter places the chosen item,
 * Delete removes what is on the place, Escape lets go of place and item. Each key passes a command
 * through the editor's door and the live region says what happened. Keys with Ctrl, Alt or Meta
 * (undo, browser history) and keys for fields, dialogs and widgets with arrow keys of their own
 * are left alone.
 *
 * After an arrow key on a button, the focus moves to `focusTargetId` (the 3D view), so that the next
 * Enter places the item instead of pressing the button again.
 */
export function useKeyboardEditing({ focusTargetId }: { focusTargetId: string }): void {
  const editor = useEditorStoreApi();
  useEffect(() => {
    function focusAfterArrow(): void {
      if (!isControl(document.activeElement)) return;
      document.getElementById(focusTargetId)?.focus({ preventScroll: true });
    }
    function onKeyDown(event: KeyboardEvent): void {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      if (belongsToFieldOrDialog(event.target)) return;
      if (handle(editor, event, focusAfterArrow)) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editor, focusTargetId]);
}
