import { forgotPasswordRequestSchema } from '@bar/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { httpStatus } from '../../shared/api.ts';
import { forgotPassword, logout, resendVerification } from './authApi.ts';
import { closeAuthDialog, openAuthDialog } from './authStore.ts';
import { applyServerErrors, fieldErrorText } from './formErrors.ts';

export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const form = useForm<
    z.input<typeof forgotPasswordRequestSchema>,
    unknown,
    z.output<typeof forgotPasswordRequestSchema>
  >({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const submit = useMutation({
    mutationFn: (values: { email: string }) => forgotPassword(values.email),
    onError: (error) => applyServerErrors(error, form.setError, ['email']),
  });
  return (
    <Modal opened onClose={closeAuthDialog} title={t('account.forgot.title')} centered>
      {submit.isSuccess ? (
        <Stack data-testid="forgot-done">
          <Text size="sm">{t('account.forgot.done')}</Text>
          <Group justify="flex-end">
            <Button onClick={closeAuthDialog}>{t('account.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
          <Stack>
            <Text size="sm">{t('account.forgot.intro')}</Text>
            <TextInput
              label={t('account.fields.email')}
              type="email"
              required
              data-autofocus
              data-testid="forgot-email"
              {...form.register('email')}
              error={fieldErrorText(form.formState.errors.email, t)}
            />
            {submit.isError && !form.formState.errors.email && (
              <Alert color="red" role="alert">
                {t('errors.generic')}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => openAuthDialog({ kind: 'login' })}>
                {t('account.backToLogin')}
              </Button>
              <Button type="submit" loading={submit.isPending} data-testid="forgot-submit">
                {t('account.forgot.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Request a new verification e-mail (the first one may be lost or its link expired). */
export function ResendVerificationDialog() {
  const { t } = useTranslation();
  const submit = useMutation({ mutationFn: resendVerification });
  const isThrottled = httpStatus(submit.error) === 429;
  return (
    <Modal opened onClose={closeAuthDialog} title={t('account.resend.title')} centered>
      <Stack data-testid="resend-verification">
        <Text size="sm">{submit.isSuccess ? t('account.resend.done') : t('account.resend.intro')}</Text>
        {submit.isError && (
          <Alert color="red" role="alert">
            {isThrottled ? t('account.resend.throttled') : t('errors.generic')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={closeAuthDialog}>
            {t('account.close')}
          </Button>
          {!submit.isSuccess && (
            <Button loading={submit.isPending} onClick={() => submit.mutate()} data-testid="resend-submit">
              {t('account.resend.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

export function LogoutDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      closeAuthDialog();
      queryClient.clear();
      void navigate('/');
    },
  });
  return (
    <Modal opened onClose={closeAuthDialog} title={t('account.logout.title')} centered>
      <Stack>
        <Text size="sm">{t('account.logout.text')}</Text>
        {submit.isError && (
          <Alert color="red" role="alert">
            {t('errors.generic')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={closeAuthDialog}>
            {t('account.cancel')}
          </Button>
          <Button color="red" loading={submit.isPending} onClick={() => submit.mutate()} data-testid="logout-submit">
            {t('account.logout.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
