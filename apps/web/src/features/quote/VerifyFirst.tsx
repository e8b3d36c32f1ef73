import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { openAuthDialog, refreshUser } from '../auth/index.ts';

/**
 * An unverified account cannot send inquiries: send the confirmation mail again if needed, and
 * once the link is opened (in any tab), ask the server again and carry on with the same draft.
 */
export function VerifyFirst({ email }: { email: string }) {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: refreshUser });
  const isStillUnverified = check.isSuccess && !check.data.email_verified_at;
  return (
    <Stack data-testid="quote-verify-first">
      <Text size="sm">{t('quote.verify.text', { email })}</Text>
      {isStillUnverified && (
        <Alert color="orange" data-testid="quote-still-unverified">
          {t('quote.verify.stillUnverified')}
        </Alert>
      )}
      <ErrorAlert message={check.isError ? t('errors.generic') : null} />
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => openAuthDialog({ kind: 'resendVerification' })}
          data-testid="quote-resend"
        >
          {t('quote.verify.resend')}
        </Button>
        <Button loading={check.isPending} onClick={() => check.mutate()} data-testid="quote-verified-continue">
          {t('quote.verify.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
