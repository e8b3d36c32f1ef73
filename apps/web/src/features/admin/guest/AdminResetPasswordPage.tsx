import { resetPasswordRequestSchema } from '@bar/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPassword } from '../../auth/authApi.ts';
import { applyServerErrors, fieldErrorText } from '../../auth/formErrors.ts';
import { GuestCard } from './GuestCard.tsx';

const FIELDS = ['token', 'email', 'password', 'password_confirmation'] as const;

/**
 * `/admin/reset-password?token=..&email=..` (the same query as the customers' reset link). A
 * successful reset signs the user in; the guest-only guard then leads into the area.
 */
export function AdminResetPasswordPage() {
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
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  return (
    <GuestCard title={t('account.reset.title')}>
      <form noValidate data-testid="admin-reset-form" onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack>
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
            data-testid="admin-reset-password"
            {...form.register('password')}
            error={fieldErrorText(errors.password, t)}
          />
          <PasswordInput
            label={t('account.fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            data-testid="admin-reset-password-confirmation"
            {...form.register('password_confirmation')}
            error={fieldErrorText(errors.password_confirmation, t)}
          />
          {submit.isError && !FIELDS.some((field) => errors[field]) && (
            <Alert color="red" role="alert">
              {t('errors.generic')}
            </Alert>
          )}
          <Button type="submit" loading={submit.isPending} data-testid="admin-reset-submit">
            {t('account.reset.submit')}
          </Button>
          <Anchor component={Link} to="/admin/login" size="sm">
            {t('account.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </GuestCard>
  );
}
