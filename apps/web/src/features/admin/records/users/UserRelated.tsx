import type { AddressDto } from '@bar/contracts/addresses';
import type { AdminUser } from '@bar/contracts/adminRecords';
import { displayCountry } from '@bar/domain/countries';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/index.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { statusText } from '../inquiries/inquiryStatus.ts';
import { adminPaths } from '../recordsApi.ts';
import { RecordSection, RouterAnchor } from '../ui.tsx';

/** Addresses, bars and inquiries of a user (read only, with links to their admin pages). */
export function UserRelated({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack gap="md">
      <RecordSection title={t('adminRecords.user.addresses', { count: user.addresses.length })} testId="user-addresses">
        {user.addresses.length === 0 ? (
          <Empty />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {user.addresses.map((address) => (
              <AddressLines key={address.id} address={address} />
            ))}
          </SimpleGrid>
        )}
      </RecordSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <RelatedRecords
          title={t('adminRecords.user.bars', { count: user.bars_count })}
          testId="user-bars"
          listLink={
            <RouterAnchor to={adminPaths.barsOf(user.email)} testId="user-bars-list">
              {t('adminRecords.user.barsInList')}
            </RouterAnchor>
          }
          rows={user.bars.map((bar) => ({
            key: bar.id,
            cells: [
              <RouterAnchor key="link" to={adminPaths.bar(bar.id)} testId={`user-bar-${bar.id}`}>
                {bar.name}
              </RouterAnchor>,
              formatDateTime(bar.updated_at, locale),
            ],
          }))}
        />
        <RelatedRecords
          title={t('adminRecords.user.inquiries', { count: user.inquiries_count })}
          testId="user-inquiries"
          listLink={
            <RouterAnchor to={adminPaths.inquiriesOf(user.email)} testId="user-inquiries-list">
              {t('adminRecords.user.inquiriesInList')}
            </RouterAnchor>
          }
          rows={user.inquiries.map((inquiry) => ({
            key: inquiry.id,
            cells: [
              <RouterAnchor key="link" to={adminPaths.inquiry(inquiry.id)} testId={`user-inquiry-${inquiry.id}`}>
                {t('adminRecords.inquiry.number', { id: inquiry.id })}
              </RouterAnchor>,
              statusText(inquiry.status, t),
              formatDateTime(inquiry.created_at, locale),
            ],
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A user's records of one kind: a link to their admin list, then a table of the latest (the last
 * cell right-aligned), or "none".
 */
function RelatedRecords(props: {
  title: string;
  testId: string;
  listLink: ReactNode;
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <RecordSection title={props.title} testId={props.testId}>
      {props.listLink}
      {props.rows.length === 0 ? (
        <Empty />
      ) : (
        <Table striped fz="sm">
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed in number and order
                  <Table.Td key={index} ta={index === row.cells.length - 1 ? 'right' : undefined}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </RecordSection>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('adminRecords.none')}
    </Text>
  );
}

type AddressLike = Pick<
  AddressDto,
  | 'organization'
  | 'contactPerson'
  | 'given_name'
  | 'family_name'
  | 'street'
  | 'postal_code'
  | 'city'
  | 'country'
  | 'phone'
  | 'email'
  | 'vat_id'
>;

/** An address as it is written on an envelope, with phone, e-mail and VAT id below. */
export function AddressLines({ address, testId }: { address: AddressLike; testId?: string }) {
  const { i18n } = useTranslation();
  const name = [address.given_name, address.family_name].filter(Boolean).join(' ');
  const lines: [key: string, text: string | null][] = [
    ['organization', address.organization],
    ['contactPerson', address.contactPerson],
    ['name', name],
    ['street', address.street],
    ['city', `${address.postal_code} ${address.city}`],
    ['country', displayCountry(address.country, i18n.language)],
    ['phone', address.phone],
    ['email', address.email],
    ['vat_id', address.vat_id],
  ];
  return (
    <Stack gap={0} data-testid={testId}>
      {lines
        .filter(([, text]) => Boolean(text?.trim()))
        .map(([key, text]) => (
          <Text key={key} size="sm">
            {text}
          </Text>
        ))}
    </Stack>
  );
}
