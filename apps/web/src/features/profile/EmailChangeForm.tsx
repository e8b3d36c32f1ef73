import { changeEmailRequestSchema } from '@bar/contracts/profile';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { httpStatus, responseBody } from '../../shared/api.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { showNotice } from '../../ui/notifications.ts';
import type { AuthUser } from '../auth/authStore.ts';
import { useServerForm } from '../forms/useServerForm.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { requestEmailChange } from './profileApi.ts';

const FIELDS = ['email', 'current_password'] as const;
const EMPTY = { email: '', current_password: '' };

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
          <TextInput
            label={t('profile.email.newEmail')}
            type="email"
            autoComplete="email"
            required
            data-testid="profile-new-email"
            {...fieldProps('email')}
          />
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            required
            data-testid="profile-email-password"
            {...fieldProps('current_password')}
          />
        </SimpleGrid>
        <ErrorAlert message={problem} mt="sm" />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={mutation.isPending} data-testid="profile-email-submit">
            {t('profile.email.submit')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
