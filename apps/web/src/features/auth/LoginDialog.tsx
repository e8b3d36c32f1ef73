import { type LoginRequest, loginRequestSchema } from '@bar/contracts/auth';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOpenBar } from '../../shared/openBar.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { type TextFieldSpec, TextFields } from '../../ui/TextFields.tsx';
import { useServerForm } from '../forms/index.ts';
import { login } from './authApi.ts';
import { closeAuthDialog, openAuthDialog } from './authStore.ts';
import { guestBarForHandover } from './guestHandover.ts';

const FIELDS = ['email', 'password'] as const;
const INPUTS: readonly TextFieldSpec<(typeof FIELDS)[number]>[] = [
  {
    name: 'email',
    label: 'account.fields.email',
    type: 'email',
    autoComplete: 'email',
    isRequired: true,
    hasAutofocus: true,
    testId: 'login-email',
  },
  {
    name: 'password',
    label: 'account.fields.password',
    type: 'password',
    autoComplete: 'current-password',
    testId: 'login-password',
  },
];

export function LoginDialog({ reason }: { reason?: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const openBar = useOpenBar();
  const { form, mutation, onSubmit, otherFailure, fieldProps } = useServerForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '', remember: true },
    fields: FIELDS,
    submit: (values: LoginRequest) => login({ ...values, ...guestBarForHandover(openBar.current()) }),
    onSuccess: () => {
      closeAuthDialog();
      // Bars and lists look different for a signed-in user (edit rights, handed-over guest bar).
      void queryClient.invalidateQueries();
    },
  });

  return (
    <Modal opened onClose={closeAuthDialog} title={t('account.login.title')} centered>
      <form noValidate data-testid="login-form" onSubmit={onSubmit}>
        <Stack>
          {reason && (
            <Alert color="blue" data-testid="login-reason">
              {t(reason)}
            </Alert>
          )}
          <TextFields fields={INPUTS} bind={fieldProps} />
          <Checkbox label={t('account.login.remember')} {...form.register('remember')} />
          <ErrorAlert message={otherFailure ? t('errors.generic') : null} />
          <Group justify="space-between">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => openAuthDialog({ kind: 'forgotPassword' })}
            >
              {t('account.login.forgot')}
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => openAuthDialog({ kind: 'register' })}
              data-testid="open-register"
            >
              {t('account.login.toRegister')}
            </Anchor>
          </Group>
          <Button type="submit" loading={mutation.isPending} data-testid="login-submit">
            {t('account.login.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
