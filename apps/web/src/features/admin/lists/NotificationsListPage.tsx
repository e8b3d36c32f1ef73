import { NOTIFICATION_KINDS } from '@bar/contracts/adminLists';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '../list/AdminList.tsx';
import { optionsOf } from './cells.tsx';
import { useListBuilders } from './columns.tsx';

/** The e-mails sent to administrators; a list only (no record page), an inquiry links to its page. */
export function NotificationsListPage() {
  const { t } = useTranslation();
  const build = useListBuilders<'notifications'>();
  const kindLabel = (kind: string) => t(`admin.notificationKind.${kind}`, { defaultValue: kind });
  return (
    <AdminList
      list="notifications"
      filters={[build.filter('kind', 'kind', optionsOf(NOTIFICATION_KINDS, kindLabel))]}
      columns={[
        build.id(),
        build.date('created_at', 'sentAt', (row) => row.created_at, { sort: true }),
        build.plain('kind', 'kind', (row) => kindLabel(row.kind), { sort: true }),
        build.plain('recipient_email', 'recipient', (row) => row.recipient_email, { sort: true }),
        build.plain('subject', 'subject', (row) => row.subject),
        build.plain('inquiry', 'inquiry', (row) =>
          row.inquiry_id === null ? (
            '—'
          ) : (
            <Anchor component={Link} to={`/admin/inquiries/${row.inquiry_id}`} size="sm">
              #{row.inquiry_id}
            </Anchor>
          ),
        ),
      ]}
    />
  );
}
