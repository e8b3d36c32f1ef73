import { loginRequestSchema } from '@bar/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { login } from '../../auth/authApi.ts';
import { applyServerErrors, fieldErrorText } from '../../auth/formErrors.ts';
import { GuestCard } from './GuestCard.tsx';

const FIELDS = ['email', 'password'] as const;

/** `/admin/login`: once the user is known, the guest-only guard leads on (to `redirect` or `/admin`). */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof loginRequestSchema>, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', remember: true },
  });
  const submit = useMutation({
    mutationFn: login,
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  return (
    <GuestCard title={t('admin.guest.loginTitle')}>
      <form noValidate data-testid="admin-login-form" onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack>
          <TextInput
            label={t('account.fields.email')}
            type="email"
            autoComplete="username"
            required
            data-autofocus
            data-testid="admin-login-email"
            {...form.register('email')}
            error={fieldErrorText(errors.email, t)}
          />
          <PasswordInput
            label={t('account.fields.password')}
            autoComplete="current-password"
            required
            data-testid="admin-login-password"
            {...form.register('password')}
            error={fieldErrorText(errors.password, t)}
          />
          <Checkbox label={t('account.login.remember')} {...form.register('remember')} />
          {submit.isError && !errors.email && !errors.password && (
            <Alert color="red" role="alert">
              {t('errors.generic')}
            </Alert>
          )}
          <Button type="submit" loading={submit.isPending} data-testid="admin-login-submit">
            {t('account.login.submit')}
          </Button>
          <Anchor component={Link} to="/admin/forgot" size="sm">
            {t('account.login.forgot')}
          </Anchor>
        </Stack>
      </form>
    </GuestCard>
  );
}
