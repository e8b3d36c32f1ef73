import { NOTIFICATION_KINDS } from '@bar/contracts/adminLists';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '../list/AdminList.tsx';
import { dateTime, optionsOf } from './cells.tsx';

/** The e-mails sent to administrators; a list only (no record page), an inquiry links to its page. */
export function NotificationsListPage() {
  const { t } = useTranslation();
  const kindLabel = (kind: string) => t(`admin.notificationKind.${kind}`, { defaultValue: kind });
  return (
    <AdminList
      list="notifications"
      title={t('admin.nav.notifications')}
      searchPlaceholder={t('admin.lists.notifications.search')}
      filters={[{ name: 'kind', label: t('admin.columns.kind'), options: optionsOf(NOTIFICATION_KINDS, kindLabel) }]}
      columns={[
        { id: 'id', label: t('admin.columns.id'), sortKey: 'id', width: 80, render: (row) => `#${row.id}` },
        {
          id: 'created_at',
          label: t('admin.columns.sentAt'),
          sortKey: 'created_at',
          render: (row, { locale }) => dateTime(row.created_at, locale),
        },
        { id: 'kind', label: t('admin.columns.kind'), sortKey: 'kind', render: (row) => kindLabel(row.kind) },
        {
          id: 'recipient_email',
          label: t('admin.columns.recipient'),
          sortKey: 'recipient_email',
          render: (row) => row.recipient_email,
        },
        { id: 'subject', label: t('admin.columns.subject'), render: (row) => row.subject },
        {
          id: 'inquiry',
          label: t('admin.columns.inquiry'),
          render: (row) =>
            row.inquiry_id === null ? (
              '—'
            ) : (
              <Anchor component={Link} to={`/admin/inquiries/${row.inquiry_id}`} size="sm">
                #{row.inquiry_id}
              </Anchor>
            ),
        },
      ]}
    />
  );
}
