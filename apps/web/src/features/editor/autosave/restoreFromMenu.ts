import { i18n } from '../../../i18n/index.ts';
import { flushActiveAutosave } from '../../../shared/activeAutosave.ts';
import { httpStatus, responseBody } from '../../../shared/api.ts';
import { showNotice } from '../../../ui/notifications.ts';
import { handleBarAccessStatus } from '../../auth/index.ts';
import { moveInHistory } from '../../bars/index.ts';
import type { EditorStore } from '../store/createEditorStore.ts';
import { reportConflict } from './conflictStore.ts';
import { type HistoryDirection, restoreSavedVersion } from './restoreSavedVersion.ts';

const TEXT = {
  undo: { done: 'account.history.restoredPrevious', nothing: 'account.history.nothingToUndo' },
  redo: { done: 'account.history.restoredNext', nothing: 'account.history.nothingToRedo' },
} as const;

/** The File menu's "Restore previous/next saved version" for the bar open in the editor. */
export async function restoreFromMenu(editorStore: EditorStore, direction: HistoryDirection): Promise<void> {
  const outcome = await restoreSavedVersion(editorStore, direction, {
    flush: flushActiveAutosave,
    move: (id, moveDirection, version, editToken) => moveInHistory(id, moveDirection, version, editToken),
    describeError: (error) => ({ status: httpStatus(error), body: responseBody(error) }),
  });
  const title = i18n.t('account.history.title');
  switch (outcome.kind) {
    case 'restored':
      showNotice({ tone: 'info', title, message: i18n.t(TEXT[direction].done) });
      return;
    case 'nothingToMove':
      showNotice({ tone: 'info', title, message: i18n.t(TEXT[direction].nothing) });
      return;
    case 'conflict':
      reportConflict(outcome.server);
      return;
    case 'unsavedEdits':
      showNotice({ tone: 'warning', title, message: i18n.t('account.history.unsavedEdits') });
      return;
    case 'failed':
      if (handleBarAccessStatus(outcome.status)) return;
      showNotice({
        tone: 'error',
        title,
        message: outcome.status === undefined ? i18n.t('errors.network') : i18n.t('errors.generic'),
      });
  }
}
