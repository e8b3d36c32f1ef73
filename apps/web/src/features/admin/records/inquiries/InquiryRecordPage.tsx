import { type AdminInquiry, INQUIRY_STATUSES, type InquiryStatus } from '@bar/contracts/adminRecords';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLocale } from '../../../../i18n/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { AdminFormLayout } from '../../form/AdminFormLayout.tsx';
import { FormSelect } from '../../form/fields.tsx';
import { useAdminRecordForm } from '../../form/useAdminRecordForm.ts';
import { InquiryKindBadge } from '../../lists/InquiryKindBadge.tsx';
import { adminPaths, fetchAdminInquiry, recordKeys } from '../recordsApi.ts';
import { ReadOnlyValue, RecordSection, RouterAnchor, ValueGrid } from '../ui.tsx';
import { AddressLines } from '../users/UserRelated.tsx';
import { ConsultationContact } from './ConsultationContact.tsx';
import { FrozenPartsList } from './FrozenPartsList.tsx';
import { InquiryLive } from './InquiryLive.tsx';
import { InquiryWork } from './InquiryWork.tsx';
import { statusText } from './inquiryStatus.ts';
import { changeInquiry, useInquiryAssignees } from './inquiryWorkApi.ts';

/** `assignee`: an administrator's id, or '' for nobody. */
type Values = { status: string; assignee: string };
const NOBODY = '';

/**
 * `/admin/inquiries/:inquiryId`: status and assignee (the form), reply, note and history (the
 * work), then the frozen inquiry.
 */
export function InquiryRecordPage() {
  const { t } = useTranslation();
  const id = Number(useParams().inquiryId);
  const recordForm = useAdminRecordForm<AdminInquiry, Values>({
    queryKey: recordKeys.inquiry(id),
    load: () => fetchAdminInquiry(id),
    toValues: (inquiry) => ({
      status: inquiry.status,
      assignee: inquiry.assignee ? String(inquiry.assignee.id) : NOBODY,
    }),
    save: (values) =>
      changeInquiry(id, {
        status: values.status as InquiryStatus,
        assignee_id: values.assignee === NOBODY ? null : Number(values.assignee),
      }),
  });
  const inquiry = recordForm.record;
  const statusOptions = INQUIRY_STATUSES.map((status) => ({ value: status, label: statusText(status, t) }));
  const assignees = useInquiryAssignees();
  const assigneeOptions = [
    { value: NOBODY, label: t('adminRecords.inquiry.work.nobody') },
    ...assignees.map((admin) => ({
      value: String(admin.id),
      label: admin.name ? `${admin.name} (${admin.email})` : admin.email,
    })),
  ];
  // A deleted colleague's id may no longer be among the administrators: keep it choosable as it is.
  if (inquiry?.assignee && !assignees.some((admin) => admin.id === inquiry.assignee?.id) && assignees.length > 0) {
    assigneeOptions.push({ value: String(inquiry.assignee.id), label: inquiry.assignee.email });
  }

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
        inquiry ? (
          <Group gap="xs" wrap="nowrap">
            <InquiryLive inquiry={inquiry} />
            {inquiry.bar_snapshot && (
              <Button component={Link} to={adminPaths.inquiryBar(id)} variant="default" data-testid="inquiry-open-bar">
                {t('adminRecords.inquiry.openBar')}
              </Button>
            )}
          </Group>
        ) : null
      }
      aside={
        inquiry && (
          <Stack gap="md">
            <InquiryWork inquiry={inquiry} />
            <InquiryDetails inquiry={inquiry} />
          </Stack>
        )
      }
    >
      {inquiry && (
        <Group align="flex-end">
          <FormSelect
            form={recordForm.form}
            name="status"
            label={t('adminRecords.inquiry.status')}
            data={statusOptions}
            w={220}
            testId="inquiry-status"
          />
          <FormSelect
            form={recordForm.form}
            name="assignee"
            label={t('adminRecords.inquiry.work.assignee')}
            data={assigneeOptions}
            w={320}
            testId="inquiry-assignee"
          />
          <ContactLinks inquiry={inquiry} />
          <Text size="sm" c="dimmed" ml="auto">
            {t('adminRecords.inquiry.sentAt', { date: formatDateTime(inquiry.created_at, currentLocale()) })}
          </Text>
        </Group>
      )}
    </AdminFormLayout>
  );
}

/** The customer's e-mail (mailto) and phone (tel) as links, for a quote and a consultation alike. */
function ContactLinks({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation();
  const email = inquiry.contact?.email ?? inquiry.customer?.email ?? inquiry.address?.email ?? null;
  const phone = inquiry.contact?.phone ?? inquiry.address?.phone ?? inquiry.delivery_address?.phone ?? null;
  return (
    <Group gap="md" mb={6}>
      {email && (
        <ContactLink
          href={`mailto:${email}`}
          label={t('adminRecords.inquiry.work.mailTo', { email })}
          Icon={IconMail}
          text={email}
          testId="inquiry-mailto"
        />
      )}
      {phone && (
        <ContactLink
          href={`tel:${phone.replace(/[^+0-9]/g, '')}`}
          label={t('adminRecords.inquiry.work.call', { phone })}
          Icon={IconPhone}
          text={phone}
          testId="inquiry-tel"
        />
      )}
    </Group>
  );
}

/** A mailto: or tel: link with its icon; `label` is its accessible name. */
function ContactLink(props: { href: string; label: string; Icon: TablerIcon; text: string; testId: string }) {
  const { Icon } = props;
  return (
    <Anchor href={props.href} size="sm" aria-label={props.label} data-testid={props.testId}>
      <Group gap={4} wrap="nowrap">
        <Icon size={16} />
        {props.text}
      </Group>
    </Anchor>
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
