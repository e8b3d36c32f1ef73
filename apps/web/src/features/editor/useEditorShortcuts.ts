import { useEffect } from 'react';
import { editorCommands } from './commands.ts';
import { editorActions } from './store/editorStore.ts';

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
        if (event.shiftKey) editorActions.redo();
        else editorActions.undo();
      } else if (isCommand && key === 'y') {
        event.preventDefault();
        editorActions.redo();
      } else if (event.key === 'Delete') {
        event.preventDefault();
        editorCommands.deleteSelection();
      } else if (event.key === 'Escape') {
        editorActions.clearSelection();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
