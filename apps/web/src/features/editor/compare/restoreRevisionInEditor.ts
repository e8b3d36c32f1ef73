import { i18n } from '../../../i18n/index.ts';
import { flushActiveAutosave } from '../../../shared/activeAutosave.ts';
import { httpStatus, responseBody } from '../../../shared/api.ts';
import { showNotice } from '../../../ui/notifications.ts';
import { handleBarAccessStatus } from '../../auth/index.ts';
import { restoreRevision } from '../../bars/index.ts';
import { reportConflict } from '../autosave/conflictStore.ts';
import { restoreSavedVersion } from '../autosave/restoreSavedVersion.ts';
import type { EditorStore } from '../store/createEditorStore.ts';

const RETRIES_AFTER_UNSAVED = 2;

/**
 * "Restore this version": the revision's document becomes the bar's next version on the server
 * (made on the version the editor holds, so a stale tab gets the save conflict), and the editor
 * loads the answer as a freshly opened bar, like the File menu's undo. True when restored.
 */
export async function restoreRevisionInEditor(editorStore: EditorStore, version: number): Promise<boolean> {
  const attempt = () =>
    restoreSavedVersion(editorStore, 'undo', {
      flush: flushActiveAutosave,
      move: (id, _direction, current, editToken) => restoreRevision(id, version, current, editToken),
      describeError: (error) => ({ status: httpStatus(error), body: responseBody(error) }),
    });
  // A change made while the waiting save was sent (the camera settling, say) is sent on the next
  // try; only a save that keeps failing leaves edits that a restore would drop.
  let outcome = await attempt();
  for (let retry = 0; retry < RETRIES_AFTER_UNSAVED && outcome.kind === 'unsavedEdits'; retry++)
    outcome = await attempt();
  const title = i18n.t('compare.title');
  switch (outcome.kind) {
    case 'restored':
      showNotice({ tone: 'info', title, message: i18n.t('compare.restored', { version }) });
      return true;
    case 'nothingToMove':
    case 'conflict':
      if (outcome.kind === 'conflict') reportConflict(outcome.server);
      return false;
    case 'unsavedEdits':
      showNotice({ tone: 'warning', title, message: i18n.t('account.history.unsavedEdits') });
      return false;
    case 'failed':
      if (handleBarAccessStatus(outcome.status)) return false;
      showNotice({
        tone: 'error',
        title,
        message:
          outcome.status === 404
            ? i18n.t('compare.notKept')
            : outcome.status === undefined
              ? i18n.t('errors.network')
              : i18n.t('errors.generic'),
      });
      return false;
  }
}
