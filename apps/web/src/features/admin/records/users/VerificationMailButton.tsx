import type { AdminUser } from '@bar/contracts/adminRecords';
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../../ui/notifications.ts';
import { ErrorAlert, problemText } from '../../shared/feedback.tsx';
import { resendVerificationMail } from '../recordsApi.ts';

/** Sends an unverified user their verification link again (throttled per account by the server). */
export function VerificationMailButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () => resendVerificationMail(user.id),
    onSuccess: (message) => showNotice({ tone: 'info', title: t('adminRecords.user.verificationMail'), message }),
  });
  const problem = problemText(resend.error, t);
  if (user.email_verified_at) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
        data-testid="user-resend-verification"
      >
        {t('adminRecords.user.resendVerification')}
      </Button>
      {problem && <ErrorAlert testId="user-resend-verification-error">{problem}</ErrorAlert>}
    </Stack>
  );
}
