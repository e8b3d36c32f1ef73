import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Blocker, useBlocker } from 'react-router';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';

/**
 * Holds in-app navigation to another page while `isBlocking()` says so (asked at the moment of
 * leaving) and lets the browser warn on reload or close while `warnOnUnload`.
 */
export function useLeaveGuard(isBlocking: () => boolean, warnOnUnload: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isBlocking() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!warnOnUnload) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [warnOnUnload]);
  return blocker;
}

/** "Leave with unsaved changes?" while the guard holds a navigation: stay, or leave and lose them. */
export function LeaveConfirmModal(props: { blocker: Blocker; stayTestId?: string; leaveTestId: string }) {
  const { t } = useTranslation();
  const { blocker } = props;
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('adminRecords.form.leaveTitle')}
      message={t('adminRecords.form.leaveMessage')}
      cancelLabel={t('adminRecords.form.stay')}
      confirmLabel={t('adminRecords.form.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      cancelTestId={props.stayTestId}
      confirmTestId={props.leaveTestId}
    />
  );
}
