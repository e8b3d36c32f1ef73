import { useEffect } from 'react';
import { deleteSelection, dispatch } from './commands.ts';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo, Delete removes what is selected, Escape clears the selection and the chosen item. */
export function useEditorShortcuts(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (isTypingTarget(event.target)) return;
      const isCommand = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (isCommand && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) dispatch({ type: 'redo' });
        else dispatch({ type: 'undo' });
      } else if (isCommand && key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
      } else if (event.key === 'Delete') {
        event.preventDefault();
        deleteSelection();
      } else if (event.key === 'Escape') {
        dispatch({ type: 'clearSelection' });
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
