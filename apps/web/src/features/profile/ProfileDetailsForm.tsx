import { type ProfileDetailsRequest, profileDetailsRequestSchema } from '@bar/contracts/profile';
import { isLocale, LOCALES } from '@bar/domain/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showNotice } from '../../ui/notifications.ts';
import type { AuthUser } from '../auth/authStore.ts';
import { applyServerErrors, fieldErrorText } from '../auth/formErrors.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { saveProfileDetails } from './profileApi.ts';

const FIELDS = ['given_name', 'family_name', 'organization', 'locale'] as const;
type Values = z.input<typeof profileDetailsRequestSchema>;

/** Given and family name, organization and the language of the account's e-mails (PUT /api/user). */
export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof profileDetailsRequestSchema>>({
    resolver: zodResolver(profileDetailsRequestSchema),
    defaultValues: {
      given_name: user.given_name ?? '',
      family_name: user.family_name ?? '',
      organization: user.organization ?? '',
      locale: isLocale(user.locale) ? user.locale : 'de',
    },
  });
  // Switching the interface language also sets the account's (AuthDialogs); an untouched field follows.
  const accountLocale = isLocale(user.locale) ? user.locale : 'de';
  useEffect(() => {
    if (!form.getFieldState('locale').isDirty) form.resetField('locale', { defaultValue: accountLocale });
  }, [accountLocale, form]);
  const save = useMutation({
    mutationFn: (values: ProfileDetailsRequest) => saveProfileDetails(values),
    onSuccess: (saved) => {
      form.reset({
        given_name: saved.given_name ?? '',
        family_name: saved.family_name ?? '',
        organization: saved.organization ?? '',
        locale: isLocale(saved.locale) ? saved.locale : 'de',
      });
      showNotice({ tone: 'info', title: t('profile.savedTitle'), message: t('profile.details.saved') });
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  const hasFieldError = FIELDS.some((field) => errors[field]);
  return (
    <ProfileSection title={t('profile.details.title')} testId="profile-details">
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('account.fields.givenName')}
            autoComplete="given-name"
            data-testid="profile-given-name"
            {...form.register('given_name')}
            error={fieldErrorText(errors.given_name, t)}
          />
          <TextInput
            label={t('account.fields.familyName')}
            autoComplete="family-name"
            data-testid="profile-family-name"
            {...form.register('family_name')}
            error={fieldErrorText(errors.family_name, t)}
          />
          <TextInput
            label={t('account.fields.organization')}
            autoComplete="organization"
            data-testid="profile-organization"
            {...form.register('organization')}
            error={fieldErrorText(errors.organization, t)}
          />
          <Controller
            control={form.control}
            name="locale"
            render={({ field }) => (
              <Select
                label={t('account.fields.locale')}
                data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
                value={field.value}
                onChange={(value) => {
                  if (isLocale(value)) field.onChange(value);
                }}
                allowDeselect={false}
                data-testid="profile-locale"
                error={fieldErrorText(errors.locale, t)}
              />
            )}
          />
        </SimpleGrid>
        {save.isError && !hasFieldError && (
          <Alert color="red" role="alert" mt="sm">
            {t('errors.generic')}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending} data-testid="profile-details-submit">
            {t('profile.details.submit')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
