import { forgotPasswordRequestSchema } from '@bar/contracts/auth';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { httpStatus } from '../../shared/api.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { type TextFieldSpec, TextFields } from '../../ui/TextFields.tsx';
import { useServerForm } from '../forms/useServerForm.ts';
import { forgotPassword, logout, resendVerification } from './authApi.ts';
import { closeAuthDialog, openAuthDialog } from './authStore.ts';

const FORGOT_EMAIL: TextFieldSpec<'email'> = {
  name: 'email',
  label: 'account.fields.email',
  type: 'email',
  isRequired: true,
  hasAutofocus: true,
  testId: 'forgot-email',
};

export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  const { mutation, onSubmit, otherFailure, fieldProps } = useServerForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: '' },
    fields: ['email'],
    submit: (values: { email: string }) => forgotPassword(values.email),
  });
  return (
    <Modal opened onClose={closeAuthDialog} title={t('account.forgot.title')} centered>
      {mutation.isSuccess ? (
        <Stack data-testid="forgot-done">
          <Text size="sm">{t('account.forgot.done')}</Text>
          <Group justify="flex-end">
            <Button onClick={closeAuthDialog}>{t('account.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Stack>
            <Text size="sm">{t('account.forgot.intro')}</Text>
            <TextFields fields={[FORGOT_EMAIL]} bind={fieldProps} />
            <ErrorAlert message={otherFailure ? t('errors.generic') : null} />
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => openAuthDialog({ kind: 'login' })}>
                {t('account.backToLogin')}
              </Button>
              <Button type="submit" loading={mutation.isPending} data-testid="forgot-submit">
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
        <ErrorAlert
          message={submit.isError ? (isThrottled ? t('account.resend.throttled') : t('errors.generic')) : null}
        />
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
    <ConfirmDialog
      title={t('account.logout.title')}
      text={t('account.logout.text')}
      onClose={closeAuthDialog}
      confirmLabel={t('account.logout.submit')}
      action={submit}
      confirmTestId="logout-submit"
    />
  );
}
