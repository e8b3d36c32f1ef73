import { createAdminRequestSchema } from '@bar/contracts/adminRecords';
import type { UserDto } from '@bar/contracts/auth';
import type { Locale } from '@bar/domain/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { useBindFields } from '../../form/bindFields.ts';
import {
  FormCountryResponsibilities,
  FormCountrySelect,
  FormLanguageSelect,
  FormTextInput,
} from '../../form/fields.tsx';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { adminPaths, createAdmin } from '../recordsApi.ts';
import { PersonNameFields } from '../users/PersonNameFields.tsx';

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
  const field = useBindFields(form, { texts: 'adminRecords.createAdmin', testIds: 'create-admin' });
  // The fields the user record has too read as they read there.
  const userField = useBindFields(form, { texts: 'adminRecords.user', testIds: 'create-admin' });
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
          <PersonNameFields form={form} testIdPrefix="create-admin" required autoComplete="off" />
          <FormTextInput {...field('email', { help: true })} type="email" required autoComplete="off" />
          <FormLanguageSelect {...field('locale', { help: true })} />
          <FormCountrySelect {...userField('country')} required />
          <FormCountryResponsibilities form={form} name="country_responsibilities" testId="create-admin-countries" />
        </SimpleGrid>
      </Stack>
    </AdminFormLayout>
  );
}
