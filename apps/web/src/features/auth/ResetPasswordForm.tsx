import { resetPasswordRequestSchema } from '@bar/contracts/auth';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useServerForm } from '../forms/useServerForm.ts';
import { resetPassword } from './authApi.ts';

const FIELDS = ['token', 'email', 'password', 'password_confirmation'] as const;

type Props = {
  /** `reset` for the customers' screen, `admin-reset` in the admin area. */
  testIdPrefix: string;
  /** Above the fields (a title) and below the button (a link). */
  header?: ReactNode;
  footer?: ReactNode;
  /** The user is signed in by then (resetPassword stores them). */
  onDone?: () => void;
};

/** New password for the token and e-mail of the reset link (`?token=..&email=..`). */
export function ResetPasswordForm({ testIdPrefix, header, footer, onDone }: Props) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { mutation, onSubmit, otherFailure, fieldProps, errorOf } = useServerForm({
    schema: resetPasswordRequestSchema,
    defaultValues: {
      token: search.get('token') ?? '',
      email: search.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
    fields: FIELDS,
    submit: resetPassword,
    onSuccess: () => onDone?.(),
  });
  const tokenError = errorOf('token');
  return (
    <form noValidate data-testid={`${testIdPrefix}-form`} onSubmit={onSubmit}>
      <Stack>
        {header}
        <ErrorAlert
          message={tokenError && (tokenError.type === 'server' ? tokenError.message : t('account.reset.missingToken'))}
        />
        <TextInput label={t('account.fields.email')} type="email" required {...fieldProps('email')} />
        <PasswordInput
          label={t('account.fields.newPassword')}
          autoComplete="new-password"
          required
          data-testid={`${testIdPrefix}-password`}
          {...fieldProps('password')}
        />
        <PasswordInput
          label={t('account.fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          data-testid={`${testIdPrefix}-password-confirmation`}
          {...fieldProps('password_confirmation')}
        />
        <ErrorAlert message={otherFailure ? t('errors.generic') : null} />
        <Button type="submit" loading={mutation.isPending} data-testid={`${testIdPrefix}-submit`}>
          {t('account.reset.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
