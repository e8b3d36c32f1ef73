import type { AdminUser } from '@bar/contracts/adminRecords';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../../ui/notifications.ts';
import { serverMessage } from '../../form/formSnapshot.ts';
import { resendVerificationMail } from '../recordsApi.ts';

/** Sends an unverified user their verification link again (throttled per account by the server). */
export function VerificationMailButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: () => resendVerificationMail(user.id),
    onMutate: () => setProblem(null),
    onSuccess: (message) => showNotice({ tone: 'info', title: t('adminRecords.user.verificationMail'), message }),
    onError: (error) => setProblem(serverMessage(error) ?? t('errors.generic')),
  });
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
      {problem && (
        <Alert color="red" role="alert" data-testid="user-resend-verification-error">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
