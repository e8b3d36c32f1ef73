import { resetPasswordRequestSchema } from '@bar/contracts/auth';
import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { type TextFieldSpec, TextFields } from '../../ui/TextFields.tsx';
import { newPasswordFields, useServerForm } from '../forms/index.ts';
import { resetPassword } from './authApi.ts';

const FIELDS = ['token', 'email', 'password', 'password_confirmation'] as const;
const EMAIL_INPUT: TextFieldSpec<'email'> = {
  name: 'email',
  label: 'account.fields.email',
  type: 'email',
  isRequired: true,
};

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
        <TextFields fields={[EMAIL_INPUT, ...newPasswordFields(testIdPrefix)]} bind={fieldProps} />
        <ErrorAlert message={otherFailure ? t('errors.generic') : null} />
        <Button type="submit" loading={mutation.isPending} data-testid={`${testIdPrefix}-submit`}>
          {t('account.reset.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
