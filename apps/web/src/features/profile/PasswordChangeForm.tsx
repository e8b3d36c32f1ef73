import { changePasswordRequestSchema } from '@bar/contracts/profile';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { showNotice } from '../../ui/notifications.ts';
import { useServerForm } from '../forms/useServerForm.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { changePassword } from './profileApi.ts';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** The current password and a new one twice (PUT /api/user); the server logs out other devices. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { form, mutation, onSubmit, otherFailure, fieldProps } = useServerForm({
    schema: changePasswordRequestSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    submit: changePassword,
    onSuccess: () => {
      form.reset(EMPTY);
      showNotice({ tone: 'info', title: t('profile.savedTitle'), message: t('profile.password.saved') });
    },
  });
  return (
    <ProfileSection title={t('profile.password.title')} testId="profile-password">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            required
            data-testid="profile-current-password"
            {...fieldProps('current_password')}
          />
          <PasswordInput
            label={t('account.fields.newPassword')}
            autoComplete="new-password"
            required
            data-testid="profile-new-password"
            {...fieldProps('password')}
          />
          <PasswordInput
            label={t('account.fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            data-testid="profile-new-password-confirmation"
            {...fieldProps('password_confirmation')}
          />
        </Stack>
        <ErrorAlert message={otherFailure ? t('errors.generic') : null} mt="sm" />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={mutation.isPending} data-testid="profile-password-submit">
            {t('profile.password.submit')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
