import { LeaveConfirmModal, useLeaveGuard } from '../form/leaveGuard.tsx';

/**
 * Asks before leaving the page (in-app navigation) and lets the browser warn on reload or close
 * while `hasUnsavedChanges`. Same texts as the record forms' prompt.
 */
export function UnsavedChangesPrompt({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const blocker = useLeaveGuard(() => hasUnsavedChanges, hasUnsavedChanges);
  return <LeaveConfirmModal blocker={blocker} leaveTestId="content-leave" />;
}
