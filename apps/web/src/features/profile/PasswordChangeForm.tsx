import { changePasswordRequestSchema } from '@bar/contracts/profile';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from '../../shared/ProfileSection.tsx';
import { showNotice } from '../../ui/notifications.ts';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { TextFields } from '../../ui/TextFields.tsx';
import { currentPasswordField, newPasswordFields, useServerForm } from '../forms/index.ts';
import { changePassword } from './profileApi.ts';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };
const INPUTS = [currentPasswordField('profile-current-password'), ...newPasswordFields('profile-new')];

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
          <TextFields fields={INPUTS} bind={fieldProps} />
        </Stack>
        <SubmitRow
          errorMessage={otherFailure ? t('errors.generic') : null}
          label={t('profile.password.submit')}
          isPending={mutation.isPending}
          testId="profile-password-submit"
        />
      </form>
    </ProfileSection>
  );
}
