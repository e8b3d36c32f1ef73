import { ilike } from 'drizzle-orm';
import { notifications } from '../../../../db/schemaQuotes.ts';
import { columnSorts, columnsOf, defineList, fromTable } from '../listPage.ts';
import { equalsFilter } from '../sqlText.ts';

/** `GET /api/notifications-index`: the notification e-mails sent to administrators. */
export const notificationsList = defineList({
  list: 'notifications',
  fields: () => columnsOf(notifications, ['id', 'kind', 'recipientEmail', 'subject', 'inquiryId', 'createdAt']),
  from: fromTable(notifications),
  search: (pattern) => [ilike(notifications.recipientEmail, pattern), ilike(notifications.subject, pattern)],
  sorts: columnSorts({
    id: notifications.id,
    created_at: notifications.createdAt,
    recipient_email: notifications.recipientEmail,
    kind: notifications.kind,
  }),
  filters: { kind: equalsFilter(notifications.kind) },
  present: (row) => ({
    id: row.id,
    kind: row.kind,
    recipient_email: row.recipientEmail,
    subject: row.subject,
    inquiry_id: row.inquiryId,
    created_at: row.createdAt.toISOString(),
  }),
});
