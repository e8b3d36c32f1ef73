import { type ProfileDetailsRequest, profileDetailsRequestSchema } from '@bar/contracts/profile';
import { isLocale, LOCALES } from '@bar/domain/locale';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { showNotice } from '../../ui/notifications.ts';
import type { AuthUser } from '../auth/authStore.ts';
import { fieldErrorText } from '../auth/formErrors.ts';
import { useServerForm } from '../forms/useServerForm.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { saveProfileDetails } from './profileApi.ts';

const FIELDS = ['given_name', 'family_name', 'organization', 'locale'] as const;

/** The form's values for the account's details as stored. */
function detailsOf(user: Pick<AuthUser, 'given_name' | 'family_name' | 'organization' | 'locale'>) {
  return {
    given_name: user.given_name ?? '',
    family_name: user.family_name ?? '',
    organization: user.organization ?? '',
    locale: isLocale(user.locale) ? user.locale : ('de' as const),
  };
}

/** Given and family name, organization and the language of the account's e-mails (PUT /api/user). */
export function ProfileDetailsForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const { form, mutation, onSubmit, otherFailure, fieldProps, errorOf } = useServerForm({
    schema: profileDetailsRequestSchema,
    defaultValues: detailsOf(user),
    fields: FIELDS,
    submit: (values: ProfileDetailsRequest) => saveProfileDetails(values),
    onSuccess: (saved) => {
      form.reset(detailsOf(saved));
      showNotice({ tone: 'info', title: t('profile.savedTitle'), message: t('profile.details.saved') });
    },
  });
  // Switching the interface language also sets the account's (AuthDialogs); an untouched field follows.
  const accountLocale = isLocale(user.locale) ? user.locale : 'de';
  useEffect(() => {
    if (!form.getFieldState('locale').isDirty) form.resetField('locale', { defaultValue: accountLocale });
  }, [accountLocale, form]);
  return (
    <ProfileSection title={t('profile.details.title')} testId="profile-details">
      <form noValidate onSubmit={onSubmit}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('account.fields.givenName')}
            autoComplete="given-name"
            data-testid="profile-given-name"
            {...fieldProps('given_name')}
          />
          <TextInput
            label={t('account.fields.familyName')}
            autoComplete="family-name"
            data-testid="profile-family-name"
            {...fieldProps('family_name')}
          />
          <TextInput
            label={t('account.fields.organization')}
            autoComplete="organization"
            data-testid="profile-organization"
            {...fieldProps('organization')}
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
                error={fieldErrorText(errorOf('locale'), t)}
              />
            )}
          />
        </SimpleGrid>
        <ErrorAlert message={otherFailure ? t('errors.generic') : null} mt="sm" />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={mutation.isPending} data-testid="profile-details-submit">
            {t('profile.details.submit')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
