import { useEffect } from 'react';
import { httpStatus, readXsrfCookie, responseBody } from '../../app/api.ts';
import { currentLocale, i18n } from '../../i18n/index.ts';
import { showNotice } from '../../ui/notifications.ts';
import { KeepaliveSaveError, saveBar, saveBarKeepalive } from '../bars/barsApi.ts';
import { type SaveProblem, startAutosave } from './autosave/autosaveController.ts';
import { editorStore } from './store/editorStore.ts';

function reportProblem(problem: SaveProblem): void {
  if (problem.kind === 'conflict') {
    showNotice({ tone: 'warning', title: i18n.t('save.conflictTitle'), message: i18n.t('save.conflict') });
  } else if (problem.kind === 'rejected') {
    showNotice({
      tone: 'error',
      title: i18n.t('save.failedTitle'),
      message: i18n.t('save.rejected', { message: problem.message }),
    });
  } else {
    const message = problem.status === undefined ? i18n.t('errors.network') : i18n.t('save.failed');
    showNotice({ tone: 'error', title: i18n.t('save.failedTitle'), message });
  }
}

function describeError(error: unknown): { status: number | undefined; body: unknown } {
  if (error instanceof KeepaliveSaveError) return { status: error.status, body: error.body };
  return { status: httpStatus(error), body: responseBody(error) };
}

/**
 * Runs autosave while the editor is open. Leaving the editor flushes the waiting save; hiding or
 * closing the page flushes it with a keepalive request, so that no edit is lost.
 */
export function useAutosave(): void {
  useEffect(() => {
    let isPageHiding = false;
    const controller = startAutosave(editorStore, {
      save: (id, editToken, body) => {
        if (!isPageHiding) return saveBar(id, editToken, body);
        const xsrf = readXsrfCookie();
        return saveBarKeepalive(id, editToken, body, {
          'X-Locale': currentLocale(),
          ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}),
        });
      },
      describeError,
      onProblem: reportProblem,
    });
    const flushWhileHiding = () => {
      isPageHiding = true;
      void controller.flush().finally(() => {
        isPageHiding = false;
      });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flushWhileHiding();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', flushWhileHiding);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flushWhileHiding);
      void controller.flush().finally(() => controller.stop());
    };
  }, []);
}
