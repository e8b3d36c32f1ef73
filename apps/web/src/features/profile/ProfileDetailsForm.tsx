import { type ProfileDetailsRequest, profileDetailsRequestSchema } from '@bar/contracts/profile';
import { isLocale } from '@bar/domain/locale';
import { SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';

import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../shared/formErrors.ts';
import { ProfileSection } from '../../shared/ProfileSection.tsx';
import { showNotice } from '../../ui/notifications.ts';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { type TextFieldSpec, TextFields } from '../../ui/TextFields.tsx';
import type { AuthUser } from '../auth/index.ts';
import { CountryField, LocaleField, useServerForm } from '../forms/index.ts';
import { saveProfileDetails } from './profileApi.ts';

const FIELDS = ['given_name', 'family_name', 'organization', 'country', 'locale'] as const;
const INPUTS: readonly TextFieldSpec<(typeof FIELDS)[number]>[] = [
  { name: 'given_name', label: 'account.fields.givenName', autoComplete: 'given-name', testId: 'profile-given-name' },
  {
    name: 'family_name',
    label: 'account.fields.familyName',
    autoComplete: 'family-name',
    testId: 'profile-family-name',
  },
  {
    name: 'organization',
    label: 'account.fields.organization',
    autoComplete: 'organization',
    testId: 'profile-organization',
  },
];

/** The form's values for the account's details as stored. */
function detailsOf(user: Pick<AuthUser, 'given_name' | 'family_name' | 'organization' | 'country' | 'locale'>) {
  return {
    given_name: user.given_name ?? '',
    family_name: user.family_name ?? '',
    organization: user.organization ?? '',
    country: user.country,
    locale: isLocale(user.locale) ? user.locale : ('de' as const),
  };
}

/** Given and family name, organization, country and the language of the account's e-mails (PUT /api/user). */
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
          <TextFields fields={INPUTS} bind={fieldProps} />
          <CountryField
            control={form.control}
            name="country"
            label={t('account.fields.country')}
            required
            testId="profile-country"
            error={fieldErrorText(errorOf('country'), t)}
          />
          <LocaleField
            control={form.control}
            name="locale"
            testId="profile-locale"
            error={fieldErrorText(errorOf('locale'), t)}
          />
        </SimpleGrid>
        <SubmitRow
          errorMessage={otherFailure ? t('errors.generic') : null}
          label={t('profile.details.submit')}
          isPending={mutation.isPending}
          testId="profile-details-submit"
        />
      </form>
    </ProfileSection>
  );
}
