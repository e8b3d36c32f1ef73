import { createAdminRequestSchema } from '@bar/contracts/adminRecords';
import type { UserDto } from '@bar/contracts/auth';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { CountriesSelect, CountrySelect } from '../../../../ui/CountrySelect.tsx';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { fieldError } from '../../form/fieldError.ts';
import { FormSelect, FormTextInput } from '../../form/fields.tsx';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { adminPaths, createAdmin } from '../recordsApi.ts';

type Values = {
  email: string;
  given_name: string;
  family_name: string;
  country: string;
  country_responsibilities: string[];
  locale: Locale;
};

function emptyValues(): Values {
  return {
    email: '',
    given_name: '',
    family_name: '',
    country: '',
    country_responsibilities: [],
    locale: currentLocale(),
  };
}

/**
 * `/admin/create-admin`: a new administrator with names, country and the countries whose inquiries
 * they receive. No password: the server mails them a single-use link to set their own.
 */
export function CreateAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordForm = useAdminRecordForm<UserDto, Values>({
    queryKey: ['admin', 'create-admin'],
    createValues: emptyValues(),
    toValues: emptyValues,
    save: createAdmin,
    resolver: zodResolver(createAdminRequestSchema) as never,
    savedMessage: t('adminRecords.createAdmin.created'),
    onSaved: (user) => void navigate(adminPaths.user(user.id)),
  });
  const { form } = recordForm;
  const languages = LOCALES.map((code) => ({ value: code, label: t(`languages.${code}`) }));
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminRecords.createAdmin.title')}
      saveLabel={t('adminRecords.createAdmin.submit')}
      testId="admin-create-admin"
    >
      <Stack gap="md" maw={820}>
        <Text size="sm" c="dimmed">
          {t('adminRecords.createAdmin.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <FormTextInput
            form={form}
            name="given_name"
            label={t('adminRecords.user.givenName')}
            required
            autoComplete="off"
            testId="create-admin-given-name"
          />
          <FormTextInput
            form={form}
            name="family_name"
            label={t('adminRecords.user.familyName')}
            required
            autoComplete="off"
            testId="create-admin-family-name"
          />
          <FormTextInput
            form={form}
            name="email"
            label={t('adminRecords.createAdmin.email')}
            description={t('adminRecords.createAdmin.emailHelp')}
            type="email"
            required
            autoComplete="off"
            testId="create-admin-email"
          />
          <FormSelect
            form={form}
            name="locale"
            label={t('adminRecords.createAdmin.locale')}
            description={t('adminRecords.createAdmin.localeHelp')}
            data={languages}
            testId="create-admin-locale"
          />
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <CountrySelect
                label={t('adminRecords.user.country')}
                required
                value={field.value || null}
                onChange={(code) => field.onChange(code ?? '')}
                onBlur={field.onBlur}
                error={fieldError(form, 'country', t)}
                testId="create-admin-country"
              />
            )}
          />
          <Controller
            control={form.control}
            name="country_responsibilities"
            render={({ field }) => (
              <CountriesSelect
                label={t('adminRecords.user.countries')}
                description={t('adminRecords.user.countriesHelp')}
                placeholder={t('adminRecords.user.countriesPlaceholder')}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldError(form, 'country_responsibilities', t)}
                testId="create-admin-countries"
              />
            )}
          />
        </SimpleGrid>
      </Stack>
    </AdminFormLayout>
  );
}
