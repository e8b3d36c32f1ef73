import type { AdminUser, AdminUserUpdateRequest } from '@bar/contracts/adminRecords';
import { displayCountry } from '@bar/domain/countries';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { showNotice } from '../../../../ui/notifications.ts';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { useBindFields } from '../../form/bindFields.ts';
import {
  FormCountryResponsibilities,
  FormCountrySelect,
  FormLanguageSelect,
  FormSwitch,
  FormTextInput,
} from '../../form/fields.tsx';
import { type AdminRecordForm, useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { ConfirmModal } from '../../shared/ConfirmModal.tsx';
import { ErrorAlert, problemText } from '../../shared/feedback.tsx';
import { fetchAdminUser, recordKeys, updateAdminUser } from '../recordsApi.ts';
import { ReadOnlyValue, RecordSection, ValueGrid } from '../ui.tsx';
import { PersonNameFields } from './PersonNameFields.tsx';
import { UserRelated } from './UserRelated.tsx';
import { VerificationMailButton } from './VerificationMailButton.tsx';

type Values = {
  given_name: string;
  family_name: string;
  organization: string;
  country: string;
  locale: string;
  is_verified: boolean;
  country_responsibilities: string[];
};

function toValues(user: AdminUser): Values {
  return {
    given_name: user.given_name ?? '',
    family_name: user.family_name ?? '',
    organization: user.organization ?? '',
    country: user.country,
    locale: user.locale,
    is_verified: user.email_verified_at !== null,
    country_responsibilities: user.country_responsibilities,
  };
}

/**
 * `/admin/users/:userId`: details, the editable profile (name, organisation, country, language,
 * verified state), the is_admin toggle, country responsibilities and related records.
 */
export function UserRecordPage() {
  const { t } = useTranslation();
  const id = Number(useParams().userId);
  const recordForm = useAdminRecordForm<AdminUser, Values>({
    queryKey: recordKeys.user(id),
    load: () => fetchAdminUser(id),
    toValues,
    save: (values) => updateAdminUser(id, { ...values, locale: values.locale as AdminUserUpdateRequest['locale'] }),
  });
  const user = recordForm.record;

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
          <ProfileFields recordForm={recordForm} />
          <VerificationMailButton user={user} />
          <AdminToggle user={user} />
          <FormCountryResponsibilities form={recordForm.form} name="country_responsibilities" testId="user-countries" />
        </Stack>
      )}
    </AdminFormLayout>
  );
}

function UserDetails({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const country = displayCountry(user.country, locale);
  const address = [user.street, [user.postal_code, user.city].filter(Boolean).join(' '), country]
    .filter(Boolean)
    .join(', ');
  return (
    <ValueGrid>
      <ReadOnlyValue label={t('adminRecords.user.email')} value={user.email} testId="user-email" />
      <ReadOnlyValue label={t('adminRecords.user.vatId')} value={user.vat_id} />
      <ReadOnlyValue label={t('adminRecords.user.address')} value={address} />
      <ReadOnlyValue label={t('adminRecords.user.phone')} value={user.phone} />
      <ReadOnlyValue label={t('adminRecords.user.contactEmail')} value={user.contact_email} />
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

/** Name, organisation, country, language and verified state, saved with the form's Save. */
function ProfileFields({ recordForm }: { recordForm: AdminRecordForm<AdminUser, Values> }) {
  const { form } = recordForm;
  const field = useBindFields(form, { texts: 'adminRecords.user', testIds: 'user' });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PersonNameFields form={form} testIdPrefix="user" />
      <FormTextInput {...field('organization')} />
      <FormCountrySelect {...field('country')} required />
      <FormLanguageSelect {...field('locale')} />
      <FormSwitch {...field('is_verified')} mt="lg" />
    </SimpleGrid>
  );
}

/** The person as staff know them: their name, else their e-mail address. */
function personOf(user: AdminUser): string {
  const name = [user.given_name, user.family_name].filter(Boolean).join(' ');
  return name ? `${name} (${user.email})` : user.email;
}

/**
 * Grants administrator rights at once, removes them after asking (PUT is_admin). The server
 * refuses one's own (422) and the last administrator's (409); the dialog shows why.
 */
function AdminToggle({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isAsking, setAsking] = useState(false);
  const toggle = useMutation({
    mutationFn: () => updateAdminUser(user.id, { is_admin: !user.is_admin }),
    onSuccess: (saved) => {
      setAsking(false);
      queryClient.setQueryData(recordKeys.user(user.id), saved);
      showNotice({
        tone: 'info',
        title: t('adminRecords.form.savedTitle'),
        message: t(saved.is_admin ? 'adminRecords.user.madeAdmin' : 'adminRecords.user.adminRemoved'),
      });
    },
  });
  const problem = problemText(toggle.error, t);
  const onClick = () => {
    if (!user.is_admin) {
      toggle.mutate();
      return;
    }
    toggle.reset();
    setAsking(true);
  };
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
          loading={toggle.isPending && !isAsking}
          onClick={onClick}
          data-testid="user-toggle-admin"
        >
          {t(user.is_admin ? 'adminRecords.user.removeAdmin' : 'adminRecords.user.makeAdmin')}
        </Button>
      </Group>
      {problem && !isAsking && <ErrorAlert testId="user-admin-error">{problem}</ErrorAlert>}
      <ConfirmModal
        opened={isAsking}
        title={t('adminRecords.user.confirmRemoveTitle')}
        message={t('adminRecords.user.confirmRemoveMessage', { person: personOf(user) })}
        cancelLabel={t('adminRecords.user.confirmRemoveCancel')}
        confirmLabel={t('adminRecords.user.confirmRemove')}
        onCancel={() => setAsking(false)}
        onConfirm={() => toggle.mutate()}
        isPending={toggle.isPending}
        problem={problem && <ErrorAlert testId="user-admin-error">{problem}</ErrorAlert>}
        cancelTestId="user-remove-admin-cancel"
        confirmTestId="user-remove-admin-confirm"
      />
    </RecordSection>
  );
}
