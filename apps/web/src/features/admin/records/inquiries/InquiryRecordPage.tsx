import { type AdminInquiry, INQUIRY_STATUSES } from '@bar/contracts/adminRecords';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { FormSelect } from '../../form/fields.tsx';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { InquiryKindBadge } from '../../lists/InquiryKindBadge.tsx';
import { adminPaths, fetchAdminInquiry, recordKeys, updateInquiryStatus } from '../recordsApi.ts';
import { ReadOnlyValue, RecordSection, RouterAnchor, ValueGrid } from '../ui.tsx';
import { AddressLines } from '../users/UserRelated.tsx';
import { ConsultationContact } from './ConsultationContact.tsx';
import { FrozenPartsList } from './FrozenPartsList.tsx';
import { statusText } from './inquiryStatus.ts';

type Values = { status: string };

/** `/admin/inquiries/:inquiryId`: the status (the only thing staff change) and the frozen inquiry. */
export function InquiryRecordPage() {
  const { t } = useTranslation();
  const id = Number(useParams().inquiryId);
  const recordForm = useAdminRecordForm<AdminInquiry, Values>({
    queryKey: recordKeys.inquiry(id),
    load: () => fetchAdminInquiry(id),
    toValues: (inquiry) => ({ status: inquiry.status }),
    save: (values) => updateInquiryStatus(id, values.status),
  });
  const inquiry = recordForm.record;
  const statusOptions = INQUIRY_STATUSES.map((status) => ({ value: status, label: statusText(status, t) }));

  return (
    <AdminFormLayout
      recordForm={recordForm}
      title={
        inquiry?.kind === 'consultation'
          ? t('adminRecords.inquiry.consultationNumber', { id })
          : t('adminRecords.inquiry.number', { id })
      }
      testId="admin-inquiry"
      actions={
        inquiry?.bar_snapshot ? (
          <Button component={Link} to={adminPaths.inquiryBar(id)} variant="default" data-testid="inquiry-open-bar">
            {t('adminRecords.inquiry.openBar')}
          </Button>
        ) : null
      }
      aside={inquiry && <InquiryDetails inquiry={inquiry} />}
    >
      {inquiry && (
        <Group align="flex-end">
          <FormSelect
            form={recordForm.form}
            name="status"
            label={t('adminRecords.inquiry.status')}
            data={statusOptions}
            w={260}
            testId="inquiry-status"
          />
          <Text size="sm" c="dimmed">
            {t('adminRecords.inquiry.sentAt', { date: formatDateTime(inquiry.created_at, currentLocale()) })}
          </Text>
        </Group>
      )}
    </AdminFormLayout>
  );
}

function InquiryDetails({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation();
  const customer = inquiry.customer;
  const consents = [
    ['consent_contact', inquiry.consent_contact],
    ['consent_call', inquiry.consent_call],
    ['consent_newsletter', inquiry.consent_newsletter],
  ] as const;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <RecordSection title={t('adminRecords.inquiry.customer')} testId="inquiry-customer">
          <InquiryKindBadge kind={inquiry.kind} />
          {customer ? (
            <Stack gap={4}>
              <RouterAnchor to={adminPaths.user(customer.id)} testId="inquiry-customer-link">
                {customer.email}
              </RouterAnchor>
              <Text size="sm">{[customer.given_name, customer.family_name].filter(Boolean).join(' ')}</Text>
              {customer.organization && <Text size="sm">{customer.organization}</Text>}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t(
                inquiry.kind === 'consultation'
                  ? 'adminRecords.inquiry.consultationGuest'
                  : 'adminRecords.inquiry.customerDeleted',
              )}
            </Text>
          )}
        </RecordSection>
        {inquiry.contact ? (
          <ConsultationContact contact={inquiry.contact} />
        ) : (
          <>
            {inquiry.address && (
              <RecordSection title={t('adminRecords.inquiry.address')}>
                <AddressLines address={inquiry.address} testId="inquiry-address" />
              </RecordSection>
            )}
            <RecordSection title={t('adminRecords.inquiry.deliveryAddress')}>
              {inquiry.delivery_address ? (
                <AddressLines address={inquiry.delivery_address} testId="inquiry-delivery-address" />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('adminRecords.inquiry.sameAddress')}
                </Text>
              )}
            </RecordSection>
          </>
        )}
      </SimpleGrid>
      <RecordSection title={t('adminRecords.inquiry.messageAndConsents')}>
        <ValueGrid>
          <ReadOnlyValue label={t('adminRecords.inquiry.message')} value={inquiry.message} testId="inquiry-message" />
          <ReadOnlyValue label={t('adminRecords.inquiry.language')} value={t(`languages.${inquiry.locale}`)} />
        </ValueGrid>
        <Group gap="xs">
          {consents.map(([key, given]) => (
            <Badge key={key} color={given ? 'teal' : 'gray'} variant="light" data-testid={`inquiry-${key}`}>
              {t(`adminRecords.inquiry.consents.${key}`)}: {t(given ? 'adminRecords.user.yes' : 'adminRecords.user.no')}
            </Badge>
          ))}
        </Group>
      </RecordSection>
      {inquiry.kind === 'quote' && <FrozenPartsList inquiry={inquiry} />}
    </Stack>
  );
}
