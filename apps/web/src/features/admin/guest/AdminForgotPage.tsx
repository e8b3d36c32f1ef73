import { forgotPasswordRequestSchema } from '@bar/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPassword } from '../../auth/authApi.ts';
import { applyServerErrors, fieldErrorText } from '../../auth/formErrors.ts';
import { GuestCard } from './GuestCard.tsx';

/** `/admin/forgot`: the mail links to the reset page with `token` and `email`. */
export function AdminForgotPage() {
  const { t } = useTranslation();
  const form = useForm<
    z.input<typeof forgotPasswordRequestSchema>,
    unknown,
    z.output<typeof forgotPasswordRequestSchema>
  >({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const submit = useMutation({
    mutationFn: (values: { email: string }) => forgotPassword(values.email),
    onError: (error) => applyServerErrors(error, form.setError, ['email']),
  });
  const backToLogin = (
    <Anchor component={Link} to="/admin/login" size="sm">
      {t('account.backToLogin')}
    </Anchor>
  );
  return (
    <GuestCard title={t('account.forgot.title')}>
      {submit.isSuccess ? (
        <Stack data-testid="admin-forgot-done">
          <Text size="sm">{t('account.forgot.done')}</Text>
          {backToLogin}
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
          <Stack>
            <Text size="sm">{t('account.forgot.intro')}</Text>
            <TextInput
              label={t('account.fields.email')}
              type="email"
              required
              data-testid="admin-forgot-email"
              {...form.register('email')}
              error={fieldErrorText(form.formState.errors.email, t)}
            />
            {submit.isError && !form.formState.errors.email && (
              <Alert color="red" role="alert">
                {t('errors.generic')}
              </Alert>
            )}
            <Button type="submit" loading={submit.isPending} data-testid="admin-forgot-submit">
              {t('account.forgot.submit')}
            </Button>
            {backToLogin}
          </Stack>
        </form>
      )}
    </GuestCard>
  );
}
