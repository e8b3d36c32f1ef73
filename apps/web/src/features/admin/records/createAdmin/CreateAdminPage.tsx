import { createAdminRequestSchema } from '@bar/contracts/adminRecords';
import type { UserDto } from '@bar/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { FormPasswordInput, FormTextInput } from '../../form/fields.tsx';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { adminPaths, createAdmin } from '../recordsApi.ts';

type Values = { email: string; password: string };

/** `/admin/create-admin`: a new administrator (e-mail, password of at least 8 characters). */
export function CreateAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordForm = useAdminRecordForm<UserDto, Values>({
    queryKey: ['admin', 'create-admin'],
    createValues: { email: '', password: '' },
    toValues: () => ({ email: '', password: '' }),
    save: createAdmin,
    resolver: zodResolver(createAdminRequestSchema) as never,
    savedMessage: t('adminRecords.createAdmin.created'),
    onSaved: (user) => void navigate(adminPaths.user(user.id)),
  });
  const { form } = recordForm;
  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={t('adminRecords.createAdmin.title')}
      saveLabel={t('adminRecords.createAdmin.submit')}
      testId="admin-create-admin"
    >
      <Text size="sm" c="dimmed">
        {t('adminRecords.createAdmin.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={820}>
        <FormTextInput
          form={form}
          name="email"
          label={t('adminRecords.createAdmin.email')}
          type="email"
          required
          autoComplete="off"
          testId="create-admin-email"
        />
        <FormPasswordInput
          form={form}
          name="password"
          label={t('adminRecords.createAdmin.password')}
          description={t('adminRecords.createAdmin.passwordHelp')}
          required
          autoComplete="new-password"
          testId="create-admin-password"
        />
      </SimpleGrid>
    </AdminFormLayout>
  );
}
