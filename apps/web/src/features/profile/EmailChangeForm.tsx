import { changeEmailRequestSchema } from '@bar/contracts/profile';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { httpStatus, responseBody } from '../../shared/api.ts';
import { ProfileSection } from '../../shared/ProfileSection.tsx';
import { showNotice } from '../../ui/notifications.ts';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { type TextFieldSpec, TextFields } from '../../ui/TextFields.tsx';
import type { AuthUser } from '../auth/index.ts';
import { currentPasswordField, useServerForm } from '../forms/index.ts';
import { requestEmailChange } from './profileApi.ts';

const FIELDS = ['email', 'current_password'] as const;
const EMPTY = { email: '', current_password: '' };
const INPUTS: readonly TextFieldSpec<(typeof FIELDS)[number]>[] = [
  {
    name: 'email',
    label: 'profile.email.newEmail',
    type: 'email',
    autoComplete: 'email',
    isRequired: true,
    testId: 'profile-new-email',
  },
  currentPasswordField('profile-email-password'),
];

/** A 429's translated message ("Too many attempts ..."), or null for other failures. */
function throttledMessage(error: unknown): string | null {
  if (httpStatus(error) !== 429) return null;
  const body = responseBody(error) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : null;
}

/** A new login e-mail: it counts once the link mailed to it is opened (POST /api/user/email). */
export function EmailChangeForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const { form, mutation, onSubmit, otherFailure, fieldProps } = useServerForm({
    schema: changeEmailRequestSchema,
    defaultValues: EMPTY,
    fields: FIELDS,
    submit: requestEmailChange,
    onSuccess: (updated) => {
      form.reset(EMPTY);
      showNotice({
        tone: 'info',
        title: t('profile.email.sentTitle'),
        message: t('profile.email.sent', { email: updated.pending_email ?? '' }),
      });
    },
  });
  const problem = otherFailure ? (throttledMessage(mutation.error) ?? t('errors.generic')) : null;
  return (
    <ProfileSection title={t('profile.email.title')} testId="profile-email">
      <Text size="sm" data-testid="profile-current-email">
        {t('profile.email.current', { email: user.email })}
      </Text>
      {user.pending_email && (
        <Alert color="yellow" icon={<IconMailForward size={18} />} data-testid="profile-pending-email">
          {t('profile.email.pending', { email: user.pending_email })}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextFields fields={INPUTS} bind={fieldProps} />
        </SimpleGrid>
        <SubmitRow
          errorMessage={problem}
          label={t('profile.email.submit')}
          isPending={mutation.isPending}
          testId="profile-email-submit"
        />
      </form>
    </ProfileSection>
  );
}
