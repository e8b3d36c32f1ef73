import { useEffect } from 'react';
import { i18n } from '../../i18n/index.ts';
import { stepHistory } from './keyboard/keyboardActions.ts';
import { isTypingTarget } from './keyboard/keyTargets.ts';
import { useEditorStoreApi } from './store/editorContext.tsx';

/**
 * Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo (announced in the live region). The editing keys (arrows,
 * Enter, Delete, Escape) are keyboard editing's: `keyboard/useKeyboardEditing.ts`.
 */
export function useEditorShortcuts(): void {
  const editor = useEditorStoreApi();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (isTypingTarget(event.target)) return;
      const isCommand = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (isCommand && key === 'z') {
        event.preventDefault();
        stepHistory(editor, i18n.t, event.shiftKey ? 'redo' : 'undo');
      } else if (isCommand && key === 'y') {
        event.preventDefault();
        stepHistory(editor, i18n.t, 'redo');
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [editor]);
}
