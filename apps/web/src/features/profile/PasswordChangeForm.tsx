import { changePasswordRequestSchema } from '@bar/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showNotice } from '../../ui/notifications.ts';
import { applyServerErrors, fieldErrorText } from '../auth/formErrors.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { changePassword } from './profileApi.ts';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** The current password and a new one twice (PUT /api/user); the server logs out other devices. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const form = useForm<
    z.input<typeof changePasswordRequestSchema>,
    unknown,
    z.output<typeof changePasswordRequestSchema>
  >({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset(EMPTY);
      showNotice({ tone: 'info', title: t('profile.savedTitle'), message: t('profile.password.saved') });
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  const hasFieldError = FIELDS.some((field) => errors[field]);
  return (
    <ProfileSection title={t('profile.password.title')} testId="profile-password">
      <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
        <Stack gap="sm">
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            required
            data-testid="profile-current-password"
            {...form.register('current_password')}
            error={fieldErrorText(errors.current_password, t)}
          />
          <PasswordInput
            label={t('account.fields.newPassword')}
            autoComplete="new-password"
            required
            data-testid="profile-new-password"
            {...form.register('password')}
            error={fieldErrorText(errors.password, t)}
          />
          <PasswordInput
            label={t('account.fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            data-testid="profile-new-password-confirmation"
            {...form.register('password_confirmation')}
            error={fieldErrorText(errors.password_confirmation, t)}
          />
        </Stack>
        {change.isError && !hasFieldError && (
          <Alert color="red" role="alert" mt="sm">
            {t('errors.generic')}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={change.isPending} data-testid="profile-password-submit">
            {t('profile.password.submit')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
