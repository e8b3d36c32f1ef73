import type { AdminUser } from '@bar/contracts/adminRecords';
import { Alert, Badge, Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { showNotice } from '../../../../ui/notifications.ts';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { fieldError } from '../../form/fieldError.ts';
import { serverMessage } from '../../form/formSnapshot.ts';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { fetchAdminUser, recordKeys, updateAdminUser } from '../recordsApi.ts';
import { ReadOnlyValue, RecordSection, ValueGrid } from '../ui.tsx';
import { UserRelated } from './UserRelated.tsx';

/** Countries as customers usually write them in addresses; the user's own address countries come on top. */
const COMMON_COUNTRIES = [
  'Deutschland',
  'Österreich',
  'Schweiz',
  'Liechtenstein',
  'Luxemburg',
  'Belgien',
  'Niederlande',
  'Frankreich',
  'Italien',
  'Spanien',
  'Portugal',
];

type Values = { country_responsibilities: string[] };

/** `/admin/users/:userId`: details, the is_admin toggle, country responsibilities and related records. */
export function UserRecordPage() {
  const { t } = useTranslation();
  const id = Number(useParams().userId);
  const recordForm = useAdminRecordForm<AdminUser, Values>({
    queryKey: recordKeys.user(id),
    load: () => fetchAdminUser(id),
    toValues: (user) => ({ country_responsibilities: user.country_responsibilities }),
    save: (values) => updateAdminUser(id, values),
  });
  const user = recordForm.record;
  const suggestions = [...new Set([...(user?.addresses.map((address) => address.country) ?? []), ...COMMON_COUNTRIES])];

  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={user ? t('adminRecords.user.title', { email: user.email }) : t('adminRecords.user.titlePlain')}
      testId="admin-user"
      aside={user && <UserRelated user={user} />}
    >
      {user && (
        <Stack gap="md">
          <UserDetails user={user} />
          <AdminToggle user={user} />
          <Controller
            control={recordForm.form.control}
            name="country_responsibilities"
            render={({ field }) => (
              <TagsInput
                label={t('adminRecords.user.countries')}
                description={t('adminRecords.user.countriesHelp')}
                placeholder={t('adminRecords.user.countriesPlaceholder')}
                data={suggestions}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
                acceptValueOnBlur
                error={fieldError(recordForm.form, 'country_responsibilities', t)}
                data-testid="user-countries"
              />
            )}
          />
        </Stack>
      )}
    </AdminFormLayout>
  );
}

function UserDetails({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const name = [user.given_name, user.family_name].filter(Boolean).join(' ');
  const address = [user.street, [user.postal_code, user.city].filter(Boolean).join(' '), user.country]
    .filter(Boolean)
    .join(', ');
  return (
    <ValueGrid>
      <ReadOnlyValue label={t('adminRecords.user.email')} value={user.email} testId="user-email" />
      <ReadOnlyValue label={t('adminRecords.user.name')} value={name} />
      <ReadOnlyValue label={t('adminRecords.user.organization')} value={user.organization} />
      <ReadOnlyValue label={t('adminRecords.user.vatId')} value={user.vat_id} />
      <ReadOnlyValue label={t('adminRecords.user.address')} value={address} />
      <ReadOnlyValue label={t('adminRecords.user.phone')} value={user.phone} />
      <ReadOnlyValue label={t('adminRecords.user.contactEmail')} value={user.contact_email} />
      <ReadOnlyValue label={t('adminRecords.user.locale')} value={t(`languages.${user.locale}`)} />
      <ReadOnlyValue
        label={t('adminRecords.user.verified')}
        value={
          user.email_verified_at ? formatDateTime(user.email_verified_at, locale) : t('adminRecords.user.notVerified')
        }
      />
      <ReadOnlyValue label={t('adminRecords.user.createdAt')} value={formatDateTime(user.created_at, locale)} />
    </ValueGrid>
  );
}

/** Grants or removes administrator rights at once (PUT is_admin); the server refuses one's own (422). */
function AdminToggle({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: () => updateAdminUser(user.id, { is_admin: !user.is_admin }),
    onMutate: () => setProblem(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(recordKeys.user(user.id), saved);
      showNotice({
        tone: 'info',
        title: t('adminRecords.form.savedTitle'),
        message: t(saved.is_admin ? 'adminRecords.user.madeAdmin' : 'adminRecords.user.adminRemoved'),
      });
    },
    onError: (error) => setProblem(serverMessage(error) ?? t('errors.generic')),
  });
  return (
    <RecordSection title={t('adminRecords.user.rights')}>
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">{t('adminRecords.user.isAdmin')}</Text>
          <Badge color={user.is_admin ? 'teal' : 'gray'} data-testid="user-is-admin">
            {t(user.is_admin ? 'adminRecords.user.yes' : 'adminRecords.user.no')}
          </Badge>
        </Group>
        <Button
          variant={user.is_admin ? 'default' : 'filled'}
          color={user.is_admin ? 'red' : undefined}
          loading={toggle.isPending}
          onClick={() => toggle.mutate()}
          data-testid="user-toggle-admin"
        >
          {t(user.is_admin ? 'adminRecords.user.removeAdmin' : 'adminRecords.user.makeAdmin')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" role="alert" data-testid="user-admin-error">
          {problem}
        </Alert>
      )}
    </RecordSection>
  );
}
