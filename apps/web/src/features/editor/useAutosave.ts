import { useEffect } from 'react';
import { currentLocale } from '../../i18n/index.ts';
import { setActiveAutosave } from '../../shared/activeAutosave.ts';
import { httpStatus, readXsrfCookie, responseBody, responseHeader } from '../../shared/api.ts';
import { KeepaliveSaveError, patchBar, patchBarKeepalive, saveBar, saveBarKeepalive } from '../bars/index.ts';
import { useLive } from '../live/index.ts';
import { startAutosave } from './autosave/autosaveController.ts';
import { clearConflict } from './autosave/conflictStore.ts';
import { reportProblem } from './autosave/reportProblem.ts';
import { parseRetryAfter } from './autosave/retry.ts';
import { mergeLiveConflict } from './live/liveEditing.ts';
import { useEditorStoreApi } from './store/editorContext.tsx';
import { viewStore } from './view/viewStore.ts';

function describeError(error: unknown): { status: number | undefined; body: unknown; retryAfterSeconds?: number } {
  if (error instanceof KeepaliveSaveError) return { status: error.status, body: error.body };
  const retryAfterSeconds = parseRetryAfter(responseHeader(error, 'retry-after'));
  return {
    status: httpStatus(error),
    body: responseBody(error),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** What the normal client adds to a request, for requests sent with fetch. */
function keepaliveHeaders(): Record<string, string> {
  const xsrf = readXsrfCookie();
  return { 'X-Locale': currentLocale(), ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) };
}

/**
 * Runs autosave while the editor is open. Leaving the editor flushes the waiting save; hiding or
 * closing the page flushes it with a keepalive request, so that no edit is lost. That request is
 * the patch too (a few hundred bytes, far below fetch's 64 KB keepalive limit), or the whole
 * document when a full save is due.
 */
export function useAutosave(): void {
  const editorStore = useEditorStoreApi();
  useEffect(() => {
    let isPageHiding = false;
    const controller = startAutosave(editorStore, {
      save: (id, editToken, body) =>
        isPageHiding ? saveBarKeepalive(id, editToken, body, keepaliveHeaders()) : saveBar(id, editToken, body),
      patch: (id, editToken, version, operations) =>
        isPageHiding
          ? patchBarKeepalive(id, editToken, version, operations, keepaliveHeaders())
          : patchBar(id, editToken, version, operations),
      describeError,
      isCameraFollowing: () => viewStore.getState().following !== null,
      onProblem: (problem) => {
        // Live, a newer version is another participant's change: the user's changes are made again
        // on it (the merge "keep mine" does), without asking.
        if (problem.kind === 'conflict' && useLive.getState().status === 'live') {
          mergeLiveConflict(editorStore, problem.server);
          return;
        }
        reportProblem(problem);
      },
    });
    setActiveAutosave(controller);
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
      setActiveAutosave(null);
      void controller.flush().finally(() => controller.stop());
      clearConflict();
    };
  }, [editorStore]);
}
