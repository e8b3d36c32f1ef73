import { resetPasswordRequestSchema } from '@bar/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AppHeader } from '../../ui/AppHeader.tsx';
import { resetPassword } from './authApi.ts';
import { applyServerErrors, fieldErrorText } from './formErrors.ts';

const FIELDS = ['token', 'email', 'password', 'password_confirmation'] as const;

/** `/reset-password?token=..&email=..`: the link of the forgot-password e-mail. */
export function ResetPasswordScreen() {
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
    <>
      <AppHeader />
      <Center mih="calc(100vh - 56px)" p="md">
        <Paper withBorder p="xl" w={440} radius="md">
          {submit.isSuccess ? (
            <Stack data-testid="reset-done">
              <Title order={2}>{t('account.reset.title')}</Title>
              <Text>{t('account.reset.done')}</Text>
              <Button component={Link} to="/">
                {t('app.backHome')}
              </Button>
            </Stack>
          ) : (
            <form noValidate data-testid="reset-form" onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
              <Stack>
                <Title order={2}>{t('account.reset.title')}</Title>
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
                  data-testid="reset-password"
                  {...form.register('password')}
                  error={fieldErrorText(errors.password, t)}
                />
                <PasswordInput
                  label={t('account.fields.passwordConfirmation')}
                  autoComplete="new-password"
                  required
                  data-testid="reset-password-confirmation"
                  {...form.register('password_confirmation')}
                  error={fieldErrorText(errors.password_confirmation, t)}
                />
                {submit.isError && !FIELDS.some((field) => errors[field]) && (
                  <Alert color="red" role="alert">
                    {t('errors.generic')}
                  </Alert>
                )}
                <Button type="submit" loading={submit.isPending} data-testid="reset-submit">
                  {t('account.reset.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Paper>
      </Center>
    </>
  );
}
