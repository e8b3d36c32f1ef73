import { i18n } from '../../../i18n/index.ts';
import { showNotice } from '../../../ui/notifications.ts';
import { handleBarAccessStatus } from '../../auth/index.ts';
import { reportConflict } from './conflictStore.ts';
import type { SaveProblem } from './saves.ts';

/** What the user sees when a save fails: the conflict choice, the login dialog, or a notice. */
export function reportProblem(problem: SaveProblem): void {
  if (problem.kind === 'conflict') {
    reportConflict(problem.server);
    return;
  }
  if (problem.kind === 'rejected') {
    showNotice({
      tone: 'error',
      title: i18n.t('save.failedTitle'),
      message: i18n.t('save.rejected', { message: problem.message }),
    });
    return;
  }
  if (handleBarAccessStatus(problem.status)) return;
  const message =
    problem.status === 403
      ? i18n.t('account.messages.noRights')
      : problem.status === undefined
        ? i18n.t('errors.network')
        : i18n.t('save.failed');
  showNotice({ tone: 'error', title: i18n.t('save.failedTitle'), message });
}
