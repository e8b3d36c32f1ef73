import { resetPasswordRequestSchema } from '@bar/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPassword } from './authApi.ts';
import { applyServerErrors, fieldErrorText } from './formErrors.ts';

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
  const form = useForm<
    z.input<typeof resetPasswordRequestSchema>,
    unknown,
    z.output<typeof resetPasswordRequestSchema>
  >({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: {
      token: search.get('token') ?? '',
      email: search.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const submit = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => onDone?.(),
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      data-testid={`${testIdPrefix}-form`}
      onSubmit={form.handleSubmit((values) => submit.mutate(values))}
    >
      <Stack>
        {header}
        {errors.token && (
          <Alert color="red" role="alert">
            {errors.token.type === 'server' ? errors.token.message : t('account.reset.missingToken')}
          </Alert>
        )}
        <TextInput
          label={t('account.fields.email')}
          type="email"
          required
          {...form.register('email')}
          error={fieldErrorText(errors.email, t)}
        />
        <PasswordInput
          label={t('account.fields.newPassword')}
          autoComplete="new-password"
          required
          data-testid={`${testIdPrefix}-password`}
          {...form.register('password')}
          error={fieldErrorText(errors.password, t)}
        />
        <PasswordInput
          label={t('account.fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          data-testid={`${testIdPrefix}-password-confirmation`}
          {...form.register('password_confirmation')}
          error={fieldErrorText(errors.password_confirmation, t)}
        />
        {submit.isError && !FIELDS.some((field) => errors[field]) && (
          <Alert color="red" role="alert">
            {t('errors.generic')}
          </Alert>
        )}
        <Button type="submit" loading={submit.isPending} data-testid={`${testIdPrefix}-submit`}>
          {t('account.reset.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
