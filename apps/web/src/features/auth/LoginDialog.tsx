import { type LoginRequest, loginRequestSchema } from '@bar/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { login } from './authApi.ts';
import { closeAuthDialog, openAuthDialog } from './authStore.ts';
import { applyServerErrors, fieldErrorText } from './formErrors.ts';
import { guestBarForHandover } from './guestHandover.ts';

type FormInput = z.input<typeof loginRequestSchema>;
const FIELDS = ['email', 'password'] as const;

export function LoginDialog({ reason }: { reason?: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', remember: true },
  });
  const submit = useMutation({
    mutationFn: (values: LoginRequest) => login({ ...values, ...guestBarForHandover() }),
    onSuccess: () => {
      closeAuthDialog();
      // Bars and lists look different for a signed-in user (edit rights, handed-over guest bar).
      void queryClient.invalidateQueries();
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  const isOtherFailure = submit.isError && !errors.email && !errors.password;

  return (
    <Modal opened onClose={closeAuthDialog} title={t('account.login.title')} centered>
      <form noValidate data-testid="login-form" onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack>
          {reason && (
            <Alert color="blue" data-testid="login-reason">
              {t(reason)}
            </Alert>
          )}
          <TextInput
            label={t('account.fields.email')}
            type="email"
            autoComplete="email"
            required
            data-autofocus
            data-testid="login-email"
            {...form.register('email')}
            error={fieldErrorText(errors.email, t)}
          />
          <PasswordInput
            label={t('account.fields.password')}
            autoComplete="current-password"
            data-testid="login-password"
            {...form.register('password')}
            error={fieldErrorText(errors.password, t)}
          />
          <Checkbox label={t('account.login.remember')} {...form.register('remember')} />
          {isOtherFailure && (
            <Alert color="red" role="alert">
              {t('errors.generic')}
            </Alert>
          )}
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
          <Button type="submit" loading={submit.isPending} data-testid="login-submit">
            {t('account.login.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
