import { changeEmailRequestSchema } from '@bar/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { httpStatus, responseBody } from '../../shared/api.ts';
import { showNotice } from '../../ui/notifications.ts';
import type { AuthUser } from '../auth/authStore.ts';
import { applyServerErrors, fieldErrorText } from '../auth/formErrors.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { requestEmailChange } from './profileApi.ts';

const FIELDS = ['email', 'current_password'] as const;

/** A 429's translated message ("Too many attempts ..."), or null for other failures. */
function throttledMessage(error: unknown): string | null {
  if (httpStatus(error) !== 429) return null;
  const body = responseBody(error) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : null;
}

/** A new login e-mail: it counts once the link mailed to it is opened (POST /api/user/email). */
export function EmailChangeForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof changeEmailRequestSchema>, unknown, z.output<typeof changeEmailRequestSchema>>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', current_password: '' },
  });
  const change = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (updated) => {
      form.reset({ email: '', current_password: '' });
      showNotice({
        tone: 'info',
        title: t('profile.email.sentTitle'),
        message: t('profile.email.sent', { email: updated.pending_email ?? '' }),
      });
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  const hasFieldError = FIELDS.some((field) => errors[field]);
  const problem = change.isError && !hasFieldError ? (throttledMessage(change.error) ?? t('errors.generic')) : null;
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
      <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('profile.email.newEmail')}
            type="email"
            autoComplete="email"
            required
            data-testid="profile-new-email"
            {...form.register('email')}
            error={fieldErrorText(errors.email, t)}
          />
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            required
            data-testid="profile-email-password"
            {...form.register('current_password')}
            error={fieldErrorText(errors.current_password, t)}
          />
        </SimpleGrid>
        {problem && (
          <Alert color="red" role="alert" mt="sm">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={change.isPending} data-testid="profile-email-submit">
            {t('profile.email.submit')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
